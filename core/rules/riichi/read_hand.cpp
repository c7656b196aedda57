#include "read_hand.h"

#include <string>

#include "../../hand_io.h"
#include "../../meld_shape.h"
#include "../../notation.h"

namespace mahjong::riichi {
namespace {

using json::Value;

Error field_error(std::string_view field, const std::string& what) {
  return {ErrorCode::parse, "The field \"" + std::string(field) + "\" " + what + "."};
}

std::string item_name(std::string_view field, std::size_t i) {
  return std::string(field) + "[" + std::to_string(i) + "]";
}

std::optional<Error> read_bool(const Value& d, std::string_view field, bool& out) {
  if (!d.is_bool()) return field_error(field, "must be true or false, not " + shown_in_message(d));
  out = d.as_bool();
  return std::nullopt;
}

std::optional<Error> read_int(const Value& d, std::string_view field, int lo, int hi, int& out) {
  const double n = d.is_number() ? d.as_number() : 0.5;
  if (!whole_in_range(n, lo, hi))
    return field_error(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                                  ", not " + shown_in_message(d));
  out = int(n);
  return std::nullopt;
}

// `index`: the tile's place in a list, named in the message (-1: not in a
// list). The name is built only for an error: a good hand builds no strings.
std::optional<Error> read_tile(const Value& d, std::string_view field, Tile& out, RedFives& red, int index = -1) {
  if (d.is_string())
    if (auto t = parse_riichi_tile(d.as_string())) {
      out = t->tile;
      if (t->red) ++red[int(suit_of(t->tile))];
      return std::nullopt;
    }
  return field_error(index < 0 ? std::string(field) : item_name(field, std::size_t(index)),
                     "holds " + shown_in_message(d) +
                         ", which is not a tile; tiles are 1m-9m, 1p-9p, 1s-9s, red fives 0m 0p 0s, "
                                "E S W N, C (red), F (green), P (white)");
}

std::optional<Error> read_tiles(const Value& d, std::string_view field, std::vector<Tile>& out, RedFives& red,
                                std::size_t most = kMaxListTiles) {
  if (!d.is_array()) return field_error(field, "must be a list of tiles, not " + shown_in_message(d));
  if (d.size() > most)
    return field_error(field, most == kMaxListTiles ? std::string("has far more tiles than any hand")
                                                    : "lists " + std::to_string(d.size()) + " tiles; at most " +
                                                          std::to_string(most) + " are shown");
  out.reserve(d.size());
  int i = 0;
  for (Value item : d.items()) {
    Tile t;
    if (auto err = read_tile(item, field, t, red, i++)) return err;
    out.push_back(t);
  }
  return std::nullopt;
}

std::optional<Error> read_wind(const Value& d, std::string_view field, Wind& out) {
  if (d.is_string())
    if (auto w = parse_wind_code(d.as_string())) {
      out = *w;
      return std::nullopt;
    }
  return field_error(field, "must be one of \"E\", \"S\", \"W\", \"N\", not " + shown_in_message(d));
}

std::optional<Error> read_meld(const Value& d, const std::string& field, Meld& out, RedFives& red) {
  if (!d.is_object())
    return field_error(field, "must be an object such as {\"type\": \"pung\", \"tiles\": [\"E\", \"E\", \"E\"]}, not " +
                                  shown_in_message(d));
  bool has_type = false, has_tiles = false;
  for (auto [key, value] : d.fields()) {
    const std::string name = field + "." + std::string(key);
    std::optional<Error> err;
    if (key == "type") {
      has_type = true;
      const auto type = value.is_string() ? meld_type_named(value.as_string()) : std::nullopt;
      if (!type)
        return Error{ErrorCode::bad_meld, "The field \"" + name + "\" must be \"chow\", \"pung\" or \"kong\", not " +
                                              shown_in_message(value) + "."};
      out.type = *type;
    } else if (key == "concealed") {
      err = read_bool(value, name, out.concealed);
    } else if (key == "tiles") {
      has_tiles = true;
      err = read_tiles(value, name, out.tiles, red);
    } else if (key == "claimed_from") {
      int from = 0;
      err = read_int(value, name, 0, kMaxClaimedFrom, from);
      out.claimed_from = ClaimedFrom(from);
    } else {
      err = field_error(name, "is not part of a meld (a meld has type, tiles, concealed and claimed_from)");
    }
    if (err) return err;
  }
  if (!has_type || !has_tiles)
    return Error{ErrorCode::bad_meld, "The meld " + field + " needs both \"type\" and \"tiles\"."};
  return std::nullopt;
}

// One option by its row (option_table.cpp).
std::optional<Error> read_option(const OptionRow& row, const Value& d, Options& out) {
  const std::string field = "options." + std::string(row.name);
  switch (row.kind) {
    case OptionKind::boolean: return read_bool(d, field, out.*row.flag);
    case OptionKind::choice:
      for (int i = 0; i < row.count; ++i)
        if (d.is_string() && d.as_string() == row.choices[i]) return set_option_index(row, out, i), std::nullopt;
      break;
    case OptionKind::number:
      for (int i = 0; i < row.count; ++i)
        if (d.is_number() && d.as_number() == row.numbers[i]) return set_option_index(row, out, i), std::nullopt;
      break;
  }
  std::string allowed;
  for (int i = 0; i < row.count; ++i)
    allowed += (i ? (i + 1 == row.count ? " or " : ", ") : "") +
               (row.kind == OptionKind::choice ? "\"" + std::string(row.choices[i]) + "\"" : std::to_string(row.numbers[i]));
  return field_error(field, "must be " + allowed + ", not " + shown_in_message(d));
}

}  // namespace

std::optional<RiichiTile> parse_riichi_tile(std::string_view code) {
  // A suited tile is its rank and its suit's letter (0 for a red five),
  // read directly: tiles are most of a hand's text. Honours by their codes.
  if (code.size() == 2 && code[0] >= '0' && code[0] <= '9') {
    const int suit = code[1] == 'm' ? 0 : code[1] == 'p' ? 1 : code[1] == 's' ? 2 : -1;
    if (suit < 0) return std::nullopt;
    const bool red = code[0] == '0';
    return RiichiTile{suited_tile(Suit(suit), red ? 5 : code[0] - '0'), red};
  }
  if (auto t = parse_tile_code(code); t && is_honor(*t)) return RiichiTile{*t, false};
  return std::nullopt;
}

std::string without_red_fives(std::string_view text, RedFives& red) {
  std::string out(text);
  for (std::size_t i = 0; i < out.size();) {
    if (out[i] < '0' || out[i] > '9') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < out.size() && out[j] >= '0' && out[j] <= '9') ++j;
    // A run of digits is tiles when a suit letter ends it; a claim digit in a
    // meld's brackets ("[567m2]") is followed by the bracket.
    const int suit = j < out.size() ? (out[j] == 'm' ? 0 : out[j] == 'p' ? 1 : out[j] == 's' ? 2 : -1) : -1;
    if (suit >= 0)
      for (std::size_t k = i; k < j; ++k)
        if (out[k] == '0') out[k] = '5', ++red[suit];
    i = j;
  }
  return out;
}

