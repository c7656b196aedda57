#include "hand_io.h"

#include <cmath>

#include "meld_shape.h"
#include "notation.h"
#include "rules/hk/faan_table.h"
#include "rules/hk/option_table.h"
#include "rules/mcr/fan_table.h"
#include "rules/mcr/option_table.h"
#include "situation_rules.h"

namespace mahjong {
namespace {

Error field_error(const std::string& field, const std::string& what) {
  return {ErrorCode::parse, "The field \"" + field + "\" " + what + "."};
}

std::string shown(const Document& d) {
  switch (d.type()) {
    case Document::Type::string: return "\"" + d.as_string() + "\"";
    case Document::Type::number: {
      double n = d.as_number();
      return n == std::floor(n) && std::fabs(n) < 1e15 ? std::to_string((long long)n) : std::to_string(n);
    }
    case Document::Type::boolean: return d.as_bool() ? "true" : "false";
    case Document::Type::null: return "null";
    case Document::Type::array: return "a list";
    case Document::Type::object: return "an object";
  }
  return "?";
}

std::optional<Error> read_bool(const Document& d, const std::string& field, bool& out) {
  if (!d.is_bool()) return field_error(field, "must be true or false, not " + shown(d));
  out = d.as_bool();
  return std::nullopt;
}

std::optional<Error> read_int(const Document& d, const std::string& field, int lo, int hi, int& out) {
  double n = d.as_number();
  if (!d.is_number() || n != std::floor(n) || n < lo || n > hi)
    return field_error(field, "must be a whole number from " + std::to_string(lo) + " to " +
                                  std::to_string(hi) + ", not " + shown(d));
  out = int(n);
  return std::nullopt;
}

std::optional<Error> read_tile(const Document& d, const std::string& field, Tile& out) {
  if (d.is_string())
    if (auto t = parse_tile_code(d.as_string())) {
      out = *t;
      return std::nullopt;
    }
  return field_error(field, "holds " + shown(d) +
                                ", which is not a tile; tiles are 1m-9m, 1p-9p, 1s-9s, E S W N, "
                                "C (red), F (green), P (white)");
}

std::optional<Error> read_tiles(const Document& d, const std::string& field, std::vector<Tile>& out) {
  if (!d.is_array()) return field_error(field, "must be a list of tiles, not " + shown(d));
  if (d.items().size() > 64) return field_error(field, "has far more tiles than any hand");
  for (std::size_t i = 0; i < d.items().size(); ++i) {
    Tile t;
    if (auto err = read_tile(d.items()[i], field + "[" + std::to_string(i) + "]", t)) return err;
    out.push_back(t);
  }
  return std::nullopt;
}

std::optional<Error> read_wind(const Document& d, const std::string& field, Wind& out) {
  if (d.is_string())
    if (auto w = parse_wind_code(d.as_string())) {
      out = *w;
      return std::nullopt;
    }
  return field_error(field, "must be one of \"E\", \"S\", \"W\", \"N\", not " + shown(d));
}

std::optional<Error> read_meld(const Document& d, std::size_t index, Meld& out) {
  const std::string field = "melds[" + std::to_string(index) + "]";
  if (!d.is_object())
    return field_error(field, "must be an object such as {\"type\": \"pung\", \"tiles\": [\"E\", "
                              "\"E\", \"E\"]}, not " + shown(d));
  bool has_type = false, has_tiles = false;
  for (const auto& [key, value] : d.fields()) {
    const std::string sub = field + "." + key;
    if (key == "type") {
      has_type = true;
      std::string type = value.is_string() ? value.as_string() : "";
      if (type == "chow") out.type = MeldType::chow;
      else if (type == "pung") out.type = MeldType::pung;
      else if (type == "kong") out.type = MeldType::kong;
      else
        return Error{ErrorCode::bad_meld, "The field \"" + sub + "\" must be \"chow\", \"pung\" or "
                                          "\"kong\", not " + shown(value) + "."};
    } else if (key == "concealed") {
      if (auto err = read_bool(value, sub, out.concealed)) return err;
    } else if (key == "tiles") {
      has_tiles = true;
      if (auto err = read_tiles(value, sub, out.tiles)) return err;
    } else if (key == "claimed_from") {
      // Any small number is read; whether it fits the meld is check_meld's
      // business (bad_meld), as for the notation's digit.
      int from = 0;
      if (auto err = read_int(value, sub, 0, 9, from)) return err;
      out.claimed_from = ClaimedFrom(from);
    } else {
      return field_error(sub, "is not part of a meld (a meld has type, tiles, concealed and "
                              "claimed_from)");
    }
  }
  if (!has_type || !has_tiles)
    return Error{ErrorCode::bad_meld, "The meld " + field + " needs both \"type\" and \"tiles\"."};
  return std::nullopt;
}

std::optional<Error> read_flowers(const Document& d, Hand& hand) {
  if (d.is_number()) return read_int(d, "flowers", 0, kBonusKinds, hand.flower_count);
  if (!d.is_array())
    return field_error("flowers", "must be a number (0-8) or a list of bonus tiles such as "
                                  "[\"f1\", \"s3\"], not " + shown(d));
  for (std::size_t i = 0; i < d.items().size(); ++i) {
    const Document& item = d.items()[i];
    auto b = item.is_string() ? parse_bonus_code(item.as_string()) : std::nullopt;
    if (!b)
      return field_error("flowers[" + std::to_string(i) + "]",
                         "holds " + shown(item) + ", which is not a bonus tile (f1-f4, s1-s4)");
    hand.bonus_tiles.push_back(*b);
  }
  if (hand.bonus_tiles.size() > std::size_t(kBonusKinds))
    return Error{ErrorCode::too_many_copies, "The hand lists " +
                                                 std::to_string(hand.bonus_tiles.size()) +
                                                 " bonus tiles; there are only 8."};
  hand.flower_count = int(hand.bonus_tiles.size());
  return std::nullopt;
}

// A Hong Kong option: a boolean, a number in its range, or one of its choices
// by name (core/rules/hk/option_table.cpp).
std::optional<Error> read_hk_option(const hk::OptionRow& row, const Document& d, HkOptions& out) {
  const std::string field = "options." + std::string(row.name);
  switch (row.type) {
    case hk::OptionType::boolean: {
      bool b = false;
      if (auto err = read_bool(d, field, b)) return err;
      row.field.set(out, b);
      return std::nullopt;
    }
    case hk::OptionType::number: {
      if (row.whole) {
        int n = 0;
        if (auto err = read_int(d, field, int(row.min), int(row.max), n)) return err;
        row.field.set(out, n);
        return std::nullopt;
      }
      const double n = d.as_number();
      if (!d.is_number() || !(n > row.min && n <= row.max))
        return field_error(field, "must be a number above " + shown(Document(row.min)) +
                                      " and at most " + shown(Document(row.max)) + ", not " + shown(d));
      row.field.set(out, n);
      return std::nullopt;
    }
    case hk::OptionType::choice: {
      std::string names;
      for (int i = 0; i < row.choice_count(); ++i) {
        if (d.is_string() && d.as_string() == row.choices[i]) {
          row.field.set(out, i);
          return std::nullopt;
        }
        names += (i ? ", \"" : "\"") + std::string(row.choices[i]) + "\"";
      }
      return field_error(field, "must be one of " + names + ", not " + shown(d));
    }
  }
  return std::nullopt;
}

// Options are named the same in every interface, as each rule set's option
// table says (docs/mcr-rulings.md, docs/hk-rules.md). They are read for the
// hand's rule set, so after the other fields.
std::optional<Error> read_options(const Document& d, RuleSet rules, Options& out) {
  if (!d.is_object()) return field_error("options", "must be an object, not " + shown(d));
  for (const auto& [key, value] : d.fields()) {
    if (rules == RuleSet::hk) {
      const hk::OptionRow* found = nullptr;
      for (const hk::OptionRow& row : hk::option_table())
        if (row.name == key) found = &row;
      if (!found) return field_error("options." + key, "is not an option of the Hong Kong rules");
      if (auto err = read_hk_option(*found, value, out.hk)) return err;
      continue;
    }
    const mcr::OptionRow* found = nullptr;
    for (const mcr::OptionRow& row : mcr::option_table())
      if (row.id == key) found = &row;
    if (!found) return field_error("options." + key, "is not an option of these rules");
    if (auto err = read_bool(value, "options." + key, out.mcr.*found->field)) return err;
  }
  return std::nullopt;
}

using FlagField = bool Hand::*;
struct FlagName {
  std::string_view key;
  FlagField field;
};
constexpr FlagName kFlags[] = {
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

std::string_view rules_name(RuleSet r) { return r == RuleSet::hk ? "hk" : "mcr"; }

}  // namespace

Outcome<Hand> hand_from_document(const Document& doc) {
  if (!doc.is_object())
    return Error{ErrorCode::parse, "A hand must be a JSON object such as {\"text\": "
                                   "\"123m456p789s123sEE\"}, not " + shown(doc) + "."};
  Hand hand;
  const Document* text = nullptr;
  const Document* options = nullptr;
  bool has_tiles = false;
  for (const auto& [key, value] : doc.fields()) {
    std::optional<Error> err;
    if (key == "rules") {
      std::string r = value.is_string() ? value.as_string() : "";
      if (r == "mcr") hand.rules = RuleSet::mcr;
      else if (r == "hk") hand.rules = RuleSet::hk;
      else err = field_error(key, "must be \"mcr\" or \"hk\", not " + shown(value));
    } else if (key == "concealed") {
      has_tiles = true;
      err = read_tiles(value, key, hand.concealed);
    } else if (key == "melds") {
      has_tiles = true;
      if (!value.is_array()) err = field_error(key, "must be a list of melds, not " + shown(value));
      for (std::size_t i = 0; !err && i < value.items().size(); ++i) {
        hand.melds.emplace_back();
        err = read_meld(value.items()[i], i, hand.melds.back());
      }
    } else if (key == "win_tile") {
      has_tiles = true;
      err = read_tile(value, key, hand.win_tile);
    } else if (key == "text") {
      if (!value.is_string()) err = field_error(key, "must be a string of tiles, not " + shown(value));
      text = &value;
    } else if (key == "prevalent_wind") {
      err = read_wind(value, key, hand.prevalent_wind);
    } else if (key == "seat_wind") {
      err = read_wind(value, key, hand.seat_wind);
    } else if (key == "discarder") {
      if (!value.is_null()) {
        Wind w = Wind::east;
        err = read_wind(value, key, w);
        if (!err) hand.discarder = w;
      }
    } else if (key == "liable") {
      Wind w = Wind::east;
      err = read_wind(value, key, w);
      if (!err) hand.liable = w;
    } else if (key == "flowers") {
      err = read_flowers(value, hand);
    } else if (key == "options") {
      options = &value;
    } else if (key == "id") {
      // The caller's label for the hand; echoed by the command line.
    } else {
      bool known = false;
      for (const FlagName& f : kFlags)
        if (key == f.key) known = true, err = read_bool(value, key, hand.*f.field);
      if (!known)
        err = field_error(key, "is not part of a hand (see the hand format: concealed, melds, "
                               "win_tile or text, the win flags, winds, flowers, options)");
    }
    if (err) return *err;
  }
  if (options)
    if (auto err = read_options(*options, hand.rules, hand.options)) return *err;
  if (text && has_tiles)
    return Error{ErrorCode::parse, "Give the tiles either as \"text\" or as \"concealed\", "
                                   "\"melds\" and \"win_tile\", not both."};
  if (text) {
    auto tiles = parse_notation(text->as_string());
    if (!tiles) return tiles.error();
    hand.concealed = std::move(tiles.value().concealed);
    hand.melds = std::move(tiles.value().melds);
    hand.win_tile = tiles.value().win_tile;
  }
  return hand;
}

Document to_document(const Error& error) {
  Document out = Document::object();
  out.set("ok", false);
  Document& e = out.set("error", Document::object());
  e.set("code", error_code_name(error.code));
  e.set("message", error.message);
  return out;
}

Document to_document(const Score& score) {
  Document out = Document::object();
  out.set("ok", true);
  out.set("rules", rules_name(score.rules));
  out.set("total", score.total);
  Document& fans = out.set("fans", Document::array());
  for (const FanLine& f : score.fans) {
    Document& line = fans.push(Document::object());
    line.set("id", f.fan->id);
    line.set("name", f.fan->name);
    line.set("zh", f.fan->zh);
    line.set("points", f.fan->points);
    line.set("count", f.count);
  }
  out.set("flowers", score.flowers);
  out.set("meets_minimum", score.meets_minimum);
  if (score.rules == RuleSet::hk) {
    out.set("capped_total", score.capped_total);
    out.set("limit", score.limit_hand);
    out.set("base_points", score.base_points);
  }
  if (score.payments) {
    Document& pay = out.set("payments", Document::object());
    for (int seat = 0; seat < 4; ++seat) {
      const int change = (*score.payments)[seat];
      // Hong Kong payments are in base points until here: the stake makes them money.
      pay.set(std::string(wind_code(Wind(seat))),
              score.rules == RuleSet::hk ? Document(change * score.stake) : Document(change));
    }
  }
  Document& groups = out.set("arrangement", Document::array());
  for (const ShownGroup& g : score.arrangement) {
    Document& group = groups.push(Document::object());
    group.set("kind", group_kind_name(g.kind));
    group.set("tiles", tiles_document(g));
    group.set("declared", g.declared);
    group.set("concealed", g.concealed);
    if (g.has_winning_tile) group.set("winning_tile", true);
  }
  return out;
}

Document to_document(const Hand& hand) {
  Document out = Document::object();
  out.set("rules", rules_name(hand.rules));
  out.set("concealed", tiles_document(hand.concealed));
  Document& melds = out.set("melds", Document::array());
  for (const Meld& m : hand.melds) {
    Document& meld = melds.push(Document::object());
    meld.set("type", meld_type_name(m.type));
    meld.set("concealed", m.concealed);
    meld.set("tiles", tiles_document(m.tiles));
    if (m.claimed_from) meld.set("claimed_from", int(m.claimed_from));
  }
  if (hand.win_tile != kNoTile) out.set("win_tile", tile_code(hand.win_tile));
  return out;
}

Document score_document(const Document& doc) {
  auto hand = hand_from_document(doc);
  if (!hand) return to_document(hand.error());
  auto score = score_hand(hand.value());
  if (!score) return to_document(score.error());
  return to_document(score.value());
}

Document catalog(RuleSet rules) {
  Document out = Document::object();
  out.set("rules", rules_name(rules));
  Document& fans = out.set("fans", Document::array());
  if (rules == RuleSet::mcr) {
    for (const mcr::FanRow& row : mcr::fan_table()) {
      Document& f = fans.push(Document::object());
      f.set("id", row.info.id);
      f.set("number", row.number);
      f.set("name", row.info.name);
      f.set("zh", row.info.zh);
      f.set("points", row.info.points);
      Document& implies = f.set("implies", Document::array());
      (row.implies | row.implies_one).for_each([&](mcr::FanId g) { implies.push(mcr::fan_row(g).info.id); });
      f.set("optional", row.optional);
    }
    Document& options = out.set("options", Document::array());
    for (const mcr::OptionRow& row : mcr::option_table()) {
      Document& o = options.push(Document::object());
      o.set("id", row.id);
      o.set("type", "boolean");
      o.set("default", row.default_value);
      o.set("source", row.source);
      o.set("en", row.en);
      o.set("zh", row.zh);
    }
    out.set("minimum", 8);
  } else {
    const hk::FaanMask optional = hk::optional_faan();
    int number = 0;
    for (const hk::FaanRow& row : hk::faan_table()) {
      Document& f = fans.push(Document::object());
      f.set("id", row.info.id);
      f.set("number", ++number);
      f.set("name", row.info.name);
      f.set("zh", row.info.zh);
      f.set("points", row.info.points);
      Document& implies = f.set("implies", Document::array());
      row.excludes.for_each([&](hk::FaanId g) { implies.push(hk::faan_row(g).info.id); });
      f.set("optional", optional.has(row.id));
      f.set("family", hk::family_name(row.family));
    }
    Document& options = out.set("options", Document::array());
    for (const hk::OptionRow& row : hk::option_table()) {
      Document& o = options.push(Document::object());
      o.set("id", row.name);
      const double value = row.default_value();
      switch (row.type) {
        case hk::OptionType::boolean:
          o.set("type", "boolean");
          o.set("default", value != 0);
          break;
        case hk::OptionType::number:
          o.set("type", "number");
          o.set("default", value);
          if (row.whole) o.set("min", row.min), o.set("max", row.max);
          break;
        case hk::OptionType::choice: {
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
    out.set("minimum", HkOptions{}.min_faan);
    out.set("limit", HkOptions{}.limit);
  }
  out.set("situation_rules", situation_rules_document(rules));
  return out;
}

}  // namespace mahjong
