#include "hand_io.h"

#include <array>
#include <cmath>
#include <cstring>
#include <iterator>

#include "echo.h"
#include "json_number.h"
#include "json_writer.h"
#include "meld_shape.h"
#include "money.h"
#include "notation.h"
#include "option_rules.h"
#include "rule_set.h"
#include "situation_rules.h"

namespace mahjong {
namespace {

using json::Value;

// A field's name as the person wrote it ("melds[1].tiles[2]"), built only
// when a message needs it: reading a good hand builds no strings.
struct FieldName {
  FieldName(std::string_view n) : name(n) {}
  std::string_view name;
  int index = -1;
  std::string_view sub;
  int sub_index = -1;

  FieldName at(int i) const {
    FieldName f = *this;
    (f.sub.empty() ? f.index : f.sub_index) = i;
    return f;
  }
  FieldName dot(std::string_view s) const {
    FieldName f = *this;
    f.sub = s;
    return f;
  }
  std::string str() const {
    std::string s(name);
    if (index >= 0) s += "[" + std::to_string(index) + "]";
    if (!sub.empty()) s += "." + std::string(sub);
    if (sub_index >= 0) s += "[" + std::to_string(sub_index) + "]";
    return s;
  }
};

// Names compared by length first: most fields differ in length, so most
// comparisons end there (and the WebAssembly build does not inline ==).
inline bool same(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size()) == 0;
}

Error field_error(const FieldName& field, const std::string& what) {
  return {ErrorCode::parse, "The field \"" + echoed(field.str()) + "\" " + what + "."};
}


std::string shown_number(double n) {
  std::string out;
  json::write_number(out, n);
  return out;
}

std::optional<Error> read_bool(const Value& d, const FieldName& field, bool& out) {
  if (!d.is_bool()) return field_error(field, "must be true or false, not " + shown_in_message(d));
  out = d.as_bool();
  return std::nullopt;
}

std::optional<Error> read_int(const Value& d, const FieldName& field, int lo, int hi, int& out) {
  const double n = d.is_number() ? d.as_number() : 0.5;
  if (!whole_in_range(n, lo, hi))
    return field_error(field, "must be a whole number from " + std::to_string(lo) + " to " +
                                  std::to_string(hi) + ", not " + shown_in_message(d));
  out = int(n);
  return std::nullopt;
}

// parse_tile_code's answer by table lookup: a hand's tiles are most of what
// is read. The table is built once from tile_code, the codes' one source.
class TileCodes {
 public:
  TileCodes() {
    for (auto& row : index_) row.fill(kNoTile);
    for (int t = 0; t < kTileKinds; ++t) {
      const std::string_view code = tile_code(Tile(t));
      index_[code.size() == 2 ? code[0] & 15 : 0][static_cast<unsigned char>(code.back()) & 127] = Tile(t);
    }
  }
  Tile find(std::string_view code) const {
    if (code.size() == 1 && static_cast<unsigned char>(code[0]) < 128) return index_[0][code[0]];
    if (code.size() == 2 && code[0] >= '1' && code[0] <= '9' && static_cast<unsigned char>(code[1]) < 128)
      return index_[code[0] & 15][code[1]];
    return kNoTile;
  }

