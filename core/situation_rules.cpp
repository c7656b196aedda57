#include "situation_rules.h"

#include <iterator>

#include "rule_set.h"
#include "validate.h"

namespace mahjong {
namespace {

using F = SituationFlag;
using W = SituationWhen;

int count_kongs(const Hand& hand) {
  int kongs = 0;
  for (const Meld& m : hand.melds) kongs += m.type == MeldType::kong;
  return kongs;
}

// The flags set, a bit each: a row whose flag is not set is passed over
// without a look at its condition.
unsigned flags_set(const Hand& h) {
  return unsigned(h.self_drawn) << int(F::self_drawn) | unsigned(h.last_of_kind) << int(F::last_of_kind) |
         unsigned(h.kong_replacement) << int(F::kong_replacement) | unsigned(h.robbing_kong) << int(F::robbing_kong) |
         unsigned(h.last_tile_of_wall) << int(F::last_tile_of_wall) | unsigned(h.heavenly) << int(F::heavenly) |
         unsigned(h.earthly) << int(F::earthly) | unsigned(h.kong_on_kong) << int(F::kong_on_kong) |
         unsigned(h.discarder.has_value()) << int(F::discarder) | unsigned(h.liable.has_value()) << int(F::liable);
}

bool flag_set(SituationFlag f, const Hand& h) {
  switch (f) {
    case F::self_drawn: return h.self_drawn;
    case F::last_of_kind: return h.last_of_kind;
    case F::kong_replacement: return h.kong_replacement;
    case F::robbing_kong: return h.robbing_kong;
    case F::last_tile_of_wall: return h.last_tile_of_wall;
    case F::heavenly: return h.heavenly;
    case F::earthly: return h.earthly;
    case F::kong_on_kong: return h.kong_on_kong;
    case F::discarder: return h.discarder.has_value();
    case F::liable: return h.liable.has_value();
  }
  return false;
}

bool holds_when(SituationWhen w, const Hand& h, const CheckedHand* c) {
  const Tile win = h.win_tile;
  switch (w) {
    case W::self_drawn: return h.self_drawn;
    case W::kong_replacement: return h.kong_replacement;
    case W::robbing_kong: return h.robbing_kong;
    case W::last_tile_of_wall: return h.last_tile_of_wall;
    case W::kong_on_kong: return h.kong_on_kong;
    case W::earthly: return h.earthly;
    case W::discarder: return h.discarder.has_value();
    case W::always: return true;
    case W::no_kong: return count_kongs(h) == 0;
    case W::no_kong_or_bonus_tile: return count_kongs(h) == 0 && h.bonus_tiles.empty();
    case W::fewer_than_two_kongs: return count_kongs(h) < 2;
    case W::winning_tile_elsewhere: return c && win != kNoTile && c->all[win] > 1;
    case W::winning_tile_standing: return c && win != kNoTile && c->standing[win] > 1;
    case W::seat_not_east: return h.seat_wind != Wind::east;
    case W::seat_east: return h.seat_wind == Wind::east;
    case W::any_meld: return !h.melds.empty();
    case W::discarder_is_winner: return h.discarder && *h.discarder == h.seat_wind;
    case W::discarder_not_east: return h.discarder && *h.discarder != Wind::east;
    case W::liable_is_winner: return h.liable && *h.liable == h.seat_wind;
    case W::bonus_tiles_only:
      return h.concealed.empty() && h.melds.empty() && h.win_tile == kNoTile && !h.bonus_tiles.empty();
    case W::eight_bonus_tiles_only:
      return h.concealed.empty() && h.melds.empty() && h.win_tile == kNoTile && h.bonus_tiles.size() == 8;
  }
  return false;
}

std::string seat_name(Wind w) {
  static const char* const kNames[] = {"East", "South", "West", "North"};
  return std::string(kNames[int(w)]) + " (" + std::string(wind_code(w)) + ")";
}

void replace_all(std::string& s, std::string_view key, const std::string& value) {
  for (std::size_t at = s.find(key); at != std::string::npos; at = s.find(key, at + value.size()))
    s.replace(at, key.size(), value);
}

}  // namespace

std::string_view situation_flag_name(SituationFlag f) {
  static constexpr std::string_view kNames[] = {"self_drawn", "last_of_kind", "kong_replacement",
                                                "robbing_kong", "last_tile_of_wall", "heavenly",
                                                "earthly", "kong_on_kong", "discarder", "liable"};
  return kNames[int(f)];
}

std::string_view situation_when_name(SituationWhen w) {
  static constexpr std::string_view kNames[] = {
      "self_drawn", "kong_replacement", "robbing_kong", "last_tile_of_wall", "kong_on_kong", "earthly",
      "discarder", "always", "no_kong", "no_kong_or_bonus_tile", "fewer_than_two_kongs",
      "winning_tile_elsewhere", "winning_tile_standing", "seat_not_east", "seat_east", "any_meld",
      "discarder_is_winner", "discarder_not_east", "liable_is_winner", "bonus_tiles_only",
      "eight_bonus_tiles_only"};
  return kNames[int(w)];
}

bool situation_when_is_flag(SituationWhen w) { return w < W::always; }

bool situation_rule_refuses(const SituationRule& rule, const Hand& hand, const CheckedHand* checked) {
  return flag_set(rule.flag, hand) && holds_when(rule.when, hand, checked);
}

std::string situation_message(const SituationRule& rule, const Hand& hand) {
  if constexpr (!kWordsCarried) return {};  // (core/words.h)
  std::string s(rule.message);
  if (hand.win_tile != kNoTile)
    replace_all(s, "{tile}", tile_name(hand.win_tile) + " (" + std::string(tile_code(hand.win_tile)) + ")");
  if (hand.discarder) {
    replace_all(s, "{discarder}", std::string(wind_code(*hand.discarder)));
    replace_all(s, "{discarder_seat}", seat_name(*hand.discarder));
  }
  replace_all(s, "{seat}", seat_name(hand.seat_wind));
  replace_all(s, "{kongs}", std::to_string(count_kongs(hand)));
  const std::size_t melds = hand.melds.size();
  replace_all(s, "{melds}", std::to_string(melds) + (melds == 1 ? " meld" : " melds"));
  return s;
}

std::optional<Error> situation_error(const Hand& hand, const CheckedHand* checked, SituationStage stage) {
  const unsigned set = flags_set(hand);
  if (!set) return std::nullopt;
  for (const SituationRule& rule : rule_set(hand.rules).situation_rules)
    if ((set >> int(rule.flag) & 1) && rule.stage == stage && holds_when(rule.when, hand, checked))
      return Error{ErrorCode::inconsistent, situation_message(rule, hand)};
  return std::nullopt;
}

std::vector<bool> situation_conditions(const Hand& hand) {
  std::vector<bool> holds;
  const RuleSetInfo& info = rule_set(hand.rules);
  if (info.situation_conditions) {
    info.situation_conditions(hand, holds);
    return holds;
  }
  // The tiles counted as check_hand counts them, without its checks: a hand
  // being built has too few, or a fifth copy the page is about to refuse.
  CheckedHand counted;
  const auto count = [](Counts& c, Tile t) {
    if (t < kTileKinds && c[t] < 255) ++c[t];
  };
  for (Tile t : hand.concealed) count(counted.standing, t);
  if (hand.win_tile != kNoTile) count(counted.standing, hand.win_tile);
  counted.all = counted.standing;
  for (const Meld& m : hand.melds)
    for (Tile t : m.tiles) count(counted.all, t);
  for (const SituationRule& rule : info.situation_rules) holds.push_back(holds_when(rule.when, hand, &counted));
  return holds;
}

Document situation_rules_document(RuleSet rules) {
  Document out = Document::array();
  for (const SituationRule& rule : rule_set(rules).situation_rules) {
    Document& row = out.push(Document::object());
    row.set("flag", situation_flag_name(rule.flag));
    Document& when = row.set("when", Document::object());
    if (rule.when != W::always)
      when.set(situation_when_is_flag(rule.when) ? "flag" : "fact", situation_when_name(rule.when));
    row.set("reason", rule.reason->id);
    row.set("en", rule.reason->en);
    row.set("zh-Hans", rule.reason->zh_hans);
    row.set("zh-Hant", rule.reason->zh_hant);
    row.set("message", rule.message);
  }
  return out;
}

}  // namespace mahjong
