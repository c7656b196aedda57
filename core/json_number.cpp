#include "json_number.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace mahjong::json {
namespace {

// Just enough of an unsigned big integer to compare a decimal with a double's
// halfway points: 32-bit limbs, least significant first.
class Big {
 public:
  explicit Big(std::uint64_t v = 0) {
    for (; v; v >>= 32) limbs_.push_back(std::uint32_t(v));
  }
  void multiply_add(std::uint32_t m, std::uint32_t add) {
    std::uint64_t carry = add;
    for (std::uint32_t& limb : limbs_) {
      const std::uint64_t x = std::uint64_t(limb) * m + carry;
      limb = std::uint32_t(x);
      carry = x >> 32;
    }
    if (carry) limbs_.push_back(std::uint32_t(carry));
  }
  void multiply_pow5(int n) {
    for (; n >= 13; n -= 13) multiply_add(1220703125u, 0);  // 5^13
    std::uint32_t rest = 1;
    while (n-- > 0) rest *= 5;
    multiply_add(rest, 0);
  }
  void shift_left(int bits) {
    if (limbs_.empty()) return;
    limbs_.insert(limbs_.begin(), std::size_t(bits / 32), 0u);
    if (bits %= 32) {
      std::uint32_t carry = 0;
      for (std::uint32_t& limb : limbs_) {
        const std::uint32_t next = limb >> (32 - bits);
        limb = (limb << bits) | carry;
        carry = next;
      }
      if (carry) limbs_.push_back(carry);
    }
  }
  // Divides in place; the remainder.
  std::uint32_t divide_small(std::uint32_t d) {
    std::uint64_t rest = 0;
    for (std::size_t i = limbs_.size(); i-- > 0;) {
      const std::uint64_t x = (rest << 32) | limbs_[i];
      limbs_[i] = std::uint32_t(x / d);
      rest = x % d;
    }
    while (!limbs_.empty() && limbs_.back() == 0) limbs_.pop_back();
    return std::uint32_t(rest);
  }
  std::string decimal() const {
    Big n = *this;
    std::string out;
    while (!n.limbs_.empty()) {
      std::uint32_t chunk = n.divide_small(1000000000u);
      for (int i = 0; i < 9; ++i, chunk /= 10) out += char('0' + chunk % 10);
    }
    while (out.size() > 1 && out.back() == '0') out.pop_back();
    return std::string(out.rbegin(), out.rend());
  }
  friend int compare(const Big& a, const Big& b) {
    if (a.limbs_.size() != b.limbs_.size()) return a.limbs_.size() < b.limbs_.size() ? -1 : 1;
    for (std::size_t i = a.limbs_.size(); i-- > 0;)
      if (a.limbs_[i] != b.limbs_[i]) return a.limbs_[i] < b.limbs_[i] ? -1 : 1;
    return 0;
  }

 private:
  std::vector<std::uint32_t> limbs_;
};

// x (finite, > 0) = m × 2^k exactly, m a whole number.
void split(double x, std::uint64_t& m, int& k) {
  int e = 0;
  const double f = std::frexp(x, &e);
  m = std::uint64_t(std::ldexp(f, 53));
  k = e - 53;
  if (k < -1074) m >>= (-1074 - k), k = -1074;
}

// The decimal digits × 10^exponent compared with the point halfway between x
// (finite, >= 0) and the next double up: -1 below, 0 on it, 1 above.
int compare_with_halfway_above(const std::string& digits, int exponent, double x) {
  int k = -1074;  // x = m × 2^k, m a whole number; a subnormal's spacing is 2^-1074
  std::uint64_t m = 0;
  if (x != 0) split(x, m, k);
  Big value(0), halfway(2 * m + 1);
  for (char d : digits) value.multiply_add(10, std::uint32_t(d - '0'));
  int twos = k - 1;  // halfway = (2m + 1) × 2^(k-1)
  if (exponent >= 0) {
    value.multiply_pow5(exponent);
    twos -= exponent;
  } else {
    halfway.multiply_pow5(-exponent);
    twos += -exponent;
  }
  if (twos >= 0) halfway.shift_left(twos);
  else value.shift_left(-twos);
  return compare(value, halfway);
}

double even_of(double a, double b) {
  int e = 0;
  const double m = std::ldexp(std::frexp(a, &e), 53);
  return std::fmod(m, 2.0) == 0 ? a : b;
}

}  // namespace

