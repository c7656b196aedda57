#include "meld_shape.h"

#include <algorithm>
#include <string>

#include "notation.h"

namespace mahjong {
namespace {

bool all_same(const std::vector<Tile>& t) {
  return std::all_of(t.begin(), t.end(), [&](Tile x) { return x == t[0]; });
}

bool is_run(std::vector<Tile> t) {
  if (t.size() != 3) return false;
  std::sort(t.begin(), t.end());
  return is_suited(t[0]) && is_suited(t[2]) && suit_of(t[0]) == suit_of(t[2]) &&
         t[1] == t[0] + 1 && t[2] == t[0] + 2;
}

std::optional<MeldType> shape_of(const std::vector<Tile>& tiles) {
  for (Tile t : tiles)
    if (t >= kTileKinds) return std::nullopt;
  if (tiles.size() == 4 && all_same(tiles)) return MeldType::kong;
  if (tiles.size() == 3 && all_same(tiles)) return MeldType::pung;
  if (is_run(tiles)) return MeldType::chow;
  return std::nullopt;
}

bool claim_digit_fits(MeldType type, ClaimedFrom from) {
  if (from == 0 || (from >= 1 && from <= 3)) return true;
  return type == MeldType::kong && from >= 5 && from <= 7;
}

}  // namespace

std::string_view meld_type_name(MeldType type) {
  switch (type) {
    case MeldType::chow: return "chow";
    case MeldType::pung: return "pung";
    case MeldType::kong: return "kong";
  }
  return "meld";
}

std::optional<Tile> meld_base(const Meld& meld) {
  auto shape = shape_of(meld.tiles);
  if (!shape || *shape != meld.type) return std::nullopt;
  return *std::min_element(meld.tiles.begin(), meld.tiles.end());
}

Outcome<Meld> meld_from_tiles(std::vector<Tile> tiles, ClaimedFrom from, std::string_view written) {
  auto shape = shape_of(tiles);
  if (!shape)
    return Error{ErrorCode::bad_meld,
                 "The meld " + std::string(written) +
                     " is not a chow (three consecutive tiles of one suit), a pung (three "
                     "identical tiles) or a kong (four identical tiles)."};
  if (!claim_digit_fits(*shape, from))
    return Error{ErrorCode::parse, "The meld " + std::string(written) + " ends in " +
                                       std::to_string(from) +
                                       "; the claim digit is 1-3 (5-7 only for a kong added to a "
                                       "claimed pung)."};
  Meld meld;
  meld.type = *shape;
  std::sort(tiles.begin(), tiles.end());
  meld.tiles = std::move(tiles);
  meld.claimed_from = from;
  // Brackets without a digit: a kong is concealed, anything else was claimed.
  meld.concealed = meld.type == MeldType::kong && from == 0;
  return meld;
}

std::optional<Error> check_meld(const Meld& meld, std::size_t index) {
  std::string which = "Meld " + std::to_string(index) + " (" +
                      std::string(meld_type_name(meld.type)) + " " + format_tiles(meld.tiles) + ")";
  auto shape = shape_of(meld.tiles);
  if (!shape || *shape != meld.type) {
    std::string want = meld.type == MeldType::chow   ? "three consecutive tiles of one suit"
                       : meld.type == MeldType::pung ? "three identical tiles"
                                                     : "four identical tiles";
    return Error{ErrorCode::bad_meld, which + " is not a " +
                                          std::string(meld_type_name(meld.type)) + ": a " +
                                          std::string(meld_type_name(meld.type)) + " is " + want +
                                          "."};
  }
  if (meld.concealed && meld.type != MeldType::kong)
    return Error{ErrorCode::bad_meld,
                 which + " is marked concealed; only a kong can be declared concealed. A "
                         "concealed chow or pung is simply part of the standing tiles."};
  if (!claim_digit_fits(meld.type, meld.claimed_from))
    return Error{ErrorCode::bad_meld, which + " says it was claimed from " +
                                          std::to_string(meld.claimed_from) +
                                          "; that is 1-3, or 5-7 for a kong added to a pung."};
  if (meld.concealed && meld.claimed_from != 0)
    return Error{ErrorCode::inconsistent,
                 which + " is concealed but also says it was claimed from a player."};
  return std::nullopt;
}

}  // namespace mahjong
