// A Riichi hand from the spec's JSON form (riichi.md, "A hand"): the shared
// fields, red fives 0m 0p 0s in tile lists and in "text", and Riichi's own
// fields and options. Only the fields are checked here (parse errors, with
// the field named); the tiles and the flags are validate.h's.
#pragma once

#include <string_view>

#include "../../json_reader.h"
#include "../../outcome.h"
#include "riichi_hand.h"

namespace mahjong::riichi {

Outcome<RiichiHand> riichi_hand_from_json(const json::Value& hand);
Outcome<RiichiHand> riichi_hand_from_json(json::Reader& reader, std::string_view text);

// The hand's "options" object into `out`: "preset" first, whatever its place,
// then each option named, which wins over the preset's value.
std::optional<Error> riichi_options_from_json(const json::Value& options, Options& out);

// A tile code with Riichi's red fives: "0p" is a red 5p.
struct RiichiTile {
  Tile tile = kNoTile;
  bool red = false;
};
std::optional<RiichiTile> parse_riichi_tile(std::string_view code);

// Text notation with red fives: each 0 of a suit's digits is a red five of
// that suit (Tenhou's notation). Gives the text with every 0 read as 5, and
// counts the reds by suit into `red`.
std::string without_red_fives(std::string_view text, RedFives& red);

}  // namespace mahjong::riichi
