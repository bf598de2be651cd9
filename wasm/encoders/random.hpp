// The project's own pseudo-random numbers: the same seed gives the same sequence on every platform
// and in every browser (no std::random_device, no distribution whose output the library may vary).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace dlx {

// xorshift32 behind a splitmix32 scramble of the seed, so that nearby seeds start far apart.
class Random {
 public:
  explicit Random(std::uint32_t seed) {
    std::uint32_t z = seed + 0x9E3779B9u;
    z = (z ^ (z >> 16)) * 0x85EBCA6Bu;
    z = (z ^ (z >> 13)) * 0xC2B2AE35u;
    state_ = (z ^ (z >> 16)) | 1u;
  }

  std::uint32_t next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return state_;
  }

  // Uniform in [0, bound) by rejection, so no value is favoured.
  std::uint32_t below(std::uint32_t bound) {
    const std::uint32_t limit = UINT32_MAX - UINT32_MAX % bound;
    std::uint32_t x = next();
    while (x >= limit) x = next();
    return x % bound;
  }

  template <typename T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(static_cast<std::uint32_t>(i))]);
  }

 private:
  std::uint32_t state_;
};

}  // namespace dlx
