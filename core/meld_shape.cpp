#include "meld_shape.h"

#include <algorithm>
#include <string>

#include "notation.h"
#include "words.h"

namespace mahjong {
namespace {

struct MeldShape {
  MeldType type;
  Tile base;  // the lowest tile
};

// What the tiles make, looked at without copying them: scoring calls this for
// every declared meld, so the three or four tiles are compared directly.
std::optional<MeldShape> shape_of(const std::vector<Tile>& t) {
  const std::size_t n = t.size();
  if (n < 3 || n > 4) return std::nullopt;
  const Tile a = t[0], b = t[1], c = t[2];
  if (a >= kTileKinds || b >= kTileKinds || c >= kTileKinds) return std::nullopt;
  if (a == b && b == c) {
    if (n == 3) return MeldShape{MeldType::pung, a};
    if (t[3] == a) return MeldShape{MeldType::kong, a};
    return std::nullopt;
  }
  if (n == 4) return std::nullopt;
  // Three different tiles lo, lo+1, lo+2 of one suit.
  const Tile lo = std::min(a, std::min(b, c)), hi = std::max(a, std::max(b, c));
  const bool run = a != b && b != c && a != c && hi == lo + 2 && is_suited(hi) && suit_of(lo) == suit_of(hi);
  if (run) return MeldShape{MeldType::chow, lo};
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
  if (!shape || shape->type != meld.type) return std::nullopt;
  return shape->base;
}

Outcome<Meld> meld_from_tiles(std::vector<Tile> tiles, ClaimedFrom from, std::string_view written) {
  auto found = shape_of(tiles);
  if (!found)
    return Error{ErrorCode::bad_meld,
                 told("The meld ", written,
                      " is not a chow (three consecutive tiles of one suit), a pung (three "
                      "identical tiles) or a kong (four identical tiles).")};
  if (!claim_digit_fits(found->type, from))
    return Error{ErrorCode::parse, told("The meld ", written, " ends in ", int(from),
                                        "; the claim digit is 1-3 (5-7 only for a kong added to a "
                                        "claimed pung).")};
  Meld meld;
  meld.type = found->type;
  sort_tiles(tiles);
  meld.tiles = std::move(tiles);
  meld.claimed_from = from;
  // Brackets without a digit: a kong is concealed, anything else was claimed.
  meld.concealed = meld.type == MeldType::kong && from == 0;
  return meld;
}

namespace {

// Why a meld is refused, apart from check_meld so that its string building
// stays off the path every valid meld takes (and out of a build without the
// words, core/words.h).
[[gnu::noinline, gnu::cold]] std::string meld_message(const Meld& meld, std::size_t index, bool shaped,
                                                      bool concealed_ok, bool claim_ok) {
  const std::string type(meld_type_name(meld.type));
  const std::string which = "Meld " + std::to_string(index) + " (" + type + " " +
                            format_tiles(meld.tiles) + ")";
  if (!shaped) {
    std::string want = meld.type == MeldType::chow   ? "three consecutive tiles of one suit"
                       : meld.type == MeldType::pung ? "three identical tiles"
                                                     : "four identical tiles";
    return which + " is not a " + type + ": a " + type + " is " + want + ".";
  }
  if (!concealed_ok)
    return which + " is marked concealed; only a kong can be declared concealed. A "
                   "concealed chow or pung is simply part of the standing tiles.";
  if (!claim_ok)
    return which + " says it was claimed from " + std::to_string(meld.claimed_from) +
           "; that is 1-3, or 5-7 for a kong added to a pung.";
  return which + " is concealed but also says it was claimed from a player.";
}

}  // namespace

Outcome<Tile> check_meld(const Meld& meld, std::size_t index) {
  auto shape = shape_of(meld.tiles);
  bool shaped = shape && shape->type == meld.type;
  bool concealed_ok = !meld.concealed || meld.type == MeldType::kong;
  bool claim_ok = claim_digit_fits(meld.type, meld.claimed_from);
  bool flags_agree = !(meld.concealed && meld.claimed_from != 0);
  if (shaped && concealed_ok && claim_ok && flags_agree) return shape->base;
  // Concealed and claimed at once is a conflict; anything else, a bad meld.
  return Error{shaped && concealed_ok && claim_ok ? ErrorCode::inconsistent : ErrorCode::bad_meld,
               told_by([&] { return meld_message(meld, index, shaped, concealed_ok, claim_ok); })};
}

}  // namespace mahjong
