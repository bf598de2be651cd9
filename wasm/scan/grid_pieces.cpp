// Dark pixels by a local threshold (an integral image's box mean) and their 8-connected pieces.
#include "scan/grid_pieces.hpp"

#include <algorithm>

namespace dlx::scan::grid {

std::vector<Mask> darkPixels(const Gray& g) {
  const int w = g.width;
  const int h = g.height;
  const int r = std::max(3, std::max(w, h) / 40);
  std::vector<uint32_t> integral(static_cast<size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    uint32_t rowSum = 0;
    const uint8_t* src = g.pixels.data() + static_cast<size_t>(y) * w;
    uint32_t* above = integral.data() + static_cast<size_t>(y) * (w + 1);
    uint32_t* cur = above + (w + 1);
    for (int x = 0; x < w; ++x) {
      rowSum += src[x];
      cur[x + 1] = above[x + 1] + rowSum;
    }
  }
  std::vector<Mask> masks(std::size(kThresholds));
  for (Mask& m : masks) {
    m.width = w;
    m.height = h;
    m.on.assign(static_cast<size_t>(w) * h, 0);
  }
  for (int y = 0; y < h; ++y) {
    const int y0 = std::max(0, y - r);
    const int y1 = std::min(h, y + r + 1);
    const uint32_t* top = integral.data() + static_cast<size_t>(y0) * (w + 1);
    const uint32_t* bottom = integral.data() + static_cast<size_t>(y1) * (w + 1);
    const uint8_t* src = g.pixels.data() + static_cast<size_t>(y) * w;
    const size_t row = static_cast<size_t>(y) * w;
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - r);
      const int x1 = std::min(w, x + r + 1);
      const int64_t area = static_cast<int64_t>(x1 - x0) * (y1 - y0);
      const int64_t sum = static_cast<int64_t>(bottom[x1]) - bottom[x0] - top[x1] + top[x0];
      const int64_t below = sum - area * src[x];  // (mean - value) * area
      if (below <= 0) continue;
      for (size_t k = 0; k < masks.size(); ++k) {
        masks[k].on[row + x] = (100 * below > kThresholds[k].percent * sum && below > kThresholds[k].levels * area) ? 1 : 0;
      }
    }
  }
  return masks;
}

std::vector<Piece> pieces(const Mask& m, std::vector<int>* labels) {
  const int w = m.width;
  const int h = m.height;
  labels->assign(static_cast<size_t>(w) * h, 0);
  std::vector<Piece> out;
  std::vector<int> stack;
  for (int start = 0; start < w * h; ++start) {
    if (!m.on[start] || (*labels)[start]) continue;
    Piece p;
    p.label = static_cast<int>(out.size()) + 1;
    p.x0 = p.x1 = start % w;
    p.y0 = p.y1 = start / w;
    (*labels)[start] = p.label;
    stack.push_back(start);
    while (!stack.empty()) {
      const int i = stack.back();
      stack.pop_back();
      const int x = i % w;
      const int y = i / w;
      ++p.count;
      p.x0 = std::min(p.x0, x);
      p.x1 = std::max(p.x1, x);
      p.y0 = std::min(p.y0, y);
      p.y1 = std::max(p.y1, y);
      for (int dy = -1; dy <= 1; ++dy) {
        const int ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (int dx = -1; dx <= 1; ++dx) {
          const int nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const int j = ny * w + nx;
          if (m.on[j] && !(*labels)[j]) {
            (*labels)[j] = p.label;
            stack.push_back(j);
          }
        }
      }
    }
    out.push_back(p);
  }
  return out;
}

void addReach(Mask* m) {
  const int w = m->width;
  const int h = m->height;
  m->alongRow.assign(static_cast<size_t>(w) * h, 255);
  m->alongColumn.assign(static_cast<size_t>(w) * h, 255);
  // Two sweeps each way: the distance to the nearest pixel on before, then after.
  for (int y = 0; y < h; ++y) {
    const uint8_t* on = m->on.data() + static_cast<size_t>(y) * w;
    uint8_t* d = m->alongRow.data() + static_cast<size_t>(y) * w;
    int last = -1000;
    for (int x = 0; x < w; ++x) {
      if (on[x]) last = x;
      d[x] = static_cast<uint8_t>(std::min(255, x - last));
    }
    last = 1000000;
    for (int x = w - 1; x >= 0; --x) {
      if (on[x]) last = x;
      d[x] = static_cast<uint8_t>(std::min<int>(d[x], std::min(255, last - x)));
    }
  }
  for (int x = 0; x < w; ++x) {
    int last = -1000;
    for (int y = 0; y < h; ++y) {
      if (m->on[static_cast<size_t>(y) * w + x]) last = y;
      m->alongColumn[static_cast<size_t>(y) * w + x] = static_cast<uint8_t>(std::min(255, y - last));
    }
    last = 1000000;
    for (int y = h - 1; y >= 0; --y) {
      const size_t i = static_cast<size_t>(y) * w + x;
      if (m->on[i]) last = y;
      m->alongColumn[i] = static_cast<uint8_t>(std::min<int>(m->alongColumn[i], std::min(255, last - y)));
    }
  }
}

std::vector<Point> pieceEnds(const std::vector<int>& labels, int width, const Piece& p) {
  std::vector<Point> ends;
  for (int y = p.y0; y <= p.y1; ++y) {
    const int* row = labels.data() + static_cast<size_t>(y) * width;
    int left = -1;
    int right = -1;
    for (int x = p.x0; x <= p.x1; ++x) {
      if (row[x] == p.label) {
        if (left < 0) left = x;
        right = x;
      }
    }
    if (left >= 0) {
      ends.push_back({static_cast<float>(left), static_cast<float>(y)});
      if (right != left) ends.push_back({static_cast<float>(right), static_cast<float>(y)});
    }
  }
  return ends;
}

}  // namespace dlx::scan::grid
