// libFuzzer over the text notation: whatever the text, parsing gives a hand or
// a parse/bad_meld error, a parsed hand formats and parses back to itself, and
// scoring it gives a result or an error (never a crash).
#include <algorithm>
#include <cstdint>
#include <string>

#include "notation.h"
#include "score.h"

using namespace mahjong;

namespace {

bool same_tiles(const HandTiles& a, const HandTiles& b) {
  auto sorted = [](std::vector<Tile> v) { std::sort(v.begin(), v.end()); return v; };
  if (sorted(a.concealed) != sorted(b.concealed) || a.win_tile != b.win_tile) return false;
  if (a.melds.size() != b.melds.size()) return false;
  for (std::size_t i = 0; i < a.melds.size(); ++i) {
    const Meld &x = a.melds[i], &y = b.melds[i];
    if (x.type != y.type || x.concealed != y.concealed || x.tiles != y.tiles) return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  auto parsed = parse_notation(text);
  if (!parsed) {
    auto code = parsed.error().code;
    if ((code != ErrorCode::parse && code != ErrorCode::bad_meld) || parsed.error().message.empty())
      __builtin_trap();
    return 0;
  }
  const HandTiles& tiles = parsed.value();
  auto again = parse_notation(format_notation(tiles.concealed, tiles.melds, tiles.win_tile));
  if (!again || !same_tiles(tiles, again.value())) __builtin_trap();

  Hand hand;
  hand.concealed = tiles.concealed;
  hand.melds = tiles.melds;
  hand.win_tile = tiles.win_tile;
  hand.self_drawn = size % 2;
  auto score = score_hand(hand);
  if (score && score.value().total <= 0) __builtin_trap();
  if (!score && score.error().message.empty()) __builtin_trap();
  return 0;
}
