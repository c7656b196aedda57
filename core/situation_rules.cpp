#include "situation_rules.h"

#include <iterator>

#include "validate.h"

namespace mahjong {
namespace {

using F = SituationFlag;
using W = SituationWhen;

// In the order a hand is checked: the first row that refuses it gives the
// error. The shared rows keep the order the checks had before this table,
// the rules MCR lacks last (its scorer refused them after every check).
constexpr std::array<SituationRule, kSituationRules> kRules = {{
    // 花糊 and 八仙過海 (option flower_hands): bonus tiles alone, self-drawn or
    // on the eighth bonus tile another player holds.
    {F::kong_replacement, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) is won on a bonus tile, not on a kong's replacement "
     "tile.",
     "bonus_win_flags"},
    {F::robbing_kong, W::bonus_tiles_only, kHkRules, "A win on bonus tiles alone (花糊, 八仙過海) robs no kong.",
     "bonus_win_flags"},
    {F::last_tile_of_wall, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) scores nothing for the last tile of the wall; leave "
     "the flag out.",
     "bonus_win_flags"},
    {F::last_of_kind, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) has no winning tile to be the last of its kind.",
     "bonus_win_flags"},
    {F::liable, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) has no pung anyone fed, so nobody is liable.",
     "bonus_win_flags"},
    {F::discarder, W::eight_bonus_tiles_only, kHkRules,
     "All eight bonus tiles (八仙過海) are the winner's own draws, so nobody discarded; make it "
     "self-drawn.",
     "eight_immortals_self_drawn"},
    {F::robbing_kong, W::self_drawn, kAllRules,
     "Robbing the kong wins on a tile another player adds to a pung, so the hand cannot also be "
     "self-drawn.",
     "robbing_not_self_drawn"},
    {F::robbing_kong, W::kong_replacement, kAllRules,
     "A hand cannot both rob a kong and win on its own kong's replacement tile.", "robbing_not_replacement"},
    {F::robbing_kong, W::winning_tile_elsewhere, kAllRules,
     "Robbing the kong wins on the fourth {tile}, added to another player's pung, but the hand "
     "itself holds another {tile}.",
     "robbing_tile_shows"},
    {F::robbing_kong, W::last_tile_of_wall, kAllRules,
     "The last tile of the wall cannot be robbed: nobody may declare a kong on it, as there is no "
     "replacement tile left.",
     "robbing_not_last_tile"},
    {F::kong_replacement, W::no_kong, kMcrRules,
     "The hand says it won on a kong's replacement tile, but it declares no kong.", "needs_kong"},
    // Hong Kong also pays a win on a bonus tile's replacement as Win by Kong
    // ("a replacement tile due to a Kong or a Bonus Tile", docs/hk-rules.md
    // ruling 17).
    {F::kong_replacement, W::no_kong_or_bonus_tile, kHkRules,
     "The hand says it won on a kong's replacement tile, but it declares no kong and holds no bonus "
     "tile.",
     "needs_kong_or_flower"},
    {F::last_of_kind, W::winning_tile_standing, kAllRules,
     "The {tile} cannot be the last of its kind: another one stands in the hand, which nobody else "
     "has seen.",
     "last_of_kind_copy_standing"},
    {F::discarder, W::self_drawn, kAllRules,
     "A self-drawn hand has no discarder, but the hand names one ({discarder}).", "self_drawn_no_discarder"},
    {F::discarder, W::kong_replacement, kAllRules,
     "A win on a kong's replacement tile has no discarder, but the hand names one ({discarder}).",
     "replacement_no_discarder"},
    {F::discarder, W::discarder_is_winner, kAllRules,
     "The discarder ({discarder}) is the winner's own seat; a player cannot win on their own "
     "discard.",
     "discarder_is_winner"},
    {F::liable, W::liable_is_winner, kHkRules,
     "The liable player (包) is the winner's own seat, {seat}; name the player who fed the pung.",
     "liable_is_winner"},
    {F::heavenly, W::always, kMcrRules,
     "The hand is marked heavenly, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     "hong_kong_only"},
    {F::earthly, W::always, kMcrRules,
     "The hand is marked earthly, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     "hong_kong_only"},
    {F::kong_on_kong, W::always, kMcrRules,
     "The hand is marked kong on kong, which Hong Kong rules score; MCR has no such fan. Use rules "
     "\"hk\" or leave the flag out.",
     "hong_kong_only"},
    {F::liable, W::always, kMcrRules, "A liable player (包) is a Hong Kong rule; these rules do not use it.",
     "hong_kong_only"},

    // Hong Kong's own flags, checked after its options and bonus tiles.
    {F::heavenly, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) is not a heavenly hand.", "bonus_win_flags"},
    {F::earthly, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) is not an earthly hand.", "bonus_win_flags"},
    {F::kong_on_kong, W::bonus_tiles_only, kHkRules,
     "A win on bonus tiles alone (花糊, 八仙過海) is not a win by double kong.", "bonus_win_flags"},
    {F::heavenly, W::earthly, kHkRules,
     "A hand cannot be both heavenly (the dealer's) and earthly (another player's, on the dealer's "
     "first discard).",
     "heavenly_not_earthly"},
    {F::kong_on_kong, W::fewer_than_two_kongs, kHkRules,
     "A win by double kong (kong_on_kong) follows a kong declared on a kong's replacement tile, so "
     "the hand needs two kongs; it has {kongs}.",
     "needs_two_kongs"},
    {F::kong_on_kong, W::discarder, kHkRules,
     "A win by double kong (kong_on_kong) is on a replacement tile from the wall, so it has no "
     "discarder and robs no kong.",
     "kong_on_kong_no_discarder"},
    {F::kong_on_kong, W::robbing_kong, kHkRules,
     "A win by double kong (kong_on_kong) is on a replacement tile from the wall, so it has no "
     "discarder and robs no kong.",
     "kong_on_kong_not_robbing"},
    // Heavenly: "East wins with initial hand"; Earthly: "Non-East player wins
    // on East's first discard" (ruling 18). Neither can have declared anything.
    {F::heavenly, W::seat_not_east, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) is East's, but the winner's seat is {seat}.",
     "heavenly_needs_east"},
    {F::earthly, W::seat_east, kHkRules,
     "An earthly hand (winning on East's first discard) cannot be East's own.", "earthly_not_east"},
    {F::heavenly, W::any_meld, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) has declared nothing, but the hand has "
     "{melds}.",
     "first_turn_no_melds"},
    {F::earthly, W::any_meld, kHkRules,
     "An earthly hand (winning on East's first discard) has declared nothing, but the hand has "
     "{melds}.",
     "first_turn_no_melds"},
    {F::heavenly, W::robbing_kong, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on a robbed kong.",
     "first_turn_not_robbing"},
    {F::earthly, W::robbing_kong, kHkRules,
     "An earthly hand (winning on East's first discard) cannot also be won on a robbed kong.",
     "first_turn_not_robbing"},
    {F::heavenly, W::last_tile_of_wall, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on the last tile of the "
     "wall.",
     "first_turn_not_last_tile"},
    {F::earthly, W::last_tile_of_wall, kHkRules,
     "An earthly hand (winning on East's first discard) cannot also be won on the last tile of the "
     "wall.",
     "first_turn_not_last_tile"},
    {F::heavenly, W::kong_replacement, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) cannot also be won on a kong's "
     "replacement tile.",
     "first_turn_not_replacement"},
    {F::earthly, W::kong_replacement, kHkRules,
     "An earthly hand (winning on East's first discard) cannot also be won on a kong's replacement "
     "tile.",
     "first_turn_not_replacement"},
    {F::heavenly, W::discarder, kHkRules,
     "A heavenly hand (East winning with the dealt tiles) has no discarder, but the hand names "
     "{discarder_seat}.",
     "heavenly_no_discarder"},
    {F::earthly, W::self_drawn, kHkRules,
     "An earthly hand (winning on East's first discard) is won on a discard, so it cannot be "
     "self-drawn.",
     "earthly_not_self_drawn"},
    {F::earthly, W::discarder_not_east, kHkRules,
     "An earthly hand (winning on East's first discard) is won on East's discard, but the hand names "
     "{discarder_seat} as the discarder.",
     "earthly_discarder_east"},
}};
static_assert(!kRules.back().message.empty(), "kSituationRules counts the rows");

