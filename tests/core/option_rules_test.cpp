// The option table (core/option_rules.*) against validation: for every row,
// options built from the catalogue's own export that break it make a hand
// (and a settlement) `inconsistent`, with that row's message, and the same
// hand put right as the page puts it right scores. The options are built
// here from the exported names and relations, as the page does.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "hand_io.h"
#include "json_reader.h"
#include "option_rules.h"
#include "settle_value.h"
#include "rule_set.h"
#include "test_support.h"

using namespace mahjong;
using namespace mahjong::test;
using nlohmann::ordered_json;

namespace {

ordered_json catalog_of(RuleSet rules) { return json_from_document(catalog(rules)); }

const ordered_json& option_in(const ordered_json& catalog, const std::string& id) {
  for (const auto& o : catalog["options"])
    if (o["id"] == id) return o;
  FAIL("no option " << id);
  static const ordered_json none;
  return none;
}

// A value of the option other than its default: the other boolean, the first
// other choice, a number one above.
ordered_json changed(const ordered_json& o) {
  if (o["type"] == "boolean") return !o["default"].get<bool>();
  if (o["type"] == "choice")
    for (const auto& c : o["choices"])
      if (c != o["default"]) return c;
  return o["default"].get<double>() + 1;
}

// Options that break the row, from its exported relation.
ordered_json breaking(const ordered_json& catalog, const ordered_json& row) {
  const ordered_json& a = option_in(catalog, row["option"]);
  const std::string relation = row["relation"];
  ordered_json options = ordered_json::object();
  if (relation == "off_with_fact") {
    options[a["id"].get<std::string>()] = false;
    return options;
  }
  const ordered_json& b = option_in(catalog, row["other"]);
  if (relation == "above") {
    options[a["id"].get<std::string>()] = a["max"];
    options[b["id"].get<std::string>()] = b["min"];
  } else if (relation == "both_on") {
    options[a["id"].get<std::string>()] = true;
    options[b["id"].get<std::string>()] = true;
  } else {
    CHECK_EQ(relation, "both_set");
    options[a["id"].get<std::string>()] = changed(a);
    options[b["id"].get<std::string>()] = changed(b);
  }
  return options;
}

// A winning hand of each rule set; a kong of each kind for MCR's kong options.
std::string situation(RuleSet rules, const ordered_json& options, bool flowers) {
  ordered_json s = {{"rules", rules == RuleSet::hk ? "hk" : "mcr"}, {"seat_wind", "S"}, {"discarder", "W"},
                    {"options", options}};
  if (flowers) s["flowers"] = ordered_json::array({"f2", "s2"});
  return s.dump();
}
const char* hand_for(RuleSet rules) { return rules == RuleSet::hk ? "[EEE1]123m456p789s5p5p" : "[EEEE1][SSSS]123m456p5p5p"; }

}  // namespace

TEST_CASE("option rules: every row names options of its rule set and says why in every language") {
  for (const RuleSetInfo* rules : rule_sets())
    for (const OptionRule& row : rules->option_rules) {
      CAPTURE(rules->id);
      CAPTURE(row.message);
      for (std::string_view text : std::initializer_list<std::string_view>{row.message, row.en, row.zh_hans, row.zh_hant}) CHECK_FALSE(text.empty());
      CHECK(row.option < rules->options.size());
      if (row.relation == OptionRelation::off_with_fact) CHECK_EQ(row.fact, "bonus_tiles");
      else CHECK(row.other < rules->options.size());
      // Players' words: the reason names no option by its id.
      for (std::string_view text : {row.en, row.zh_hans, row.zh_hant}) CHECK_EQ(text.find('_'), std::string_view::npos);
    }
  SUBCASE("the catalogue exports each rule set's rows") {
    for (RuleSet rules : {RuleSet::mcr, RuleSet::hk}) {
      const ordered_json table = catalog_of(rules)["option_rules"];
      CHECK_EQ(table, json_from_document(option_rules_document(rules)));
      const int expected = int(rule_set(rules).option_rules.size());
      CHECK_EQ(int(table.size()), expected);
      CHECK(expected > 0);
      for (const auto& row : table)
        for (const char* key : {"option", "relation", "resolve", "en", "zh-Hans", "zh-Hant", "message"})
          CHECK_FALSE(row[key].get<std::string>().empty());
    }
  }
}

TEST_CASE("option rules: validation refuses exactly what a row forbids, with its message") {
  std::set<std::string> rows_seen;
  for (RuleSet rules : {RuleSet::mcr, RuleSet::hk}) {
    const ordered_json catalog = catalog_of(rules);
    CHECK(score_of(hand_for(rules), situation(rules, ordered_json::object(), rules == RuleSet::hk)).ok());
    for (const auto& row : catalog["option_rules"]) {
      CAPTURE(row.dump());
      const ordered_json options = breaking(catalog, row);
      const bool fact = row.contains("fact");
      auto refused = score_of(hand_for(rules), situation(rules, options, fact));
      REQUIRE_FALSE(refused.ok());
      CHECK_EQ(refused.error().code, ErrorCode::inconsistent);
      CHECK_EQ(refused.error().message, row["message"].get<std::string>());
      rows_seen.insert(row["option"].get<std::string>());
      // Put right as the page does (the other option off or at its default,
      // the number down to the other's, the option back on), the hand scores.
      ordered_json fixed = options;
      const std::string relation = row["relation"], option = row["option"];
      if (relation == "above") fixed[option] = options[row["other"].get<std::string>()];
      if (relation == "both_on") fixed[row["other"].get<std::string>()] = false;
      if (relation == "both_set") fixed.erase(row["other"].get<std::string>());
      if (relation == "off_with_fact") fixed[option] = true;
      CHECK(score_of(hand_for(rules), situation(rules, fixed, fact)).ok());
      if (fact) CHECK(score_of(hand_for(rules), situation(rules, options, false)).ok());
      // A settlement of a given value reads the same table (no hand: no facts).
      if (!fact) {
        ordered_json request = {{"rules", rules == RuleSet::hk ? "hk" : "mcr"}, {"winner", "S"}, {"discarder", "W"},
                                {"options", options}};
        request[rules == RuleSet::hk ? "faan" : "points"] = 8;
        json::Reader reader;
        std::string out;
        settle_json(reader, request.dump(), out);
        const ordered_json settled = ordered_json::parse(out);
        REQUIRE_MESSAGE(!settled["ok"].get<bool>(), settled.dump());
        CHECK_EQ(settled["error"]["code"], "inconsistent");
        CHECK_EQ(settled["error"]["message"], row["message"]);
      }
    }
  }
  std::size_t rows = 0;
  for (const RuleSetInfo* rules : rule_sets()) rows += rules->option_rules.size();
  CHECK_EQ(rows_seen.size(), rows);
}

TEST_CASE("option rules: the stake is bounded at what a table plays (at most 1,000 a point)") {
  const ordered_json stake = option_in(catalog_of(RuleSet::hk), "stake");
  CHECK_EQ(stake["max"], 1000);
  CHECK_FALSE(stake.contains("min"));
  CHECK(score_of(hand_for(RuleSet::hk), situation(RuleSet::hk, {{"stake", 1000}}, false)).ok());
  CHECK_EQ(error_of(hand_for(RuleSet::hk), situation(RuleSet::hk, {{"stake", 1000.5}}, false)), ErrorCode::parse);
  CHECK_EQ(error_of(hand_for(RuleSet::hk), situation(RuleSet::hk, {{"stake", 1e9}}, false)), ErrorCode::parse);
}
