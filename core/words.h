// Words for players and readers that the scorer never reads: an option's
// source and description, a situation or option rule's reason. They reach a
// program only through the catalogue. A build with MAHJONG_WORDS_ELSEWHERE
// (the page's first wasm module, wasm/CMakeLists.txt) keeps them out of the
// binary: each is then empty, its text never emitted, and the JS API joins
// the words from the data generated from a full build's catalogue
// (wasm/catalogue-words.mjs). The tables stay their one source.
#pragma once

#include <string_view>

namespace mahjong {

#ifdef MAHJONG_WORDS_ELSEWHERE
inline constexpr bool kWordsCarried = false;
#else
inline constexpr bool kWordsCarried = true;
#endif

struct Words : std::string_view {
  constexpr Words() = default;
  constexpr Words(const char* text) : std::string_view(kWordsCarried ? std::string_view(text) : std::string_view()) {}
  constexpr Words(std::string_view text) : std::string_view(kWordsCarried ? text : std::string_view()) {}
};

}  // namespace mahjong
