// Text the first module never writes, left out of its binary.
//
// Words for players and readers that the scorer never reads: a fan's names,
// an option's source and description, a situation or option rule's reason.
// They reach a program only through the catalogue and a result's fans. A
// build with MAHJONG_WORDS_ELSEWHERE (the page's first wasm module,
// wasm/CMakeLists.txt) keeps them out of the binary: each is then empty, its
// text never emitted, and the JS API joins the words from the data generated
// from a full build's catalogue (wasm/catalogue-words.mjs). The tables stay
// their one source.
//
// A refusal's message (told(): the notation's, a text that does not parse;
// told_by(): a hand's fault, a meld's, a situation's or options' conflict):
// the first module answers such a hand with "" and the JSON way's module,
// which carries the messages, names the fault. Built without the words, its
// parts are never joined and its text never emitted. The faults a hand shows
// while it is being built (too few tiles, not a winning hand) keep theirs.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

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

// A refusal's message, its parts (text, a character, a whole number) joined;
// "" in a build without the words.
template <class... Parts>
std::string told(const Parts&... parts) {
  std::string out;
  if constexpr (kWordsCarried) {
    const auto add = [&out](const auto& part) {
      using Part = std::decay_t<decltype(part)>;
      if constexpr (std::is_integral_v<Part> && !std::is_same_v<Part, char>) out += std::to_string(part);
      else out += part;
    };
    (add(parts), ...);
  }
  return out;
}

// A refusal's message written by `write` (a callable returning the text):
// "" in a build without the words, where `write` and all it calls are not linked.
template <class Write>
std::string told_by(Write write) {
  if constexpr (kWordsCarried) return write();
  else return {};
}

}  // namespace mahjong
