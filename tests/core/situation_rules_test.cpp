// The situation table (core/situation_rules.*) against validation: over every
// combination of the win flags, the seats and a few hands, a hand is refused
// as inconsistent exactly when a row of the catalogue's table refuses it,
// with that row's message; and every row is the one that refuses some hand.
// The conditions are evaluated here from the exported names, from facts the
// test counts itself, and situation_conditions (what the page asks) agrees
// with them row by row.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>

#include "hand_io.h"
#include "situation_rules.h"
#include "rule_set.h"
#include "test_support.h"

using namespace mahjong;
using nlohmann::ordered_json;

namespace {

// The facts a page has to hand, counted from the hand the simple way.
bool fact(const std::string& name, const Hand& h) {
  int kongs = 0, win_anywhere = 0, win_standing = 1;
  for (const Meld& m : h.melds) {
    kongs += m.type == MeldType::kong;
    win_anywhere += int(std::count(m.tiles.begin(), m.tiles.end(), h.win_tile));
  }
  const int standing = int(std::count(h.concealed.begin(), h.concealed.end(), h.win_tile));
  win_standing += standing;
  win_anywhere += standing + 1;
  if (name == "no_kong") return kongs == 0;
  if (name == "no_kong_or_bonus_tile") return kongs == 0 && h.bonus_tiles.empty();
  if (name == "fewer_than_two_kongs") return kongs < 2;
  if (name == "winning_tile_elsewhere") return win_anywhere > 1;
  if (name == "winning_tile_standing") return win_standing > 1;
  if (name == "seat_not_east") return h.seat_wind != Wind::east;
  if (name == "seat_east") return h.seat_wind == Wind::east;
  if (name == "any_meld") return !h.melds.empty();
  if (name == "discarder_is_winner") return h.discarder == h.seat_wind;
  if (name == "discarder_not_east") return h.discarder && *h.discarder != Wind::east;
  if (name == "liable_is_winner") return h.liable == h.seat_wind;
  const bool no_tiles = h.concealed.empty() && h.melds.empty() && h.win_tile == kNoTile;
  if (name == "bonus_tiles_only") return no_tiles && !h.bonus_tiles.empty();
  if (name == "eight_bonus_tiles_only") return no_tiles && h.bonus_tiles.size() == 8;
  FAIL("unknown fact " << name);
  return false;
}

bool flag(const std::string& name, const Hand& h) {
  if (name == "self_drawn") return h.self_drawn;
  if (name == "last_of_kind") return h.last_of_kind;
  if (name == "kong_replacement") return h.kong_replacement;
  if (name == "robbing_kong") return h.robbing_kong;
  if (name == "last_tile_of_wall") return h.last_tile_of_wall;
  if (name == "heavenly") return h.heavenly;
  if (name == "earthly") return h.earthly;
  if (name == "kong_on_kong") return h.kong_on_kong;
  if (name == "discarder") return h.discarder.has_value();
  if (name == "liable") return h.liable.has_value();
  FAIL("unknown flag " << name);
  return false;
}

ordered_json table_of(RuleSet rules) { return json_from_document(situation_rules_document(rules)); }

// A row of the catalogue's table read once (its words and its message's
// pattern), for the tens of thousands of hands it is asked about.
struct ReadRow {
  std::string flag, when_flag, when_fact, message;
  std::regex pattern;
};

// The message template as a pattern: each {placeholder} stands for some text.
std::regex pattern_of(const std::string& templ) {
  std::string pattern;
  for (std::size_t i = 0; i < templ.size(); ++i) {
    if (templ[i] == '{') {
      i = templ.find('}', i);
      pattern += ".+";
    } else {
      if (std::string("\\^$.|?*+()[]{}").find(templ[i]) != std::string::npos) pattern += '\\';
      pattern += templ[i];
    }
  }
  return std::regex(pattern);
}

std::vector<ReadRow> read_table(const ordered_json& table) {
  std::vector<ReadRow> rows;
  for (const auto& row : table) {
    const ordered_json& when = row["when"];
    rows.push_back({row["flag"], when.value("flag", ""), when.value("fact", ""), row["message"], pattern_of(row["message"])});
  }
  return rows;
}

// Whether the row's condition holds, its flag set or not.
bool condition(const ReadRow& row, const Hand& h) {
  if (!row.when_flag.empty()) return flag(row.when_flag, h);
  if (!row.when_fact.empty()) return fact(row.when_fact, h);
  return true;  // the rule set has no such thing
}

bool refuses(const ReadRow& row, const Hand& h) { return flag(row.flag, h) && condition(row, h); }

}  // namespace