// The words the page shows: MCR's (和, 点炮, 抢杠和) and Hong Kong's (食糊,
// 出銃, 搶槓, tiles counted with 隻) vocabulary, each in both scripts.
constexpr std::array<SituationReason, kSituationReasons> kReasons = {{
    {"robbing_not_self_drawn", "Robbing the kong wins on another player's tile: not self-drawn.",
     {"抢杠和是和别人加杠的那张牌，不是自摸。", "搶槓和是和別人加槓的那張牌，不是自摸。"},
     {"抢杠是食别人加杠的那只牌，不是自摸。", "搶槓是食別人加槓的那隻牌，不是自摸。"}},
    {"robbing_not_replacement", "Robbing the kong cannot also be a win on a kong's replacement tile.",
     {"抢杠和不能同时是杠上开花。", "搶槓和不能同時是槓上開花。"},
     {"抢杠不能同时是杠上开花。", "搶槓不能同時是槓上開花。"}},
    {"robbing_tile_shows", "The robbed tile is the fourth of its kind: no other copy can be in the hand.",
     {"被抢的是第四张，手中不能再有这张牌。", "被搶的是第四張，手中不能再有這張牌。"},
     {"被抢的是第四只，手上不能再有这只牌。", "被搶的是第四隻，手上不能再有這隻牌。"}},
    {"robbing_not_last_tile", "Nobody can declare a kong on the last tile of the wall.",
     {"海底牌不能开杠，无杠可抢。", "海底牌不能開槓，無槓可搶。"},
     {"最后一只牌不能开杠，没有杠可以抢。", "最後一隻牌不能開槓，沒有槓可以搶。"}},
    {"needs_kong", "Needs a declared kong.", {"需要先有杠。", "需要先有槓。"}, {}},
    {"needs_kong_or_flower", "Needs a declared kong or a bonus tile.", {},
     {"要先有杠或者花牌，才有杠上开花。", "要先有槓或者花牌，才有槓上開花。"}},
    {"last_of_kind_copy_standing", "Another copy of the winning tile stands in the hand.",
     {"手中还有一张和牌张，不是和绝张。", "手中還有一張和牌張，不是和絕張。"},
     {"手上还有一只同样的牌，不是绝张。", "手上還有一隻同樣的牌，不是絕張。"}},
    {"self_drawn_no_discarder", "A self-drawn hand has no discarder.",
     {"自摸没有点炮者。", "自摸沒有點炮者。"}, {"自摸没有人出铳。", "自摸沒有人出銃。"}},
    {"replacement_no_discarder", "A win on a kong's replacement tile is self-drawn: no discarder.",
     {"杠上开花是自摸，没有点炮者。", "槓上開花是自摸，沒有點炮者。"},
     {"杠上开花是自摸，没有人出铳。", "槓上開花是自摸，沒有人出銃。"}},
    {"discarder_is_winner", "A player cannot win on their own discard.",
     {"不能和自己打出的牌。", "不能和自己打出的牌。"}, {"不能食自己打出的牌。", "不能食自己打出的牌。"}},
    {"liable_is_winner", "The liable player is the one who fed the pung, not the winner.", {},
     {"包牌的是喂牌的人，不是食糊的人。", "包牌的是餵牌的人，不是食糊的人。"}},
    {"hong_kong_only", "Only Hong Kong rules have this.",
     {"这是港式麻将的规则，国标麻将没有。", "這是港式麻將的規則，國標麻將沒有。"}, {}},
    {"heavenly_not_earthly", "A hand cannot be both heavenly (the dealer's) and earthly (another player's).", {},
     {"天糊是庄家的，地糊是闲家的，不能两样都是。", "天糊是莊家的，地糊是閒家的，不能兩樣都是。"}},
    {"needs_two_kongs", "Needs two declared kongs.", {},
     {"杠上杠要有两个杠。", "槓上槓要有兩個槓。"}},
    {"kong_on_kong_no_discarder", "A double-kong win is on a replacement tile: no discarder.", {},
     {"杠上杠是摸杠尾，没有人出铳。", "槓上槓是摸槓尾，沒有人出銃。"}},
    {"kong_on_kong_not_robbing", "A double-kong win is on a replacement tile: it robs no kong.", {},
     {"杠上杠是摸杠尾，不是抢杠。", "槓上槓是摸槓尾，不是搶槓。"}},
    {"heavenly_needs_east", "Only East, the dealer, can win on the dealt tiles.", {},
     {"只有庄家（东）可以天糊。", "只有莊家（東）可以天糊。"}},
    {"earthly_not_east", "An earthly hand wins on East's first discard: not East's own.", {},
     {"地糊是食庄家打出的第一只牌，庄家自己不能地糊。", "地糊是食莊家打出的第一隻牌，莊家自己不能地糊。"}},
    {"first_turn_no_melds", "A heavenly or earthly hand has declared nothing yet.", {},
     {"天糊、地糊之前不能有上、碰或杠。", "天糊、地糊之前不能有上、碰或槓。"}},
    {"first_turn_not_robbing", "A heavenly or earthly hand cannot be on a robbed kong.", {},
     {"天糊、地糊不能是抢杠。", "天糊、地糊不能是搶槓。"}},
    {"first_turn_not_last_tile", "A heavenly or earthly hand cannot be on the last tile of the wall.", {},
     {"天糊、地糊不能是海底捞月。", "天糊、地糊不能是海底撈月。"}},
    {"first_turn_not_replacement", "A heavenly or earthly hand cannot be on a kong's replacement tile.", {},
     {"天糊、地糊不能是杠上开花。", "天糊、地糊不能是槓上開花。"}},
    {"heavenly_no_discarder", "A heavenly hand is self-drawn: no discarder.", {},
     {"天糊是自摸，没有人出铳。", "天糊是自摸，沒有人出銃。"}},
    {"earthly_not_self_drawn", "An earthly hand is won on East's discard: not self-drawn.", {},
     {"地糊是食庄家打出的牌，不是自摸。", "地糊是食莊家打出的牌，不是自摸。"}},
    {"bonus_win_flags", "A win on bonus tiles alone is self-drawn or on another player's eighth bonus tile.", {},
     {"花糊、八仙过海只计花牌：自摸，或者抢别家的第八只花。", "花糊、八仙過海只計花牌：自摸，或者搶別家的第八隻花。"}},
    {"eight_immortals_self_drawn", "All eight bonus tiles are the winner's own draws: nobody discarded.", {},
     {"八仙过海是自己摸齐八只花，没有人出铳。", "八仙過海是自己摸齊八隻花，沒有人出銃。"}},
    {"earthly_discarder_east", "An earthly hand is won on East's discard: the discarder is East.", {},
     {"地糊是食庄家的牌，出铳的是东。", "地糊是食莊家的牌，出銃的是東。"}},
}};
static_assert(!kReasons.back().id.empty(), "kSituationReasons counts the reasons");

