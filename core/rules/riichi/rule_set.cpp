// Riichi's description for the registry (core/rule_set.h).
#include "rule_set.h"

#include <utility>

#include "../../json_writer.h"
#include "../../settle_value.h"
#include "hand_fields.h"
#include "limits.h"
#include "option_table.h"
#include "payments.h"
#include "scorer.h"
#include "situation_table.h"
#include "write_result.h"

namespace mahjong::riichi {
namespace {

// In Score::extra's order (ResultFieldAt).
const std::array<ResultField, 4> kResultFields = {{
    {"fu", ResultField::Type::whole, true},
    {"yakuman", ResultField::Type::whole, true},
    {"limit", ResultField::Type::choice, true, kLimitNames},
    {"base_points", ResultField::Type::whole, true},
}};

std::string_view kind_name(YakuKind kind) {
  switch (kind) {
    case YakuKind::yaku: return "yaku";
    case YakuKind::yakuman: return "yakuman";
    case YakuKind::dora: return "dora";
    case YakuKind::by_option: return "by_option";
  }
  return "yaku";
}

void catalog_fans(Document& fans) {
  int number = 0;
  for (const YakuRow& y : yaku_rows()) {
    Document& f = catalog_fan(fans, yaku_fan(y.yaku, y.han_closed), ++number);
    f.set("ja", y.ja);
    f.set("kind", kind_name(y.kind));
    // han closed and open as the spec's table gives them (yakuman: 1, and
    // double_by_option when double_yakuman makes it two).
    f.set("han_closed", y.han_closed);
    f.set("han_open", y.han_open ? Document(y.han_open) : Document());
    f.set("double_by_option", y.double_by_option);
  }
}

void catalog_extras(Document& out) {
  Document& presets = out.set("presets", Document::array());
  const Rows<OptionRow>& options = option_table();
  for (const PresetRow& p : preset_rows()) {
    Document& d = presets.push(Document::object());
    d.set("id", p.id);
    d.set("rule_book", p.rule_book);
    Document& values = d.set("values", Document::object());
    RiichiOptions o;
    o.preset = p.preset;
    for (std::size_t i = 1; i < options.size(); ++i) {
      const OptionRow& row = options[i];
      const double v = row.field.get(&o);
      values.set(std::string(row.name), row.type == OptionType::boolean  ? Document(v != 0)
                                        : row.type == OptionType::choice ? Document(row.choices[int(v)])
                                                                         : Document(v));
    }
  }
  // Riichi's own situation table (situation_table.h): its conditions are its own.
  Document& rows = out.set("situation_rules", Document::array());
  for (const SituationRow& r : situation_rows()) {
    Document& row = rows.push(Document::object());
    row.set("flag", flag_name(r.flag));
    row.set("when", Document::object()).set("fact", when_name(r.when));
    row.set("reason", r.reason);
    row.set("message", r.message);
  }
}

Outcome<Score> score(const Hand& hand, const CheckedHand& checked) {
  // Every return gives `out`, so that the 2 KB result is built where the
  // caller wants it (NRVO) instead of being copied there.
  Outcome<Score> out(std::in_place);
  if (auto err = check_fields(hand)) {
    out = std::move(*err);
    return out;
  }
  auto scored = score_riichi(riichi_hand_of(hand), checked);
  if (!scored) {
    out = scored.error();
    return out;
  }
  to_score(scored.value(), out.value());
  return out;
}

// Settlement by value: the hand's basic points (基本点), as a table reads
// them off its chart; honba and deposits are the scorer's.
std::optional<Error> take_value(SettleRequest&, std::optional<int> points, std::optional<int> faan,
                                std::optional<int> flowers) {
  if (points || faan || flowers)
    return Error{ErrorCode::parse, "Riichi hands are settled by \"base_points\" (基本点), not \"" +
                                       std::string(points ? "points" : faan ? "faan" : "flowers") + "\"."};
  return std::nullopt;
}

std::optional<Error> check_value(const SettleRequest& r) {
  if (r.base_points && (r.han || r.fu))
    return Error{ErrorCode::parse, "Give the hand's \"base_points\" (基本点) or its \"han\" and \"fu\", not both."};
  if (!r.base_points && !r.han)
    return Error{ErrorCode::parse, "The request needs the hand's \"han\" and \"fu\", or its \"base_points\" (基本点)."};
  // below mangan the fu decide (limits.h); from 5 han they are not needed
  if (r.han && *r.han < 5 && !r.fu)
    return Error{ErrorCode::parse, "A hand of fewer than 5 han needs its \"fu\"."};
  if (r.fu && *r.fu != 25 && *r.fu % 10 != 0)
    return Error{ErrorCode::parse, "The fu are rounded up to 10 (25 for seven pairs)."};
  return std::nullopt;
}

// The basic points of the request: given, or from its han and fu by the limits.
int base_points_of(const SettleRequest& r) {
  if (r.base_points) return *r.base_points;
  return value_of(*r.han, r.fu.value_or(0), 0, r.options.riichi.effective()).base_points;
}

std::optional<Error> check_liable(const SettleRequest& r) {
  if (r.liable) return Error{ErrorCode::inconsistent, "A liable player (包) is a Hong Kong rule; Riichi here does not use it."};
  return std::nullopt;
}

void settle_by_value(const SettleRequest& r, Score& s) {
  s.meets_minimum = true;  // a table's basic points are for a win
  const int base = base_points_of(r);
  s.extra[kBasePoints] = base;
  s.payments = payments_of(base, r.winner, r.self_drawn ? std::nullopt : r.discarder, r.honba, r.deposits);
}

void write_settled(std::string& out, const Score& s, bool) {
  out += ",\"meets_minimum\":", json::write_bool(out, s.meets_minimum);
  out += ",\"base_points\":", json::write_int(out, s.extra[kBasePoints]);
}

}  // namespace

const RuleSetInfo& rule_set() {
  static const RuleSetInfo kRiichi = {
      "riichi",
      "han",
      1,  // one yaku; dora alone are not one (meets_minimum)
      option_table(),
      "is not a Riichi option",
      [](const mahjong::Options& o) -> const void* { return &o.riichi; },
      [](mahjong::Options& o) -> void* { return &o.riichi; },
      {},  // no options that cannot go together
      {},  // its flags are judged by its own table (situation_table.h), after the tiles
      hand_fields(),
      kResultFields,
      score,
      check_fields,
      [](const Hand&) { return false; },
      [](const Hand&, std::size_t) { return std::string_view(); },
      [](const mahjong::Options&) { return ShapeRules{true, true, false}; },
      [](const FanInfo* fan) { return yaku_of_fan(fan); },
      catalog_fans,
      catalog_extras,
      settle_rules({take_value, check_value, nullptr, check_liable, settle_by_value, write_settled}),
      true,
      write_riichi_result,
      situation_conditions,
      // han, in the analysis's shared form its total; no bonus tiles.
      {"total", {}, ShownAs::Flowers::none},
      // A closed hand not yet in riichi: each wait valued declared too
      // (dama and riichi); the ura dora are not known before the win.
      {"riichi", "ura_dora_indicators", [](const Hand& hand) { return may_still_declare(riichi_hand_of(hand)); }},
  };
  return kRiichi;
}

}  // namespace mahjong::riichi