 private:
  std::array<std::array<Tile, 128>, 10> index_;
};

// `red`: where a rule set with red fives (RuleSetInfo::red_fives) counts
// them; null, a rule set without.
std::optional<Error> read_tile(const Value& d, const FieldName& field, Tile& out, RedFives* red = nullptr) {
  static const TileCodes codes;
  if (d.is_string()) {
    const Tile t = codes.find(d.as_string());
    if (t != kNoTile) {
      out = t;
      return std::nullopt;
    }
    if (red)
      if (auto five = red_five_code(d.as_string())) {
        out = *five;
        ++(*red)[int(suit_of(*five))];
        return std::nullopt;
      }
  }
  return field_error(field, "holds " + shown_in_message(d) + ", which is not a tile; tiles are 1m-9m, 1p-9p, 1s-9s, " +
                                (red ? "red fives 0m 0p 0s, " : "") + "E S W N, C (red), F (green), P (white)");
}

std::optional<Error> read_tiles(const Value& d, const FieldName& field, std::vector<Tile>& out,
                                RedFives* red = nullptr, std::size_t most = kMaxListTiles) {
  if (!d.is_array()) return field_error(field, "must be a list of tiles, not " + shown_in_message(d));
  if (d.size() > most)
    return field_error(field, most == kMaxListTiles ? std::string("has far more tiles than any hand")
                                                    : "lists " + std::to_string(d.size()) + " tiles; at most " +
                                                          std::to_string(most) + " are shown");
  out.reserve(d.size());
  int i = 0;
  for (Value item : d.items()) {
    Tile t;
    if (auto err = read_tile(item, field.at(i++), t, red)) return err;
    out.push_back(t);
  }
  return std::nullopt;
}

std::optional<Error> read_wind(const Value& d, const FieldName& field, Wind& out) {
  if (d.is_string())
    if (auto w = parse_wind_code(d.as_string())) {
      out = *w;
      return std::nullopt;
    }
  return field_error(field, "must be one of \"E\", \"S\", \"W\", \"N\", not " + shown_in_message(d));
}

std::optional<Error> read_meld(const Value& d, const FieldName& field, Meld& out, RedFives* red) {
  if (!d.is_object())
    return field_error(field, "must be an object such as {\"type\": \"pung\", \"tiles\": [\"E\", "
                              "\"E\", \"E\"]}, not " + shown_in_message(d));
  bool has_type = false, has_tiles = false;
  for (auto [key, value] : d.fields()) {
    if (same(key, "type")) {
      has_type = true;
      const auto type = value.is_string() ? meld_type_named(value.as_string()) : std::nullopt;
      if (type) out.type = *type;
      else
        return Error{ErrorCode::bad_meld, "The field \"" + field.dot(key).str() +
                                              "\" must be \"chow\", \"pung\" or \"kong\", not " + shown_in_message(value) + "."};
    } else if (same(key, "concealed")) {
      if (auto err = read_bool(value, field.dot(key), out.concealed)) return err;
    } else if (same(key, "tiles")) {
      has_tiles = true;
      if (auto err = read_tiles(value, field.dot(key), out.tiles, red)) return err;
    } else if (same(key, "claimed_from")) {
      // Any small number is read; whether it fits the meld is check_meld's
      // business (bad_meld), as for the notation's digit.
      int from = 0;
      if (auto err = read_int(value, field.dot(key), 0, kMaxClaimedFrom, from)) return err;
      out.claimed_from = ClaimedFrom(from);
    } else {
      return field_error(field.dot(key), "is not part of a meld (a meld has type, tiles, concealed and "
                                         "claimed_from)");
    }
  }
  if (!has_type || !has_tiles)
    return Error{ErrorCode::bad_meld, "The meld " + field.str() + " needs both \"type\" and \"tiles\"."};
  return std::nullopt;
}

std::optional<Error> read_flowers(const Value& d, Hand& hand) {
  const FieldName field{"flowers"};
  if (d.is_number()) {
    // As written: 1e-400 would read as 0 flowers, 1.0000000000000000001 as 1.
    if (!json::whole_number_text(d.source()))
      return field_error(field, "must be a whole number from 0 to " + std::to_string(kBonusKinds) + ", not " +
                                    shown_in_message(d));
    return read_int(d, field, 0, kBonusKinds, hand.flower_count);
  }
  if (!d.is_array())
    return field_error(field, "must be a number (0-8) or a list of bonus tiles such as "
                              "[\"f1\", \"s3\"], not " + shown_in_message(d));
  int i = 0;
  for (Value item : d.items()) {
    auto b = item.is_string() ? parse_bonus_code(item.as_string()) : std::nullopt;
    if (!b) return field_error(field.at(i), "holds " + shown_in_message(item) + ", which is not a bonus tile (f1-f4, s1-s4)");
    hand.bonus_tiles.push_back(*b);
    ++i;
  }
  if (hand.bonus_tiles.size() > std::size_t(kBonusKinds))
    return Error{ErrorCode::too_many_copies, "The hand lists " + std::to_string(hand.bonus_tiles.size()) +
                                                 " bonus tiles; there are only 8."};
  hand.flower_count = int(hand.bonus_tiles.size());
  return std::nullopt;
}

// An option: a boolean, a number in its range, or one of its choices by name
// (core/option_schema.h), into the rule set's own options struct.
std::optional<Error> read_option(const OptionRow& row, const Value& d, void* out) {
  const FieldName field = FieldName{"options"}.dot(row.name);
  switch (row.type) {
    case OptionType::boolean: {
      bool b = false;
      if (auto err = read_bool(d, field, b)) return err;
      row.field.set(out, b);
      return std::nullopt;
    }
    case OptionType::number: {
      if (row.whole) {
        int n = 0;
        if (auto err = read_int(d, field, int(row.min), int(row.max), n)) return err;
        row.field.set(out, n);
        return std::nullopt;
      }
      const double n = d.is_number() ? d.as_number() : row.min;
      if (!row.fits(n))
        return field_error(field, "must be a number above " + shown_number(row.min) + " and at most " +
                                      shown_number(row.max) + ", not " + shown_in_message(d));
      row.field.set(out, n);
      return std::nullopt;
    }
    case OptionType::choice: {
      std::string names;
      for (int i = 0; i < row.choice_count(); ++i) {
        if (d.is_string() && d.as_string() == row.choices[i]) {
          row.field.set(out, i);
          return std::nullopt;
        }
        names += (i ? ", \"" : "\"") + std::string(row.choices[i]) + "\"";
      }
      return field_error(field, "must be one of " + names + ", not " + shown_in_message(d));
    }
  }
  return std::nullopt;
}

// Options are named the same in every interface, as each rule set's option
// table says (docs/mcr-rulings.md, docs/hk-rules.md). They are read for the
// hand's rule set, so after the other fields.
std::optional<Error> read_options(const Value& d, RuleSet rules, Options& out) {
  if (!d.is_object()) return field_error(FieldName{"options"}, "must be an object, not " + shown_in_message(d));
  const RuleSetInfo& info = rule_set(rules);
  for (auto [key, value] : d.fields()) {
    const OptionRow* found = nullptr;
    for (const OptionRow& row : info.options)
      if (row.name == key) found = &row;
    if (!found) return field_error(FieldName{"options"}.dot(key), std::string(info.unknown_option));
    if (auto err = read_option(*found, value, info.options_in(out))) return err;
  }
  return std::nullopt;
}

// A field the hand's rule set reads beyond every rule set's (HandField),
// into its slot.
std::optional<Error> read_own_field(const HandField& f, const Value& d, const FieldName& field, Hand& hand) {
  switch (f.type) {
    case HandField::Type::flag: {
      bool b = false;
      if (auto err = read_bool(d, field, b)) return err;
      hand.field_values[f.slot] = b;
      return std::nullopt;
    }
    case HandField::Type::count: return read_int(d, field, f.min, f.max, hand.field_values[f.slot]);
    case HandField::Type::tiles:
      return read_tiles(d, field, hand.field_tiles[f.slot],
                        rule_set(hand.rules).red_fives ? &hand.red_fives_shown : nullptr, std::size_t(f.max));
    case HandField::Type::seat: {
      Wind w = Wind::east;
      if (auto err = read_wind(d, field, w)) return err;
      hand.field_values[f.slot] = int(w);
      return std::nullopt;
    }
  }
  return std::nullopt;
}

const HandField* own_field(const RuleSetInfo& info, std::string_view key) {
  for (const HandField& f : info.hand_fields)
    if (same(f.name, key)) return &f;
  return nullptr;
}

constexpr HandFlag kFlags[] = {
    {"self_drawn", &Hand::self_drawn},
    {"last_of_kind", &Hand::last_of_kind},
    {"kong_replacement", &Hand::kong_replacement},
    {"robbing_kong", &Hand::robbing_kong},
    {"last_tile_of_wall", &Hand::last_tile_of_wall},
    {"heavenly", &Hand::heavenly},
    {"earthly", &Hand::earthly},
    {"kong_on_kong", &Hand::kong_on_kong},
};

template <class Tiles>
Document tiles_document(const Tiles& tiles) {
  Document list = Document::array();
  for (Tile t : tiles) list.push(tile_code(t));
  return list;
}

// `red`: the red fives still to write, each as the first five of its suit
// met (a hand keeps how many, not where).
template <class Tiles>
void write_tiles(std::string& out, const Tiles& tiles, RedFives& red) {
  out += '[';
  bool first = true;
  for (Tile t : tiles) {
    out += first ? "\"" : ",\"";
    first = false;
    const bool five = is_suited(t) && rank_of(t) == 5 && red[int(suit_of(t))];
    if (five) --red[int(suit_of(t))];
    out += five ? red_five_code_of(suit_of(t)) : tile_code(t);  // codes need no escaping
    out += '"';
  }
  out += ']';
}

// A value written back compactly: an "id" echoed as the caller gave it
// (numbers digit for digit, so 8.0 and 2^63 stay what they were).
void write_value(std::string& out, const Value& v) {
  switch (v.kind()) {
    case json::Kind::null: out += "null"; return;
    case json::Kind::boolean: json::write_bool(out, v.as_bool()); return;
    case json::Kind::number: out += v.source(); return;
    case json::Kind::string: json::write_string(out, v.as_string()); return;
    case json::Kind::array: {
      out += '[';
      bool first = true;
      for (Value item : v.items()) {
        if (!first) out += ',';
        first = false;
        write_value(out, item);
      }
      out += ']';
      return;
    }
    case json::Kind::object: {
      out += '{';
      bool first = true;
      for (auto [key, value] : v.fields()) {
        if (!first) out += ',';
        first = false;
        json::write_string(out, key);
        out += ':';
        write_value(out, value);
      }
      out += '}';
      return;
    }
  }
}

std::string_view hand_field_type_name(HandField::Type type) {
  switch (type) {
    case HandField::Type::flag: return "flag";
    case HandField::Type::seat: return "seat";
    case HandField::Type::count: return "count";
    case HandField::Type::tiles: return "tiles";
  }
  return "flag";
}

// What a page needs to know of a rule set beyond its tables: the unit, the
// hand's fields it reads beyond every rule set's, its result's own fields.
void catalog_interface(Document& out, const RuleSetInfo& info) {
  out.set("unit", info.unit);
  out.set("shown_total", info.shown.total);
  if (!info.shown.minimum_option.empty()) out.set("minimum_option", info.shown.minimum_option);
  out.set("flowers", info.shown.flowers == ShownAs::Flowers::list   ? "list"
                     : info.shown.flowers == ShownAs::Flowers::none ? "none"
                                                                     : "count");
  out.set("red_fives", info.red_fives);
  Document& hand = out.set("hand_fields", Document::array());
  for (const HandField& f : info.hand_fields) {
    Document& d = hand.push(Document::object());
    d.set("id", f.name);
    d.set("type", hand_field_type_name(f.type));
    if (f.type == HandField::Type::count) d.set("min", f.min);
    if (f.type == HandField::Type::count || f.type == HandField::Type::tiles) d.set("max", f.max);
  }
  Document& result = out.set("result_fields", Document::array());
  for (const ResultField& f : info.result_fields) {
    Document& d = result.push(Document::object());
    d.set("id", f.name);
    d.set("type", f.type == ResultField::Type::boolean  ? "boolean"
                  : f.type == ResultField::Type::choice ? "choice"
                                                         : "number");
    if (f.type == ResultField::Type::choice) {
      Document& names = d.set("choices", Document::array());
      for (std::size_t i = 0; i < f.choices.size() && (i == 0 || !f.choices[i].empty()); ++i)
        names.push(f.choices[i].empty() ? Document() : Document(f.choices[i]));
    }
    d.set("analysis", f.in_analysis);
  }
  // Only a rule set with one says it (MCR's and Hong Kong's catalogues stay as they were).
  if (const AnalysisReading& r = info.analysis_reading; !r.flag.empty()) {
    Document& reading = out.set("analysis_reading", Document::object());
    reading.set("flag", r.flag);
    if (!r.unknown.empty()) reading.set("unknown", r.unknown);
  }
}

}  // namespace

