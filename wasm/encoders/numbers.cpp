#include "numbers.hpp"

#include <vector>

namespace dlx {

// A finite double is m * 2^e exactly (m < 2^53). As decimal: m * 2^e, or m * 5^-e * 10^e when e
// is negative, a whole number times a power of ten; its digits come from a big integer in base
// 10^9, rounded to 17 significant digits (half to even) and laid out as %g does.
std::string describeNumber(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  std::string out = std::signbit(value) ? "-" : "";
  value = std::fabs(value);
  if (value == 0) return out + "0";
  int exp2 = 0;
  const double fraction = std::frexp(value, &exp2);
  std::uint64_t mantissa = static_cast<std::uint64_t>(std::ldexp(fraction, 53));
  exp2 -= 53;
  while ((mantissa & 1) == 0) {
    mantissa >>= 1;
    ++exp2;
  }
  constexpr std::uint32_t kBase = 1000000000;
  std::vector<std::uint32_t> limbs{static_cast<std::uint32_t>(mantissa % kBase), static_cast<std::uint32_t>(mantissa / kBase)};
  const auto times = [&](std::uint32_t factor, int count) {
    for (int k = 0; k < count; ++k) {
      std::uint64_t carry = 0;
      for (auto& limb : limbs) {
        const std::uint64_t product = std::uint64_t{limb} * factor + carry;
        limb = static_cast<std::uint32_t>(product % kBase);
        carry = product / kBase;
      }
      if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
    }
  };
  int exp10 = 0;
  if (exp2 >= 0) {
    times(2, exp2);
  } else {
    times(5, -exp2);
    exp10 = exp2;
  }
  while (limbs.size() > 1 && limbs.back() == 0) limbs.pop_back();
  std::string digits = std::to_string(limbs.back());
  for (std::size_t k = limbs.size() - 1; k-- > 0;) {
    const std::string limb = std::to_string(limbs[k]);
    digits += std::string(9 - limb.size(), '0') + limb;
  }
  int point = static_cast<int>(digits.size()) - 1 + exp10;  // the leading digit's power of ten
  constexpr std::size_t kDigits = 17;
  if (digits.size() > kDigits) {
    const char first = digits[kDigits];
    const bool rest = digits.find_first_not_of('0', kDigits + 1) != std::string::npos;
    digits.resize(kDigits);
    if (first > '5' || (first == '5' && (rest || (digits.back() - '0') % 2 == 1))) {
      std::size_t k = kDigits;
      while (k > 0 && digits[k - 1] == '9') digits[--k] = '0';
      if (k == 0) {
        digits.insert(digits.begin(), '1');
        digits.pop_back();
        ++point;
      } else {
        ++digits[k - 1];
      }
    }
  }
  digits.erase(digits.find_last_not_of('0') + 1);
  if (point < -4 || point >= static_cast<int>(kDigits)) {
    out += digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    const std::string power = std::to_string(point < 0 ? -point : point);
    return out + (point < 0 ? "e-" : "e+") + (power.size() < 2 ? "0" : "") + power;
  }
  if (point < 0) return out + "0." + std::string(static_cast<std::size_t>(-point - 1), '0') + digits;
  if (static_cast<int>(digits.size()) <= point + 1) return out + digits + std::string(point + 1 - digits.size(), '0');
  return out + digits.substr(0, point + 1) + "." + digits.substr(point + 1);
}

}  // namespace dlx
