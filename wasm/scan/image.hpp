// Images as the scanner sees them: 8-bit grey, row-major, and points in their pixel coordinates.
// The photo comes in as RGBA (ImageData's layout); everything after works on grey.
#pragma once

#include <cstdint>
#include <vector>

namespace dlx::scan {

struct Point {
  float x = 0;
  float y = 0;
};

struct Gray {
  int width = 0;
  int height = 0;
  std::vector<uint8_t> pixels;  // width * height, row-major
  [[nodiscard]] uint8_t at(int x, int y) const { return pixels[static_cast<size_t>(y) * width + x]; }
};

// Grey from RGBA (alpha ignored). A side longer than maxSide is brought down to it by area
// averaging (0: no limit); `scale` receives the factor from the result's coordinates to the input's.
Gray grayFromRgba(const uint8_t* rgba, int width, int height, int maxSide, float* scale);

}  // namespace dlx::scan