std::string shown_in_message(const json::Value& d) {
  switch (d.kind()) {
    case json::Kind::string: return "\"" + echoed(d.as_string()) + "\"";
    case json::Kind::number: return echoed(d.source());
    case json::Kind::boolean: return d.as_bool() ? "true" : "false";
    case json::Kind::null: return "null";
    case json::Kind::array: return "a list";
    case json::Kind::object: return "an object";
  }
  return "?";
}

std::optional<Error> options_from_json(const Value& options, RuleSet rules, Options& out) {
  return read_options(options, rules, out);
}

bool whole_in_range(double n, int lo, int hi) { return n == std::floor(n) && n >= lo && n <= hi; }

std::optional<MeldType> meld_type_named(std::string_view name) {
  for (MeldType t : {MeldType::chow, MeldType::pung, MeldType::kong})
    if (name == meld_type_name(t)) return t;
  return std::nullopt;
}

const HandFlag* hand_flags(std::size_t& count) {
  count = std::size(kFlags);
  return kFlags;
}

std::string_view group_kind_name(ShownGroup::Kind k) {
  switch (k) {
    case ShownGroup::Kind::chow: return "chow";
    case ShownGroup::Kind::pung: return "pung";
    case ShownGroup::Kind::kong: return "kong";
    case ShownGroup::Kind::pair: return "pair";
    case ShownGroup::Kind::knitted: return "knitted";
    case ShownGroup::Kind::tiles: return "tiles";
  }
  return "tiles";
}