std::optional<Error> riichi_options_from_json(const json::Value& options, Options& out) {
  if (!options.is_object()) return field_error("options", "must be an object, not " + shown_in_message(options));
  Value preset = options;
  if (options.find("preset", preset)) {
    const PresetRow* row = preset.is_string() ? preset_named(preset.as_string()) : nullptr;
    if (!row)
      return field_error("options.preset", "must be \"tenhou\", \"mahjong_soul\", \"wrc\", \"ema\" or \"m_league\", not " +
                                               shown_in_message(preset));
    out = row->values;
  }
  for (auto [key, value] : options.fields()) {
    if (key == "preset") continue;
    const OptionRow* row = option_named(key);
    if (!row)
      return field_error("options." + std::string(key),
                         "is not a Riichi option (preset, aka_dora, open_tanyao, kiriage, kazoe, double_yakuman, "
                         "yakuman_stacking, double_wind_pair_fu, renhou)");
    if (auto err = read_option(*row, value, out)) return err;
  }
  return std::nullopt;
}

Outcome<RiichiHand> riichi_hand_from_json(const json::Value& doc) {
  if (!doc.is_object()) return Error{ErrorCode::parse, "A hand is a JSON object, not " + shown_in_message(doc) + "."};
  Outcome<RiichiHand> result(std::in_place);
  RiichiHand& hand = result.value();
  bool has_text = false, has_tiles = false;
  Value text = doc;
  for (auto [key, value] : doc.fields()) {
    const std::string field(key);
    std::optional<Error> err;
    if (key == "text") {
      if (!value.is_string()) err = field_error(field, "must be a string of tiles, not " + shown_in_message(value));
      else if (value.as_string().size() > kMaxTextBytes)
        err = field_error(field, "is longer than any hand's notation (at most " + std::to_string(kMaxTextBytes) +
                                     " characters)");
      text = value, has_text = true;
    } else if (key == "rules") {
      if (!value.is_string() || value.as_string() != "riichi")
        err = field_error(field, "must be \"riichi\" for a Riichi hand, not " + shown_in_message(value));
    } else if (key == "concealed") {
      has_tiles = true;
      err = read_tiles(value, field, hand.concealed, hand.red);
    } else if (key == "melds") {
      has_tiles = true;
      if (!value.is_array()) err = field_error(field, "must be a list of melds, not " + shown_in_message(value));
      else if (value.size() > 4) err = field_error(field, "lists " + std::to_string(value.size()) + " melds; a hand has at most four");
      std::size_t i = 0;
      if (!err)
        for (Value meld : value.items()) {
          hand.melds.emplace_back();
          if ((err = read_meld(meld, item_name(field, i++), hand.melds.back(), hand.red))) break;
        }
    } else if (key == "win_tile") {
      has_tiles = true;
      err = read_tile(value, field, hand.win_tile, hand.red);
    } else if (key == "prevalent_wind") {
      err = read_wind(value, field, hand.prevalent_wind);
    } else if (key == "seat_wind") {
      err = read_wind(value, field, hand.seat_wind);
    } else if (key == "discarder") {
      if (!value.is_null()) {
        Wind w = Wind::east;
        if (!(err = read_wind(value, field, w))) hand.discarder = w;
      }
    } else if (key == "dora_indicators") {
      err = read_tiles(value, field, hand.dora_indicators, hand.red_indicators, kMaxIndicators);
    } else if (key == "ura_dora_indicators") {
      err = read_tiles(value, field, hand.ura_dora_indicators, hand.red_indicators, kMaxIndicators);
    } else if (key == "honba") {
      err = read_int(value, field, 0, kMaxCounter, hand.honba);
    } else if (key == "riichi_sticks") {
      err = read_int(value, field, 0, kMaxCounter, hand.riichi_sticks);
    } else if (key == "options") {
      err = riichi_options_from_json(value, hand.options);
    } else if (key == "id") {
      // The caller's label for the hand.
    } else {
      static constexpr std::pair<std::string_view, bool RiichiHand::*> kFlags[] = {
          {"self_drawn", &RiichiHand::self_drawn},
          {"kong_replacement", &RiichiHand::kong_replacement},
          {"robbing_kong", &RiichiHand::robbing_kong},
          {"last_tile_of_wall", &RiichiHand::last_tile_of_wall},
          {"riichi", &RiichiHand::riichi},
          {"double_riichi", &RiichiHand::double_riichi},
          {"ippatsu", &RiichiHand::ippatsu},
          {"first_turn", &RiichiHand::first_turn},
      };
      bool known = false;
      for (const auto& [name, member] : kFlags)
        if (key == name) known = true, err = read_bool(value, field, hand.*member);
      if (!known)
        err = field_error(field, "is not part of a Riichi hand (see the hand format: concealed, melds, win_tile or "
                                 "text, the win flags, winds, riichi, indicators, honba, riichi_sticks, options)");
    }
    if (err) return *err;
  }
  if (has_text && has_tiles)
    return Error{ErrorCode::parse,
                 "Give the tiles either as \"text\" or as \"concealed\", \"melds\" and \"win_tile\", not both."};
  if (has_text) {
    auto tiles = parse_notation(without_red_fives(text.as_string(), hand.red));
    if (!tiles) return tiles.error();
    hand.concealed = std::move(tiles.value().concealed);
    hand.melds = std::move(tiles.value().melds);
    hand.win_tile = tiles.value().win_tile;
  }
  return result;
}

Outcome<RiichiHand> riichi_hand_from_json(json::Reader& reader, std::string_view text) {
  auto value = reader.read(text);
  if (!value) return value.error();
  return riichi_hand_from_json(value.value());
}

}  // namespace mahjong::riichi