int count_kongs(const Hand& hand) {
  int kongs = 0;
  for (const Meld& m : hand.melds) kongs += m.type == MeldType::kong;
  return kongs;
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

bool holds(SituationWhen w, const Hand& h, const CheckedHand* c) {
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

const std::array<SituationRule, kSituationRules>& situation_rules() { return kRules; }
const std::array<SituationReason, kSituationReasons>& situation_reasons() { return kReasons; }

const SituationReason& situation_reason(std::string_view id) {
  for (const SituationReason& r : kReasons)
    if (r.id == id) return r;
  return kReasons[0];  // every row names a reason of the table (a test checks)
}

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

SituationStage situation_stage(const SituationRule& rule) {
  const bool hk_flag = rule.flag == F::heavenly || rule.flag == F::earthly || rule.flag == F::kong_on_kong;
  return hk_flag && rule.rules == kHkRules ? SituationStage::hk : SituationStage::shared;
}

bool situation_rule_refuses(const SituationRule& rule, const Hand& hand, const CheckedHand* checked) {
  const std::uint8_t bit = hand.rules == RuleSet::hk ? kHkRules : kMcrRules;
  return (rule.rules & bit) && flag_set(rule.flag, hand) && holds(rule.when, hand, checked);
}

std::string situation_message(const SituationRule& rule, const Hand& hand) {
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
  for (const SituationRule& rule : kRules)
    if (situation_stage(rule) == stage && situation_rule_refuses(rule, hand, checked))
      return Error{ErrorCode::inconsistent, situation_message(rule, hand)};
  return std::nullopt;
}

Document situation_rules_document(RuleSet rules) {
  const std::uint8_t bit = rules == RuleSet::hk ? kHkRules : kMcrRules;
  Document out = Document::array();
  for (const SituationRule& rule : kRules) {
    if (!(rule.rules & bit)) continue;
    Document& row = out.push(Document::object());
    row.set("flag", situation_flag_name(rule.flag));
    Document& when = row.set("when", Document::object());
    if (rule.when != W::always)
      when.set(situation_when_is_flag(rule.when) ? "flag" : "fact", situation_when_name(rule.when));
    row.set("reason", rule.reason);
    const SituationReason& reason = situation_reason(rule.reason);
    const SituationWords& words = rules == RuleSet::hk ? reason.hk : reason.mcr;
    row.set("en", reason.en);
    row.set("zh-Hans", words.zh_hans);
    row.set("zh-Hant", words.zh_hant);
    row.set("message", rule.message);
  }
  return out;
}

}  // namespace mahjong