void shortest_digits(double x, std::string& digits, int& exponent) {
  x = std::fabs(x);
  if (x == 0) {
    digits = "0", exponent = 0;
    return;
  }
  // Every digit of x: x = exact × 10^exact_exponent.
  std::uint64_t m = 0;
  int k = 0;
  split(x, m, k);
  Big big(m);
  int exact_exponent = 0;
  if (k >= 0) big.shift_left(k);
  else big.multiply_pow5(-k), exact_exponent = k;
  const std::string exact = big.decimal();
  // The fewest significant digits whose nearest rounding reads back as x.
  for (std::size_t p = 1;; ++p) {
    if (p >= exact.size()) {
      digits = exact, exponent = exact_exponent;
      break;
    }
    std::string candidate = exact.substr(0, p);
    const char next = exact[p];
    const bool beyond = exact.find_first_not_of('0', p + 1) != std::string::npos;
    const bool up = next > '5' || (next == '5' && (beyond || (candidate.back() - '0') % 2 == 1));
    int shift = int(exact.size() - p);
    if (up) {
      std::size_t i = p;
      while (i > 0 && candidate[i - 1] == '9') candidate[--i] = '0';
      if (i == 0) candidate.insert(candidate.begin(), '1'), candidate.pop_back(), ++shift;
      else ++candidate[i - 1];
    }
    std::string text = candidate + "e" + std::to_string(exact_exponent + shift);
    if (number_from_text(text) == x) {
      while (candidate.size() > 1 && candidate.back() == '0') candidate.pop_back(), ++shift;
      digits = candidate, exponent = exact_exponent + shift;
      break;
    }
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back(), ++exponent;
}

std::optional<double> number_from_text(std::string_view text) {
  const bool negative = !text.empty() && text[0] == '-';
  std::string digits;  // significant digits, no leading zeros
  int exponent = 0;    // value = digits × 10^exponent
  std::size_t i = negative;
  bool dropped_nonzero = false;
  constexpr std::size_t kKeep = 800;  // beyond, only "more than zero" matters
  const auto take = [&](char d, bool fraction) {
    if (digits.empty() && d == '0') {
      if (fraction) --exponent;
      return;
    }
    if (digits.size() < kKeep) {
      digits += d;
      if (fraction) --exponent;
    } else {
      dropped_nonzero |= d != '0';
      if (!fraction) ++exponent;
    }
  };
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) take(text[i], false);
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) take(text[i], true);
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    const bool minus = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    long e = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) e = std::min(e * 10 + (text[i] - '0'), 100000L);
    exponent += int(minus ? -e : e);
  }
  if (dropped_nonzero) digits += '1', --exponent;  // a sticky digit below the kept ones
  const double sign = negative ? -1.0 : 1.0;
  if (digits.empty()) return sign * 0.0;
  const int magnitude = int(digits.size()) + exponent;  // value < 10^magnitude
  if (magnitude > 310) return std::nullopt;
  if (magnitude < -330) return sign * 0.0;

  static const double kPow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  // Up to 15 digits and a power of ten of at most 22: both exact, one rounding.
  std::uint64_t lead = 0;
  const std::size_t lead_digits = std::min<std::size_t>(digits.size(), 19);
  for (std::size_t d = 0; d < lead_digits; ++d) lead = lead * 10 + std::uint64_t(digits[d] - '0');
  if (digits.size() <= 15 && exponent >= -22 && exponent <= 22)
    return sign * (exponent >= 0 ? double(lead) * kPow10[exponent] : double(lead) / kPow10[-exponent]);

  // Otherwise a close guess, then exact comparisons with the halfway points
  // around it until it is the nearest double.
  int scale = exponent + int(digits.size() - lead_digits);
  double x = double(lead);
  for (; scale > 0; scale -= std::min(scale, 22)) x *= kPow10[std::min(scale, 22)];
  for (; scale < 0; scale += std::min(-scale, 22)) x /= kPow10[std::min(-scale, 22)];
  if (std::isinf(x)) x = 1.7976931348623157e308;
  for (int step = 0; step < 4096; ++step) {
    const int above = compare_with_halfway_above(digits, exponent, x);
    const double up = std::nextafter(x, INFINITY);
    if (above > 0) {
      if (std::isinf(up)) return std::nullopt;
      x = up;
      continue;
    }
    if (above == 0) return sign * (std::isinf(up) ? up : even_of(x, up));
    if (x == 0) return sign * 0.0;
    const double down = std::nextafter(x, 0.0);
    const int below = compare_with_halfway_above(digits, exponent, down);
    if (below < 0) {
      x = down;
      continue;
    }
    return sign * (below == 0 ? even_of(down, x) : x);
  }
  return sign * x;
}

}  // namespace mahjong::json

namespace mahjong::json {

bool whole_number_text(std::string_view text) {
  std::size_t i = text.empty() || text[0] != '-' ? 0 : 1;
  std::string digits;  // the digits as written, the point left out
  long long point = 0;  // where the point falls in `digits`
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) digits += text[i];
  point = static_cast<long long>(digits.size());
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) digits += text[i];
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    const bool negative = i < text.size() && text[i] == '-';
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    long long exponent = 0;
    // Past a text's length the exponent only says "far": it stops growing there.
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
      if (exponent < 1000000) exponent = exponent * 10 + (text[i] - '0');
    point += negative ? -exponent : exponent;
  }
  for (std::size_t d = 0; d < digits.size(); ++d)
    if (static_cast<long long>(d) >= point && digits[d] != '0') return false;
  return true;
}

}  // namespace mahjong::json