Outcome<RuleSet> rule_set_named(std::string_view name) {
  if (auto rules = rule_set_by_id(name)) return *rules;
  return Error{ErrorCode::parse, "Unknown rule set \"" + echoed(name) + "\": the rule sets are " + rule_set_ids("and") + "."};
}

Outcome<Hand> hand_from_json(const Value& doc) {
  if (!doc.is_object())
    return Error{ErrorCode::parse, "A hand must be a JSON object such as {\"text\": "
                                   "\"123m456p789s123sEE\"}, not " + shown_in_message(doc) + "."};
  Outcome<Hand> result(std::in_place);
  Hand& hand = result.value();
  Value text = doc, options = doc;
  // The rule set first, wherever it is written: it says which fields and
  // tiles the hand has. One not known is refused in its place below.
  if (Value r = doc; doc.find("rules", r) && r.is_string())
    if (auto rules = rule_set_by_id(r.as_string())) hand.rules = *rules;
  const RuleSetInfo& info = rule_set(hand.rules);
  RedFives* red = info.red_fives ? &hand.red_fives : nullptr;
  bool has_text = false, has_options = false, has_tiles = false;
  for (auto [key, value] : doc.fields()) {
    const FieldName field{key};
    std::optional<Error> err;
    if (same(key, "text")) {
      if (!value.is_string()) err = field_error(field, "must be a string of tiles, not " + shown_in_message(value));
      // Longer than any hand's notation; below this no tile's count can pass 255.
      else if (value.as_string().size() > kMaxTextBytes)
        err = field_error(field, "is " + std::to_string(value.as_string().size()) +
                                     " characters long; a hand's notation is at most " +
                                     std::to_string(kMaxTextBytes));
      text = value, has_text = true;
    } else if (same(key, "rules")) {
      auto r = value.is_string() ? rule_set_by_id(value.as_string()) : std::nullopt;
      if (r) hand.rules = *r;
      else err = field_error(field, "must be " + rule_set_ids("or") + ", not " + shown_in_message(value));
    } else if (same(key, "concealed")) {
      has_tiles = true;
      err = read_tiles(value, field, hand.concealed, red);
    } else if (same(key, "melds")) {
      has_tiles = true;
      if (!value.is_array()) err = field_error(field, "must be a list of melds, not " + shown_in_message(value));
      int i = 0;
      if (!err) hand.melds.reserve(value.size());
      if (!err)
        for (Value meld : value.items()) {
          hand.melds.emplace_back();
          if ((err = read_meld(meld, field.at(i++), hand.melds.back(), red))) break;
        }
    } else if (same(key, "win_tile")) {
      has_tiles = true;
      err = read_tile(value, field, hand.win_tile, red);
    } else if (same(key, "prevalent_wind")) {
      err = read_wind(value, field, hand.prevalent_wind);
    } else if (same(key, "seat_wind")) {
      err = read_wind(value, field, hand.seat_wind);
    } else if (same(key, "discarder")) {
      if (!value.is_null()) {
        Wind w = Wind::east;
        err = read_wind(value, field, w);
        if (!err) hand.discarder = w;
      }
    } else if (same(key, "liable")) {
      Wind w = Wind::east;
      err = read_wind(value, field, w);
      if (!err) hand.liable = w;
    } else if (same(key, "flowers")) {
      err = read_flowers(value, hand);
    } else if (same(key, "options")) {
      options = value, has_options = true;
    } else if (same(key, "id")) {
      // The caller's label for the hand; echoed by the command line.
    } else {
      bool known = false;
      for (const HandFlag& f : kFlags)
        if (same(key, f.key)) known = true, err = read_bool(value, field, hand.*f.field);
      if (!known)
        if (const HandField* own = own_field(info, key)) known = true, err = read_own_field(*own, value, field, hand);
      if (!known)
        err = field_error(field, "is not part of a hand (see the hand format: concealed, melds, "
                                 "win_tile or text, the win flags, winds, flowers, options)");
    }
    if (err) return *err;
  }
  if (has_options)
    if (auto err = read_options(options, hand.rules, hand.options)) return *err;
  if (has_text && has_tiles)
    return Error{ErrorCode::parse, "Give the tiles either as \"text\" or as \"concealed\", "
                                   "\"melds\" and \"win_tile\", not both."};
  if (has_text) {
    auto tiles = red ? parse_notation(without_red_fives(text.as_string(), *red)) : parse_notation(text.as_string());
    if (!tiles) return tiles.error();
    hand.concealed = std::move(tiles.value().concealed);
    hand.melds = std::move(tiles.value().melds);
    hand.win_tile = tiles.value().win_tile;
  }
  return result;
}

