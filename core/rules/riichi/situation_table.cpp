#include "situation_table.h"

#include <algorithm>

#include "hand_fields.h"

namespace mahjong::riichi {
namespace {

constexpr std::array<SituationRow, kSituationRows> kRows = {{
    {Flag::riichi, When::claimed_meld, "riichi_closed_only",
     "Riichi is declared with a closed hand; this hand has a claimed meld."},
    {Flag::double_riichi, When::claimed_meld, "riichi_closed_only",
     "Double riichi is declared with a closed hand; this hand has a claimed meld."},
    {Flag::ippatsu, When::no_riichi, "ippatsu_needs_riichi",
     "Ippatsu is a win within one go-around of a riichi; this hand did not declare riichi."},
    {Flag::ippatsu, When::kong_replacement, "kong_ends_ippatsu",
     "A kong ends the ippatsu turn, so a win on its replacement tile is not ippatsu."},
    {Flag::kong_replacement, When::no_kong, "rinshan_needs_kong",
     "A win on a kong's replacement tile (rinshan) needs a kong in the hand."},
    {Flag::kong_replacement, When::not_self_drawn, "rinshan_self_drawn",
     "The replacement tile after a kong is drawn, so a rinshan win is self-drawn, not on a discard."},
    {Flag::last_tile_of_wall, When::kong_replacement, "haitei_not_rinshan",
     "The replacement tile after a kong is never the wall's last tile (haitei)."},
    {Flag::robbing_kong, When::self_drawn, "chankan_on_discard",
     "Robbing a kong (chankan) wins on another player's tile, so it is not self-drawn."},
    {Flag::robbing_kong, When::last_tile_of_wall, "chankan_not_houtei",
     "No kong is added after the wall's last tile, so robbing one cannot be the last discard (houtei)."},
    {Flag::robbing_kong, When::win_tile_elsewhere, "chankan_tile_shown",
     "A robbed kong holds three copies of the winning tile, so the hand cannot hold another."},
    {Flag::first_turn, When::any_meld, "first_turn_no_call",
     "A call or a kong ends the first go-around: a first-turn win has no meld."},
    {Flag::first_turn, When::riichi, "first_turn_no_riichi",
     "A first-turn win comes before any riichi could be declared."},
    {Flag::first_turn, When::robbing_kong, "first_turn_no_call",
     "A kong ends the first go-around, so robbing one is not a first-turn win."},
    {Flag::first_turn, When::last_tile_of_wall, "first_turn_not_last",
     "The first go-around is not the wall's last tile."},
    {Flag::first_turn, When::dealer_on_discard, "first_turn_dealer",
     "The dealer's first turn is the deal itself: a first-turn win by East is self-drawn (tenhou)."},
    {Flag::discarder, When::self_drawn, "self_drawn_no_discarder",
     "A self-drawn win has no discarder."},
    {Flag::discarder, When::discarder_is_winner, "discarder_is_winner",
     "The discarder is the winner's own seat."},
    {Flag::dora_indicators, When::more_than_kongs_allow, "indicators_by_kongs",
     "The wall shows one dora indicator and one more per kong; this hand lists more than its kongs allow."},
    {Flag::ura_dora_indicators, When::more_than_dora, "ura_by_dora",
     "Each ura dora indicator lies under a dora indicator; this hand lists more ura indicators than dora "
     "indicators."},
}};

constexpr std::array<std::string_view, 10> kFlagNames = {
    "riichi", "double_riichi", "ippatsu", "first_turn", "kong_replacement", "robbing_kong",
    "last_tile_of_wall", "discarder", "dora_indicators", "ura_dora_indicators"};

constexpr std::array<std::string_view, 15> kWhenNames = {
    "claimed_meld", "any_meld", "no_riichi", "riichi", "no_kong", "kong_replacement", "not_self_drawn",
    "self_drawn", "last_tile_of_wall", "robbing_kong", "win_tile_elsewhere", "dealer_on_discard",
    "discarder_is_winner", "more_than_kongs_allow", "more_than_dora"};

bool flag_set(Flag flag, const RiichiHand& h) {
  switch (flag) {
    case Flag::riichi: return h.riichi;
    case Flag::double_riichi: return h.double_riichi;
    case Flag::ippatsu: return h.ippatsu;
    case Flag::first_turn: return h.first_turn;
    case Flag::kong_replacement: return h.kong_replacement;
    case Flag::robbing_kong: return h.robbing_kong;
    case Flag::last_tile_of_wall: return h.last_tile_of_wall;
    case Flag::discarder: return h.discarder.has_value();
    case Flag::dora_indicators: return !h.dora_indicators.empty();
    case Flag::ura_dora_indicators: return !h.ura_dora_indicators.empty();
  }
  return false;
}

int kongs_of(const RiichiHand& h) {
  return int(std::count_if(h.melds.begin(), h.melds.end(), [](const Meld& m) { return m.type == MeldType::kong; }));
}

bool holds(const RiichiHand& h, When when) {
  switch (when) {
    case When::claimed_meld:
      return std::any_of(h.melds.begin(), h.melds.end(),
                         [](const Meld& m) { return !(m.type == MeldType::kong && m.concealed); });
    case When::any_meld: return !h.melds.empty();
    case When::no_riichi: return !h.declared_riichi();
    case When::riichi: return h.declared_riichi();
    case When::no_kong: return kongs_of(h) == 0;
    case When::kong_replacement: return h.kong_replacement;
    case When::not_self_drawn: return !h.self_drawn;
    case When::self_drawn: return h.self_drawn;
    case When::last_tile_of_wall: return h.last_tile_of_wall;
    case When::robbing_kong: return h.robbing_kong;
    case When::win_tile_elsewhere: {
      auto n = std::count(h.concealed.begin(), h.concealed.end(), h.win_tile);
      for (const Meld& m : h.melds) n += std::count(m.tiles.begin(), m.tiles.end(), h.win_tile);
      return n > 0;
    }
    case When::dealer_on_discard: return h.dealer() && !h.self_drawn;
    case When::discarder_is_winner: return h.discarder == h.seat_wind;
    case When::more_than_kongs_allow: return int(h.dora_indicators.size()) > 1 + kongs_of(h);
    case When::more_than_dora: return h.ura_dora_indicators.size() > h.dora_indicators.size();
  }
  return false;
}

}  // namespace

const std::array<SituationRow, kSituationRows>& situation_rows() { return kRows; }
std::string_view flag_name(Flag flag) { return kFlagNames[int(flag)]; }
std::string_view when_name(When when) { return kWhenNames[int(when)]; }

bool row_refuses(const SituationRow& row, const RiichiHand& hand) {
  return flag_set(row.flag, hand) && holds(hand, row.when);
}

void situation_conditions(const Hand& hand, std::vector<bool>& out) {
  const RiichiHand h = riichi_hand_of(hand);
  for (const SituationRow& row : kRows) out.push_back(holds(h, row.when));
}

std::optional<Error> situation_error(const RiichiHand& hand) {
  for (const SituationRow& row : kRows)
    if (row_refuses(row, hand)) return Error{ErrorCode::inconsistent, std::string(row.message)};
  return std::nullopt;
}

bool may_still_declare(const RiichiHand& hand) {
  if (hand.declared_riichi()) return false;
  RiichiHand declared = hand;
  declared.riichi = true;
  for (const SituationRow& row : kRows)
    if (row_refuses(row, declared) && !row_refuses(row, hand)) return false;
  return true;
}

}  // namespace mahjong::riichi