TEST_CASE("situation rules: every row has its reason in every language of its rule set") {
  for (const RuleSetInfo* rules : rule_sets())
    for (const SituationRule& row : rules->situation_rules) {
      CAPTURE(rules->id);
      CAPTURE(row.message);
      REQUIRE(row.reason);
      CHECK_FALSE(row.reason->id.empty());
      CHECK_FALSE(row.reason->en.empty());
      CHECK_FALSE(row.message.empty());
      CHECK_FALSE((row.reason->zh_hans.empty() || row.reason->zh_hant.empty()));
    }
  SUBCASE("a reason id means one reason within a rule set") {
    for (const RuleSetInfo* rules : rule_sets())
      for (const SituationRule& a : rules->situation_rules)
        for (const SituationRule& b : rules->situation_rules)
          if (a.reason->id == b.reason->id) CHECK_EQ(a.reason, b.reason);
  }
  SUBCASE("the catalogue exports the table of each rule set") {
    for (RuleSet rules : {RuleSet::mcr, RuleSet::hk}) {
      const ordered_json table = json_from_document(catalog(rules))["situation_rules"];
      CHECK_EQ(table, table_of(rules));
      const int expected = int(rule_set(rules).situation_rules.size());
      CHECK_EQ(int(table.size()), expected);
      for (const auto& row : table)
        for (const char* key : {"en", "zh-Hans", "zh-Hant", "message", "reason"})
          CHECK_FALSE(row[key].get<std::string>().empty());
    }
  }
}

TEST_CASE("situation rules: the table is what validation refuses, over every combination of flags") {
  // Hands whose facts differ: no kong, one kong, two kongs, the winning tile
  // again among the standing tiles, the winning tile in a meld.
  // And none at all: a win on seven or eight bonus tiles (花糊, 八仙過海).
  const char* hands[] = {"123m456p78s123s5p5p9s", "[EEEE1]123m456p78s5p5p9s", "[EEEE1][SSSS]123m78s5p5p9s",
                         "123m456p789s123s5p5p", "[789s1]123m456p78s5p5p9s", ""};
  const char* flags[] = {"self_drawn",   "last_of_kind", "kong_replacement", "robbing_kong",
                         "last_tile_of_wall", "heavenly", "earthly", "kong_on_kong"};
  std::set<std::string> rows_seen;
  long combinations = 0;
  for (RuleSet rules : {RuleSet::mcr, RuleSet::hk}) {
    const std::vector<ReadRow> table = read_table(table_of(rules));
    for (const char* text : hands) {
      auto parsed = test::hand_of(text);
      REQUIRE(parsed.ok());
      for (int flowers : {0, 1, 7, 8})
        for (unsigned bits = 0; bits < 256; ++bits)
          for (int seat = 0; seat < 2; ++seat)
            for (int discarder = -1; discarder < 3; ++discarder)
              for (bool liable : {false, true}) {
                const bool no_tiles = *text == 0;
                if ((flowers != 0 && rules == RuleSet::mcr) || no_tiles != (flowers >= 7)) continue;
                Hand h = parsed.value();
                h.rules = rules;
                for (int f = 0; f < 8; ++f) {
                  bool* field[] = {&h.self_drawn, &h.last_of_kind, &h.kong_replacement, &h.robbing_kong,
                                   &h.last_tile_of_wall, &h.heavenly, &h.earthly, &h.kong_on_kong};
                  *field[f] = (bits >> f & 1) != 0;
                }
                h.seat_wind = Wind(seat);
                if (discarder >= 0) h.discarder = Wind(discarder);
                if (liable) h.liable = h.seat_wind;
                for (int b = 0; b < flowers; ++b) h.bonus_tiles.push_back(BonusTile(b));
                h.flower_count = flowers;
                h.options.hk.flower_hands = true;
                ++combinations;

                // What the page greys out is the core's answer, row by row (situation_conditions).
                const std::vector<bool> holds = situation_conditions(h);
                REQUIRE_EQ(holds.size(), table.size());
                for (std::size_t i = 0; i < table.size(); ++i) CHECK_EQ(holds[i], condition(table[i], h));

                const ReadRow* first = nullptr;
                for (const ReadRow& row : table)
                  if (refuses(row, h)) {
                    first = &row;
                    break;
                  }
                const auto result = score_hand(h);
                INFO("hand " << text << " rules " << (rules == RuleSet::hk ? "hk" : "mcr") << " flags " << bits
                             << " seat " << seat << " discarder " << discarder << " liable " << liable
                             << " flowers " << flowers);
                if (!first) {
                  CHECK_MESSAGE(result.ok(), (result.ok() ? "" : result.error().message));
                  continue;
                }
                REQUIRE_FALSE(result.ok());
                CHECK_EQ(result.error().code, ErrorCode::inconsistent);
                CHECK_MESSAGE(std::regex_match(result.error().message, first->pattern),
                              result.error().message << " is not " << first->message);
                rows_seen.insert(std::string(rules == RuleSet::hk ? "hk " : "mcr ") + first->message);
              }
    }
  }
  CHECK_GT(combinations, 60000);
  SUBCASE("every row is enforced: it is the one that refuses some hand") {
    for (RuleSet rules : {RuleSet::mcr, RuleSet::hk})
      for (const SituationRule& row : rule_set(rules).situation_rules) {
        CAPTURE(row.message);
        CHECK(rows_seen.count(std::string(rules == RuleSet::hk ? "hk " : "mcr ") + std::string(row.message)));
      }
  }
}
