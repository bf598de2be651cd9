// Images as the scanner sees them: 8-bit grey, row-major, and points in their pixel coordinates.
// The photo comes in as RGBA (ImageData's layout); everything after works on grey.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace dlx::scan {

// In an image's pixels, pixel (x, y)'s centre at (x, y).
struct Point {
  float x = 0;
  float y = 0;
};

inline float distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

struct Gray {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> pixels;  // width * height, row-major
  [[nodiscard]] uint8_t at(int x, int y) const { return pixels[static_cast<size_t>(y) * width + x]; }
  [[nodiscard]] bool empty() const { return width <= 0 || height <= 0; }
};

// The most pixels an image may have (a side of 16384 squared): past it grayFromRgba gives an empty
// image rather than allocate for it (the bindings refuse such images before, with a message).
constexpr size_t kMaxPixels = size_t{1} << 28;

// The longer side the scan brings a photo down to before finding its grid: past it a phone's
// photo only costs time (the cells are 32 pixels a side), and the memory stays bounded.
constexpr int kScanMaxSide = 1600;

// Grey from RGBA (alpha ignored). A side longer than maxSide is brought down to it by area
// averaging (0: no limit); `scale` receives the factor from the result's coordinates to the input's.
// An empty image (zero sides) when rgba is null, a side is not positive or the image is past kMaxPixels.
Gray grayFromRgba(const uint8_t* rgba, int width, int height, int maxSide, float* scale);

// The image brought down by area averaging so that its longer side is at most maxSide (a copy
// when it already is); `scale` as above. Pixel centres map as x_in + 0.5 = (x_out + 0.5) * scale.
Gray downscale(const Gray& image, int maxSide, float* scale);

// The image's negative (255 - v): a dark theme's light lines on a dark ground made dark on light.
Gray negative(const Gray& image);

// v rounded to the nearest integer, fast (no libm call: the finder rounds millions of points)
// and defined for any float: past +-1e8, or NaN, it gives +-1e8, far outside any image.
inline int nearestInt(float v) {
  if (v >= 0) return v < 1e8F ? static_cast<int>(v + 0.5F) : 100000000;
  return v > -1e8F ? -static_cast<int>(0.5F - v) : -100000000;
}

// sampleBilinear's general case: on or past the image's edge, or NaN (taken as 0).
float sampleBilinearClamped(const Gray& image, float x, float y);

// The grey level at (x, y) by bilinear interpolation, pixel centres at integers; outside the
// image the nearest edge pixel. Inline: the lattice and the cells take a million samples a photo.
inline float sampleBilinear(const Gray& image, float x, float y) {
  if (!(x >= 0 && y >= 0 && x < static_cast<float>(image.width - 1) && y < static_cast<float>(image.height - 1))) {
    return sampleBilinearClamped(image, x, y);
  }
  const int x0 = static_cast<int>(x);
  const int y0 = static_cast<int>(y);
  const float fx = x - static_cast<float>(x0);
  const float fy = y - static_cast<float>(y0);
  const uint8_t* r0 = image.pixels.data() + static_cast<size_t>(y0) * image.width + x0;
  const uint8_t* r1 = r0 + image.width;
  const float top = r0[0] + fx * static_cast<float>(r0[1] - r0[0]);
  const float bottom = r1[0] + fx * static_cast<float>(r1[1] - r1[0]);
  return top + fy * (bottom - top);
}

}  // namespace dlx::scan
