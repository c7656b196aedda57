#include "analysis_json.h"

#include "hand_io.h"
#include "rule_set.h"
#include "json_writer.h"

namespace mahjong::analysis {
namespace {

// Appends JSON to a string; the caller writes the punctuation between items.
// Strings and numbers are written by the core's one JSON writer.
class Writer {
 public:
  std::string text;

  Writer& raw(std::string_view s) { return text.append(s), *this; }
  Writer& key(std::string_view k) { return string(k).raw(":"); }
  Writer& number(int n) { return json::write_int(text, n), *this; }
  Writer& boolean(bool b) { return json::write_bool(text, b), *this; }
  Writer& string(std::string_view s) { return json::write_string(text, s), *this; }
};

std::string_view rules_name(RuleSet rules) { return rule_set(rules).id; }

void write_tiles(Writer& w, const std::vector<Tile>& tiles) {
  w.raw("[");
  for (std::size_t i = 0; i < tiles.size(); ++i) (i ? w.raw(",") : w).string(tile_code(tiles[i]));
  w.raw("]");
}

void write_value(Writer& w, const WinValue& v, RuleSet rules) {
  w.raw("{").key("total").number(v.total);
  w.raw(",").key("meets_minimum").boolean(v.meets_minimum);
  const Rows<ResultField> fields = rule_set(rules).result_fields;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (!fields[i].in_analysis) continue;
    w.raw(",").key(fields[i].name);
    if (fields[i].type == ResultField::Type::boolean) w.boolean(v.extra[i] != 0);
    else if (fields[i].type == ResultField::Type::choice && !v.extra[i]) w.raw("null");
    else if (fields[i].type == ResultField::Type::choice) w.string(fields[i].choices[v.extra[i]]);
    else w.number(v.extra[i]);
  }
  w.raw(",").key("fans").raw("[");
  for (std::size_t i = 0; i < v.fans.size(); ++i) {
    const FanLine& f = v.fans[i];
    if (i) w.raw(",");
    w.raw("{").key("id").string(f.fan->id);
    w.raw(",").key("name").string(f.fan->name);
    w.raw(",").key("zh").string(f.fan->zh);
    w.raw(",").key("points").number(f.fan->points);
    w.raw(",").key("count").number(f.count);
    w.raw("}");
  }
  w.raw("]}");
}

void write_waits(Writer& w, const std::vector<Wait>& waits, RuleSet rules) {
  w.raw("[");
  for (std::size_t i = 0; i < waits.size(); ++i) {
    const Wait& x = waits[i];
    if (i) w.raw(",");
    w.raw("{").key("tile").string(tile_code(x.tile));
    w.raw(",").key("in_hand").number(x.in_hand);
    if (x.discard) w.raw(",").key("discard"), write_value(w, *x.discard, rules);
    if (x.self_drawn) w.raw(",").key("self_drawn"), write_value(w, *x.self_drawn, rules);
    if (x.declared) {
      w.raw(",").key(rule_set(rules).analysis_reading.flag).raw("{").key("discard");
      write_value(w, x.declared->discard, rules);
      w.raw(",").key("self_drawn"), write_value(w, x.declared->self_drawn, rules);
      w.raw("}");
    }
    w.raw("}");
  }
  w.raw("]");
}

}  // namespace

std::string analysis_json(const Analysis& a) {
  Writer w;
  w.raw("{").key("ok").boolean(true);
  w.raw(",").key("rules").string(rules_name(a.rules));
  w.raw(",").key("tiles").number(a.tiles);
  w.raw(",").key("shanten").number(a.shanten);
  if (a.tiles == 13) {
    w.raw(",").key("waits"), write_waits(w, a.waits, a.rules);
    w.raw(",").key("useful"), write_tiles(w, a.useful);
  } else {
    w.raw(",").key("discards").raw("[");
    for (std::size_t i = 0; i < a.discards.size(); ++i) {
      const DiscardOption& d = a.discards[i];
      if (i) w.raw(",");
      w.raw("{").key("tile").string(tile_code(d.tile));
      w.raw(",").key("shanten").number(d.shanten);
      w.raw(",").key("useful"), write_tiles(w, d.useful);
      w.raw(",").key("useful_count").number(d.useful_count);
      w.raw(",").key("waits"), write_waits(w, d.waits, a.rules);
      w.raw("}");
    }
    w.raw("]");
  }
  w.raw("}");
  return std::move(w.text);
}

std::string analysis_json(const Error& error) {
  Writer w;
  w.raw("{").key("ok").boolean(false);
  w.raw(",").key("error").raw("{").key("code").string(error_code_name(error.code));
  w.raw(",").key("message").string(error.message);
  w.raw("}}");
  return std::move(w.text);
}

std::string analysis_json(const Outcome<Analysis>& outcome) {
  return outcome ? analysis_json(outcome.value()) : analysis_json(outcome.error());
}

namespace {

void append_analysis(const Hand& hand, std::string& out) { out += analysis_json(analyze(analysis_input_of(hand))); }

}  // namespace

void analyze_line(json::Reader& reader, std::string_view text, std::string& out) {
  answer_json(reader, text, out, append_analysis);
}

void analyze_hand_json(json::Reader& reader, std::string_view text, std::string& out) {
  auto hand = hand_from_json(reader, text);
  if (hand) append_analysis(hand.value(), out);
  else write_error(out, hand.error());
}

}  // namespace mahjong::analysis