Outcome<Hand> hand_from_json(json::Reader& reader, std::string_view text) {
  auto value = reader.read(text);
  if (!value) return value.error();
  return hand_from_json(value.value());
}

void write_error(std::string& out, const Error& error) {
  out += "{\"ok\":false,\"error\":{\"code\":\"";
  out += error_code_name(error.code);
  out += "\",\"message\":";
  json::write_string(out, error.message);
  out += "}}";
}

// The result is written through a cursor into room sized beforehand: the
// fan tables' strings need no escaping (hand_io_test checks every one), so
// most of a result is copies of known length.
class ResultWriter {
 public:
  ResultWriter(std::string& out, std::size_t bound) : out_(out), start_(out.size()) {
    out_.resize(start_ + bound);
    p_ = &out_[start_];
  }
  ~ResultWriter() { out_.resize(std::size_t(p_ - out_.data())); }
  ResultWriter& operator<<(std::string_view s) {
    std::memcpy(p_, s.data(), s.size());
    p_ += s.size();
    return *this;
  }
  ResultWriter& operator<<(const char* s) { return *this << std::string_view(s); }
  ResultWriter& operator<<(char c) {
    *p_++ = c;
    return *this;
  }
  ResultWriter& operator<<(int n) {
    char buf[12];
    char* q = buf + sizeof buf;
    unsigned u = n < 0 ? 0u - unsigned(n) : unsigned(n);
    do *--q = char('0' + u % 10);
    while (u /= 10);
    if (n < 0) *--q = '-';
    return *this << std::string_view(q, std::size_t(buf + sizeof buf - q));
  }
  ResultWriter& operator<<(bool b) { return *this << (b ? std::string_view("true") : std::string_view("false")); }
  ResultWriter& quoted(std::string_view s) { return *this << '"' << s << '"'; }
  void number(double n) {  // the rare double: through the general writer
    std::string text;
    json::write_number(text, n);
    *this << std::string_view(text);
  }

