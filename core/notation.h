// The text notation players already type and share (spec "Text notation"):
// "[EEE1]123m456p789s5p5p" is a claimed pung of East, then the standing tiles;
// the last tile written is the winning tile.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "hand.h"
#include "outcome.h"

namespace mahjong {

struct HandTiles {
  std::vector<Tile> concealed;
  std::vector<Meld> melds;
  Tile win_tile = kNoTile;
};

// Reads melds in brackets and standing tiles. Besides the spec's letters it
// reads Tenhou-style honours 1z-7z (E S W N, then white P, green F, red C) and
// ignores spaces between groups. Meld shapes are checked here (bad_meld); tile
// counts are the validator's business.
Outcome<HandTiles> parse_notation(std::string_view text);

// Red fives in text (a rule set with red fives, RuleSetInfo::red_fives): each
// 0 among a suit's digits is a red five of that suit, as Tenhou writes it.
// Gives the text with every such 0 read as 5, counting them by suit into `red`.
std::string without_red_fives(std::string_view text, RedFives& red);

// The canonical text of a hand: melds as declared, standing tiles sorted, then
// the winning tile. parse_notation(format_notation(h)) gives back h's tiles.
std::string format_notation(const std::vector<Tile>& concealed, const std::vector<Meld>& melds,
                            Tile win_tile);
std::string format_notation(const Hand& hand);

// "567m", "EEE": tiles in order, suited runs sharing their suit letter.
std::string format_tiles(const std::vector<Tile>& tiles);

}  // namespace mahjong
