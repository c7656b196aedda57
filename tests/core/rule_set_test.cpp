// The registry (core/rule_set.h): every rule set's description is whole and
// agrees with its own tables, and what the rest of the program asks of it
// (the reader, the catalogue, the result) comes from it.
#include <doctest/doctest.h>

#include <cmath>
#include <set>
#include <string>

#include "hand_io.h"
#include "json_reader.h"
#include "rule_set.h"
#include "rules/hk/rule_set.h"
#include "rules/mcr/option_table.h"
#include "test_support.h"

using namespace mahjong;
using namespace mahjong::test;
using nlohmann::ordered_json;

namespace {

ordered_json score_json_of(const std::string& hand) {
  json::Reader reader;
  std::string out;
  score_json(reader, hand, out);
  return ordered_json::parse(out);
}

}  // namespace

TEST_CASE("registry: each rule set is found by its id, in MAHJONG_RULE_SETS' order") {
  CHECK_EQ(kRuleSets, int(rule_sets().size()));
  std::set<std::string_view> ids;
  for (int i = 0; i < kRuleSets; ++i) {
    const RuleSetInfo& info = rule_set(RuleSet(i));
    CAPTURE(info.id);
    CHECK(ids.insert(info.id).second);
    REQUIRE(rule_set_by_id(info.id));
    CHECK_EQ(int(*rule_set_by_id(info.id)), i);
    CHECK_EQ(rule_set_named(info.id).value(), RuleSet(i));
  }
  CHECK_EQ(rule_set(RuleSet::mcr).id, "mcr");
  CHECK_EQ(rule_set(RuleSet::hk).id, "hk");
  CHECK_FALSE(rule_set_by_id("HK"));
  CHECK_EQ(rule_set(RuleSet::riichi).id, "riichi");
  CHECK_EQ(rule_set_ids("or"), "\"mcr\", \"hk\" or \"riichi\"");
  SUBCASE("an unknown id names every registered one") {
    auto r = rule_set_named("sanma");
    REQUIRE_FALSE(r.ok());
    CHECK_EQ(r.error().message, "Unknown rule set \"sanma\": the rule sets are \"mcr\", \"hk\" and \"riichi\".");
  }
}