 private:
  std::string& out_;
  std::size_t start_;
  char* p_;
};

void write_result(std::string& out, const Score& score) {
  if (const auto own = rule_set(score.rules).write_result) return own(out, score);
  // Room: the fixed parts, each fan's strings and numbers, each group's tiles,
  // each payment (a double's text is at most 25 bytes).
  std::size_t bound = 320;
  for (const FanLine& f : score.fans) bound += 80 + f.fan->id.size() + f.fan->name.size() + f.fan->zh.size();
  bound += score.arrangement.size() * (80 + 14 * 5);
  const RuleSetInfo& rules = rule_set(score.rules);
  ResultWriter w(out, bound);
  w << "{\"ok\":true,\"rules\":\"" << rules.id << "\",\"total\":" << score.total << ",\"fans\":[";
  bool first = true;
  for (const FanLine& f : score.fans) {
    w << (first ? "{\"id\":" : ",{\"id\":");
    first = false;
    w.quoted(f.fan->id) << ",\"name\":";
    w.quoted(f.fan->name) << ",\"zh\":";
    w.quoted(f.fan->zh) << ",\"points\":" << f.fan->points << ",\"count\":" << f.count << '}';
  }
  w << "],\"flowers\":" << score.flowers << ",\"meets_minimum\":" << score.meets_minimum;
  for (std::size_t i = 0; i < rules.result_fields.size(); ++i) {
    const ResultField& f = rules.result_fields[i];
    w << ",\"" << f.name << "\":";
    if (f.type == ResultField::Type::boolean) w << (score.extra[i] != 0);
    else w << score.extra[i];
  }
  if (score.payments) {
    w << ",\"payments\":{";
    for (int seat = 0; seat < 4; ++seat) {
      const int change = (*score.payments)[seat];
      w << (seat ? ",\"" : "\"") << wind_code(Wind(seat)) << "\":";
      // Payments are in the rule set's units until here (Hong Kong's base
      // points): the stake makes them money.
      if (score.stake == 1) w << change;
      else w.number(money(change, score.stake));
    }
    w << '}';
  }
  w << ",\"arrangement\":[";
  first = true;
  for (const ShownGroup& g : score.arrangement) {
    w << (first ? "{\"kind\":\"" : ",{\"kind\":\"") << group_kind_name(g.kind) << "\",\"tiles\":[";
    for (std::size_t i = 0; i < g.size; ++i) w << (i ? ",\"" : "\"") << tile_code(g.tiles[i]) << '"';
    first = false;
    w << "],\"declared\":" << g.declared << ",\"concealed\":" << g.concealed;
    if (g.has_winning_tile) w << ",\"winning_tile\":true";
    w << '}';
  }
  w << "]}";
}

