// Grey conversion and area-averaging downscale: the only full-resolution passes of the scan, so
// they are plain loops over the pixels with no per-pixel division.
#include "scan/image.hpp"

#include <algorithm>
#include <cmath>

namespace dlx::scan {

namespace {

// One axis's area weights from `in` samples to `out`: out[i] averages in[] over [i * f, (i + 1) * f)
// with f = in / out, partial pixels weighted by their overlap.
struct AxisWeights {
  std::vector<int> first;      // per output sample, its first input sample
  std::vector<int> count;      // how many inputs it covers
  std::vector<float> weights;  // count per output, flattened, summing to 1
  std::vector<int> offset;     // where each output's weights start
};

AxisWeights axisWeights(int in, int out) {
  AxisWeights a;
  a.first.resize(out);
  a.count.resize(out);
  a.offset.resize(out);
  const double f = static_cast<double>(in) / out;
  for (int i = 0; i < out; ++i) {
    const double lo = i * f;
    const double hi = std::min<double>(in, (i + 1) * f);
    const int first = static_cast<int>(std::floor(lo));
    const int last = std::min(in - 1, static_cast<int>(std::ceil(hi)) - 1);
    a.first[i] = first;
    a.count[i] = last - first + 1;
    a.offset[i] = static_cast<int>(a.weights.size());
    for (int k = first; k <= last; ++k) {
      const double overlap = std::min<double>(k + 1, hi) - std::max<double>(k, lo);
      a.weights.push_back(static_cast<float>(overlap / f));
    }
  }
  return a;
}

// The area-averaged w x h image of a width x height one whose rows `rowAt(y, buffer)` gives: a
// row at a time, so a large RGBA photo is brought down without a full-size grey copy.
template <typename RowAt>
Gray resizeArea(int width, int height, int w, int h, RowAt rowAt) {
  const AxisWeights ax = axisWeights(width, w);
  const AxisWeights ay = axisWeights(height, h);
  std::vector<uint8_t> line(static_cast<size_t>(width));
  std::vector<float> acc(static_cast<size_t>(w));
  Gray out;
  out.width = w;
  out.height = h;
  out.pixels.resize(static_cast<size_t>(w) * h);
  for (int y = 0; y < h; ++y) {
    std::fill(acc.begin(), acc.end(), 0.0F);
    for (int k = 0; k < ay.count[y]; ++k) {
      const uint8_t* src = rowAt(ay.first[y] + k, line.data());
      const float wy = ay.weights[ay.offset[y] + k];
      for (int x = 0; x < w; ++x) {
        const float* wx = ax.weights.data() + ax.offset[x];
        const uint8_t* s = src + ax.first[x];
        float sum = 0;
        for (int j = 0; j < ax.count[x]; ++j) sum += wx[j] * s[j];
        acc[x] += wy * sum;
      }
    }
    uint8_t* dst = out.pixels.data() + static_cast<size_t>(y) * w;
    for (int x = 0; x < w; ++x) dst[x] = static_cast<uint8_t>(std::clamp(acc[x] + 0.5F, 0.0F, 255.0F));
  }
  return out;
}

// The output's sides for an input brought down to maxSide, and the factor back.
void targetSize(int width, int height, int maxSide, int* w, int* h, float* scale) {
  const double f = static_cast<double>(std::max(width, height)) / maxSide;
  *w = std::max(1, static_cast<int>(std::lround(width / f)));
  *h = std::max(1, static_cast<int>(std::lround(height / f)));
  if (scale) *scale = static_cast<float>(static_cast<double>(width) / *w);
}

// ITU-R BT.601 luma in 8.8 fixed point (77 + 150 + 29 = 256): red print stays darker than the paper.
void lumaRow(const uint8_t* rgba, int width, uint8_t* out) {
  for (int x = 0; x < width; ++x) {
    const uint8_t* p = rgba + 4 * static_cast<size_t>(x);
    out[x] = static_cast<uint8_t>((77U * p[0] + 150U * p[1] + 29U * p[2] + 128U) >> 8);
  }
}

}  // namespace

Gray downscale(const Gray& image, int maxSide, float* scale) {
  if (scale) *scale = 1;
  if (image.empty() || maxSide <= 0 || std::max(image.width, image.height) <= maxSide) return image;
  int w = 0;
  int h = 0;
  targetSize(image.width, image.height, maxSide, &w, &h, scale);
  return resizeArea(image.width, image.height, w, h, [&](int y, uint8_t*) {
    return image.pixels.data() + static_cast<size_t>(y) * image.width;
  });
}

Gray grayFromRgba(const uint8_t* rgba, int width, int height, int maxSide, float* scale) {
  if (scale) *scale = 1;
  if (!rgba || width <= 0 || height <= 0 || static_cast<size_t>(width) * static_cast<size_t>(height) > kMaxPixels) return {};
  const size_t stride = 4 * static_cast<size_t>(width);
  if (maxSide > 0 && std::max(width, height) > maxSide) {
    int w = 0;
    int h = 0;
    targetSize(width, height, maxSide, &w, &h, scale);
    return resizeArea(width, height, w, h, [&](int y, uint8_t* buffer) {
      lumaRow(rgba + static_cast<size_t>(y) * stride, width, buffer);
      return static_cast<const uint8_t*>(buffer);
    });
  }
  Gray full;
  full.width = width;
  full.height = height;
  full.pixels.resize(static_cast<size_t>(width) * height);
  for (int y = 0; y < height; ++y) lumaRow(rgba + static_cast<size_t>(y) * stride, width, full.pixels.data() + static_cast<size_t>(y) * width);
  return full;
}

Gray negative(const Gray& image) {
  Gray out = image;
  for (uint8_t& v : out.pixels) v = static_cast<uint8_t>(255 - v);
  return out;
}

float sampleBilinearClamped(const Gray& image, float x, float y) {
  const float maxX = static_cast<float>(image.width - 1);
  const float maxY = static_cast<float>(image.height - 1);
  // NaN compares false everywhere: it lands on 0 through the clamps below.
  x = x > 0 ? (x < maxX ? x : maxX) : 0;
  y = y > 0 ? (y < maxY ? y : maxY) : 0;
  const int x0 = static_cast<int>(x);
  const int y0 = static_cast<int>(y);
  const int x1 = std::min(x0 + 1, image.width - 1);
  const int y1 = std::min(y0 + 1, image.height - 1);
  const float fx = x - x0;
  const float fy = y - y0;
  const uint8_t* r0 = image.pixels.data() + static_cast<size_t>(y0) * image.width;
  const uint8_t* r1 = image.pixels.data() + static_cast<size_t>(y1) * image.width;
  const float top = r0[x0] + fx * (r0[x1] - r0[x0]);
  const float bottom = r1[x0] + fx * (r1[x1] - r1[x0]);
  return top + fy * (bottom - top);
}

}  // namespace dlx::scan