TEST_CASE("registry: every description is whole and agrees with its tables") {
  for (const RuleSetInfo* info : rule_sets()) {
    CAPTURE(info->id);
    CHECK_FALSE(info->unit.empty());
    CHECK(info->minimum >= 0);
    CHECK(static_cast<bool>(info->score));
    CHECK(static_cast<bool>(info->wins_on_bonus_tiles));
    CHECK(static_cast<bool>(info->no_win_tile_hint));
    CHECK(static_cast<bool>(info->shapes));
    CHECK(static_cast<bool>(info->fan_row));
    CHECK(static_cast<bool>(info->catalog_fans));
    CHECK(static_cast<bool>(info->catalog_extras));
    CHECK(static_cast<bool>(info->settlement.take_value));
    CHECK(static_cast<bool>(info->settlement.check_value));
    CHECK(static_cast<bool>(info->settlement.check_liable));
    CHECK(static_cast<bool>(info->settlement.settle));
    CHECK(static_cast<bool>(info->settlement.write));
    CHECK(info->result_fields.size() <= kMaxResultFields);
    SUBCASE("each option's default is its struct's initialiser, and its row reads and writes its own field") {
      const Options defaults;
      std::set<std::string_view> names;
      for (const OptionRow& row : info->options) {
        CAPTURE(row.name);
        CHECK(names.insert(row.name).second);
        CHECK_EQ(row.field.get(info->options_of(defaults)), row.initial);
        Options changed;
        const double other = row.type == OptionType::number ? row.max : row.initial == 0 ? 1 : 0;
        row.field.set(info->options_in(changed), other);
        CHECK_EQ(row.field.get(info->options_of(changed)), other);
        // A preset (Riichi's) sets the values in force of the others: its
        // own test checks them (tests/core/rules/riichi/options_test.cpp).
        if (row.name != "preset")
          for (const OptionRow& rest : info->options)
            if (&rest != &row) CHECK_EQ(rest.field.get(info->options_of(changed)), rest.initial);
      }
    }
    SUBCASE("option rules name rows of its own option table") {
      for (const OptionRule& rule : info->option_rules) {
        CHECK(rule.option < info->options.size());
        if (rule.relation != OptionRelation::off_with_fact) CHECK(rule.other < info->options.size());
      }
    }
    SUBCASE("the catalogue says what a page needs: unit, minimum, hand and result fields") {
      const ordered_json c = json_from_document(catalog(*rule_set_by_id(info->id)));
      CHECK_EQ(c["rules"], std::string(info->id));
      CHECK_EQ(c["unit"], std::string(info->unit));
      CHECK_EQ(c["minimum"], info->minimum);
      REQUIRE_EQ(c["hand_fields"].size(), info->hand_fields.size());
      REQUIRE_EQ(c["result_fields"].size(), info->result_fields.size());
      for (std::size_t i = 0; i < info->result_fields.size(); ++i)
        CHECK_EQ(c["result_fields"][i]["id"], std::string(info->result_fields[i].name));
      CHECK_EQ(c["options"].size(), info->options.size());
      // the total shown is a field of the result's shared form; a minimum option is one of its options
      CHECK((c["shown_total"] == "total" || c["result_fields"].dump().find(c["shown_total"].dump()) != std::string::npos));
      if (c.contains("minimum_option")) {
        bool found = false;
        for (const auto& o : c["options"]) found = found || (o["id"] == c["minimum_option"] && o["default"] == c["minimum"]);
        CHECK_MESSAGE(found, "minimum_option names an option whose default is the minimum");
      }
      CHECK((c["flowers"] == "count" || c["flowers"] == "list" || c["flowers"] == "none"));
    }
    SUBCASE("an analysis reading names a flag and a tile list of its own hand fields, and the catalogue says it") {
      const AnalysisReading& r = info->analysis_reading;
      const ordered_json c = json_from_document(catalog(*rule_set_by_id(info->id)));
      CHECK_EQ(c.contains("analysis_reading"), !r.flag.empty());
      auto has = [&](std::string_view name, HandField::Type type) {
        for (const HandField& f : info->hand_fields)
          if (f.name == name && f.type == type) return true;
        return false;
      };
      if (!r.flag.empty()) {
        CHECK(static_cast<bool>(r.open));
        CHECK(has(r.flag, HandField::Type::flag));
        if (!r.unknown.empty()) CHECK(has(r.unknown, HandField::Type::tiles));
        CHECK_EQ(c["analysis_reading"]["flag"], std::string(r.flag));
      }
    }
  }
}

// What the page's first wasm module writes as text with numbers is its
// catalogues, and it writes whole numbers only (json_writer.h kWritesFractions).
static bool only_whole_numbers(const Document& d) {
  switch (d.type()) {
    case Document::Type::number: return d.as_number() == std::floor(d.as_number()) && std::fabs(d.as_number()) < 9007199254740992.0;
    case Document::Type::array:
      for (const Document& item : d.items())
        if (!only_whole_numbers(item)) return false;
      return true;
    case Document::Type::object:
      for (const auto& field : d.fields())
        if (!only_whole_numbers(field.second)) return false;
      return true;
    default: return true;
  }
}

TEST_CASE("registry: every catalogue's numbers are whole (the first wasm module writes no other)") {
  for (int r = 0; r < kRuleSets; ++r) {
    CAPTURE(rule_set(RuleSet(r)).id);
    CHECK(only_whole_numbers(catalog(RuleSet(r))));
  }
  // the check itself tells a fraction apart
  Document fraction = Document::object();
  fraction.set("stake", Document(0.5));
  CHECK_FALSE(only_whole_numbers(fraction));
}