void write_hand_tiles(std::string& out, const Hand& hand) {
  out += "{\"rules\":\"";
  out += rule_set(hand.rules).id;
  out += "\",\"concealed\":";
  RedFives red = hand.red_fives;
  write_tiles(out, hand.concealed, red);
  out += ",\"melds\":[";
  bool first = true;
  for (const Meld& m : hand.melds) {
    out += first ? "{\"type\":\"" : ",{\"type\":\"";
    first = false;
    out += meld_type_name(m.type);
    out += "\",\"concealed\":";
    json::write_bool(out, m.concealed);
    out += ",\"tiles\":";
    write_tiles(out, m.tiles, red);
    if (m.claimed_from) out += ",\"claimed_from\":", json::write_int(out, m.claimed_from);
    out += '}';
  }
  out += ']';
  if (hand.win_tile != kNoTile) {
    out += ",\"win_tile\":";
    std::string win;
    write_tiles(win, std::array<Tile, 1>{hand.win_tile}, red);
    out.append(win, 1, win.size() - 2);  // without the list's brackets
  }
  out += '}';
}

void score_json(json::Reader& reader, std::string_view text, std::string& out) {
  answer_json(reader, text, out, [](const Hand& hand, std::string& result) {
    auto score = score_hand(hand);
    if (score) write_result(result, score.value());
    else write_error(result, score.error());
  });
}

