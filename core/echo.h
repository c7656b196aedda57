// What an error message echoes of the input is capped, so that a huge value
// gives a short message, and cut between whole UTF-8 characters, so that the
// message stays valid text (a JSON answer must be valid UTF-8).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace mahjong {

constexpr std::size_t kEchoedBytes = 40;

inline std::string echoed(std::string_view s, std::size_t max_bytes = kEchoedBytes) {
  if (s.size() <= max_bytes) return std::string(s);
  std::size_t cut = max_bytes;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return std::string(s.substr(0, cut)) + "...";
}

}  // namespace mahjong