TEST_CASE("registry: MCR's and Hong Kong's descriptions") {
  const ordered_json mcr = json_from_document(catalog(RuleSet::mcr));
  CHECK_EQ(mcr["unit"], "points");
  CHECK_EQ(mcr["minimum"], 8);
  CHECK(mcr["hand_fields"].empty());
  CHECK(mcr["result_fields"].empty());
  CHECK_FALSE(mcr.contains("limit"));
  // what the page shows: the total, no option for the minimum, the flowers counted
  CHECK_EQ(mcr["shown_total"], "total");
  CHECK_FALSE(mcr.contains("minimum_option"));
  CHECK_EQ(mcr["flowers"], "count");
  const ordered_json hk = json_from_document(catalog(RuleSet::hk));
  CHECK_EQ(hk["unit"], "faan");
  CHECK_EQ(hk["minimum"], 3);
  CHECK_EQ(hk["limit"], 13);
  // the faan after the limit, min_faan the minimum, which flowers (a player's own scores)
  CHECK_EQ(hk["shown_total"], "capped_total");
  CHECK_EQ(hk["minimum_option"], "min_faan");
  CHECK_EQ(hk["flowers"], "list");
  std::vector<std::string> fields;
  for (const auto& f : hk["hand_fields"]) fields.push_back(f["id"]);
  CHECK_EQ(fields, std::vector<std::string>{"heavenly", "earthly", "kong_on_kong", "liable"});
  fields.clear();
  for (const auto& f : hk["result_fields"]) fields.push_back(f["id"]);
  CHECK_EQ(fields, std::vector<std::string>{"capped_total", "limit", "base_points"});
  SUBCASE("a Hong Kong hand's own fields reach its result through Score::extra") {
    const ordered_json r = score_json_of(R"({"rules":"hk","text":"[EEE1]123m456p789s5p5p","seat_wind":"S","options":{"limit":1,"min_faan":1}})");
    REQUIRE_MESSAGE(r["ok"] == true, r.dump());
    CHECK_EQ(r["capped_total"], 1);
    CHECK_EQ(r["limit"], true);
    CHECK(r["total"].get<int>() > 1);
    CHECK(r["base_points"].is_number());
  }
}

TEST_CASE("registry: MCR's scoring reads no option rule by name (regression: issue 21's cost)") {
  // The option rules hold their options' rows by index; a hand at the
  // defaults breaks none, and one option rule row is all MCR checks.
  CHECK_EQ(rule_set(RuleSet::mcr).option_rules.size(), 1u);
  Options options;
  CHECK_FALSE(option_error(RuleSet::mcr, options, false));
  options.mcr.melded_and_concealed_kong_as_two_melded_kongs = true;
  REQUIRE(option_error(RuleSet::mcr, options, false));
  options.mcr.concealed_and_melded_kong_fan = false;
  CHECK_FALSE(option_error(RuleSet::mcr, options, false));
}

TEST_CASE("registry: MCR's options are typed rows in OptionId's order, all booleans") {
  const char* const kInIdOrder[] = {"concealed_and_melded_kong_fan", "two_concealed_kongs_with_two_concealed_pungs",
                                    "melded_and_concealed_kong_as_two_melded_kongs",
                                    "all_terminals_without_triple_pung",
                                    "wind_pungs_in_wind_fans_score_terminal_pungs"};
  REQUIRE_EQ(mcr::option_table().size(), std::size(kInIdOrder));
  for (std::size_t i = 0; i < std::size(kInIdOrder); ++i) {
    CHECK_EQ(mcr::option_table()[i].name, kInIdOrder[i]);
    CHECK_EQ(mcr::option_table()[i].type, OptionType::boolean);
  }
  CHECK_EQ(mcr::option_table()[0].initial, 1);
}