void answer_json(json::Reader& reader, std::string_view text, std::string& out, HandAnswer answer) {
  auto read = reader.read(text);
  if (!read) return write_error(out, read.error());
  const Value doc = read.value();
  // The id first, as the caller gave it, then the result's own fields.
  const std::size_t start = out.size();
  Value id = doc;
  if (doc.is_object() && doc.find("id", id)) {
    out += "{\"id\":";
    write_value(out, id);
    out += ',';
  }
  const std::size_t body = out.size();
  auto hand = hand_from_json(doc);
  if (!hand) write_error(out, hand.error());
  else answer(hand.value(), out);
  if (body != start) out.erase(body, 1);  // the result's own "{"
}

Outcome<Hand> hand_from_document(const Document& doc) {
  std::string text;
  json::write_document(text, doc);
  json::Reader reader;
  return hand_from_json(reader, text);
}

Document document_from_value(const Value& v) {
  switch (v.kind()) {
    case json::Kind::null: return Document();
    case json::Kind::boolean: return Document(v.as_bool());
    case json::Kind::number: return Document(v.as_number());
    case json::Kind::string: return Document(std::string(v.as_string()));
    case json::Kind::array: {
      Document d = Document::array();
      for (Value item : v.items()) d.push(document_from_value(item));
      return d;
    }
    case json::Kind::object: {
      Document d = Document::object();
      for (auto [key, value] : v.fields()) d.set(std::string(key), document_from_value(value));
      return d;
    }
  }
  return Document();
}

Document score_document(const Document& hand) {
  std::string text, result;
  json::write_document(text, hand);
  json::Reader reader;
  score_json(reader, text, result);
  return document_from_value(reader.read(result).value());
}

Document catalog(RuleSet rules) {
  const RuleSetInfo& info = rule_set(rules);
  Document out = Document::object();
  out.set("rules", info.id);
  info.catalog_fans(out.set("fans", Document::array()));
  Document& options = out.set("options", Document::array());
  for (const OptionRow& row : info.options) {
    Document& o = options.push(Document::object());
    o.set("id", row.name);
    const double value = row.default_value();
    switch (row.type) {
      case OptionType::boolean:
        o.set("type", "boolean");
        o.set("default", value != 0);
        break;
      case OptionType::number:
        o.set("type", "number");
        o.set("default", value);
        if (row.whole) o.set("min", row.min);
        o.set("max", row.max);
        break;
      case OptionType::choice: {
        o.set("type", "choice");
        o.set("default", row.choices[int(value)]);
        Document& choices = o.set("choices", Document::array());
        for (int i = 0; i < row.choice_count(); ++i) choices.push(row.choices[i]);
        break;
      }
    }
    o.set("source", row.source);
    o.set("en", row.en);
    o.set("zh", row.zh);
  }
  out.set("minimum", info.minimum);
  info.catalog_extras(out);
  // A rule set whose flags its own table judges lists that table in its extras.
  if (!out.find("situation_rules")) out.set("situation_rules", situation_rules_document(rules));
  out.set("option_rules", option_rules_document(rules));
  catalog_interface(out, info);
  return out;
}

}  // namespace mahjong
