#include "notation.h"

#include <cctype>

#include "meld_shape.h"
#include "words.h"

namespace mahjong {
namespace {

constexpr std::string_view kHonorLetters = "ESWNCFP";
// Tenhou's 1z-7z: East South West North, then white, green, red.
constexpr Tile kTenhouHonors[7] = {27, 28, 29, 30, kWhiteDragon, kGreenDragon, kRedDragon};

std::optional<Suit> suit_letter(char c) {
  switch (c) {
    case 'm': return Suit::characters;
    case 'p': return Suit::dots;
    case 's': return Suit::bamboo;
    default: return std::nullopt;
  }
}

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Outcome<HandTiles> read() {
    HandTiles out;
    std::vector<Tile> standing;
    while (skip_spaces(), pos_ < text_.size()) {
      if (text_[pos_] == '[') {
        auto meld = read_meld();
        if (!meld) return meld.error();
        out.melds.push_back(std::move(meld).value());
      } else if (text_[pos_] == ']') {
        return fail("a ']' without its '['");
      } else {
        std::string digits;
        auto err = read_group(standing, digits, /*in_meld=*/false);
        if (err) return *err;
      }
    }
    if (!standing.empty()) {
      out.win_tile = standing.back();
      standing.pop_back();
    }
    out.concealed = std::move(standing);
    return out;
  }

 private:
  void skip_spaces() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  // (The first module never writes these: core/words.h's told().)
  template <class... What>
  Error fail(const What&... what) const {
    return {ErrorCode::parse, told("Cannot read the hand \"", text_, "\" at character ", pos_ + 1, ": ", what..., ".")};
  }

  // One run: digits then a suit letter ("123m", "5z"), or one honour letter.
  // Digits left without a suit letter stay in `digits` for the caller (a
  // meld's claim digit).
  std::optional<Error> read_group(std::vector<Tile>& tiles, std::string& digits, bool in_meld) {
    char c = text_[pos_];
    if (auto h = kHonorLetters.find(c); h != std::string_view::npos) {
      if (!digits.empty()) return fail("the digits \"", digits, "\" have no suit letter");
      tiles.push_back(Tile(27 + h));
      ++pos_;
      return std::nullopt;
    }
    if (!std::isdigit(static_cast<unsigned char>(c))) {
      constexpr std::string_view not_tile = " is not a tile; tiles are 1-9 with m, p or s, or E S W N C F P";
      if (static_cast<unsigned char>(c) >= 0x80) return fail("a non-ASCII character", not_tile);
      return fail('\'', c, '\'', not_tile);
    }
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
      digits.push_back(text_[pos_++]);
    if (pos_ >= text_.size() || (text_[pos_] != 'z' && !suit_letter(text_[pos_]))) {
      bool letter_follows = pos_ < text_.size() && std::isalpha(static_cast<unsigned char>(text_[pos_]));
      if (letter_follows && kHonorLetters.find(text_[pos_]) == std::string_view::npos)
        return fail('\'', text_[pos_], "' after \"", digits, "\" is not a suit letter (m, p, s or z)");
      if (in_meld) return std::nullopt;  // maybe the claim digit
      return fail("the digits \"", digits, "\" have no suit letter (m, p, s or z)");
    }
    char letter = text_[pos_++];
    for (char d : digits) {
      int rank = d - '0';
      if (letter == 'z') {
        if (rank < 1 || rank > 7) return fail(d, "z is not a tile (honours are 1z-7z)");
        tiles.push_back(kTenhouHonors[rank - 1]);
      } else {
        if (rank < 1) return fail('0', letter, " is not a tile (ranks are 1-9)");
        tiles.push_back(suited_tile(*suit_letter(letter), rank));
      }
    }
    digits.clear();
    return std::nullopt;
  }

  Outcome<Meld> read_meld() {
    std::size_t open = pos_++;
    std::vector<Tile> tiles;
    std::string digits;
    while (skip_spaces(), pos_ < text_.size() && text_[pos_] != ']') {
      if (text_[pos_] == '[') return fail("a '[' inside a meld");
      if (auto err = read_group(tiles, digits, /*in_meld=*/true)) return *err;
      if (!digits.empty()) break;  // a trailing claim digit must close the meld
    }
    skip_spaces();
    if (pos_ >= text_.size()) {
      pos_ = open;
      return fail("a '[' that is never closed");
    }
    if (text_[pos_] != ']')
      return fail("the claim digit \"", digits, "\" must be the last thing in a meld, before ']'");
    ++pos_;
    std::string_view written = text_.substr(open, pos_ - open);
    if (digits.size() > 1)
      return Error{ErrorCode::parse, told("The meld ", written, " ends in \"", digits,
                                          "\"; a meld takes at most one digit saying who it was "
                                          "claimed from (1-3, or 5-7 for an added kong).")};
    if (digits == "0")
      return Error{ErrorCode::parse, told("The meld ", written,
                                          " ends in 0; the claim digit is 1-3 (or 5-7 for an added "
                                          "kong), and a concealed kong has none.")};
    ClaimedFrom from = digits.empty() ? 0 : ClaimedFrom(digits[0] - '0');
    return meld_from_tiles(std::move(tiles), from, written);
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

void append_sorted_run(std::string& out, std::vector<Tile> tiles) {
  sort_tiles(tiles);
  out += format_tiles(tiles);
}

}  // namespace

Outcome<HandTiles> parse_notation(std::string_view text) { return Reader(text).read(); }

std::string format_tiles(const std::vector<Tile>& tiles) {
  std::string out;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    Tile t = tiles[i];
    if (is_honor(t)) {
      out += tile_code(t);
      continue;
    }
    out += char('0' + rank_of(t));
    bool run_ends = i + 1 == tiles.size() || !is_suited(tiles[i + 1]) ||
                    suit_of(tiles[i + 1]) != suit_of(t);
    if (run_ends) out += tile_code(t)[1];
  }
  return out;
}

std::string format_notation(const std::vector<Tile>& concealed, const std::vector<Meld>& melds,
                            Tile win_tile) {
  std::string out;
  for (const Meld& m : melds) {
    out += '[';
    out += format_tiles(m.tiles);
    if (m.claimed_from) out += char('0' + m.claimed_from);
    else if (!(m.type == MeldType::kong && m.concealed)) {
      // A claimed meld with no digit would read back as a concealed kong; the
      // digit 1 (the usual claim of a chow) keeps it claimed.
      if (m.type == MeldType::kong) out += '1';
    }
    out += ']';
  }
  append_sorted_run(out, concealed);
  if (win_tile != kNoTile) out += format_tiles({win_tile});
  return out;
}

namespace {

// Calls on_digit(char&, suit) for each digit of a suited run: a run of digits
// is tiles when a suit letter ends it; a claim digit in a meld's brackets
// ("[567m2]") is followed by the bracket.
template <class F>
void for_each_suited_digit(std::string& text, F&& on_digit) {
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] < '0' || text[i] > '9') {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    const int suit = j < text.size() ? (text[j] == 'm' ? 0 : text[j] == 'p' ? 1 : text[j] == 's' ? 2 : -1) : -1;
    if (suit >= 0)
      for (std::size_t k = i; k < j; ++k) on_digit(text[k], suit);
    i = j;
  }
}

}  // namespace

std::string format_notation(const Hand& hand) {
  std::string text = format_notation(hand.concealed, hand.melds, hand.win_tile);
  // Red fives: the first fives of their suit, as many as the hand has.
  if (hand.red_fives != RedFives{}) {
    RedFives left = hand.red_fives;
    for_each_suited_digit(text, [&](char& c, int suit) {
      if (c == '5' && left[suit]) c = '0', --left[suit];
    });
  }
  return text;
}

std::string without_red_fives(std::string_view text, RedFives& red) {
  std::string out(text);
  for_each_suited_digit(out, [&](char& c, int suit) {
    if (c == '0') c = '5', ++red[suit];
  });
  return out;
}

}  // namespace mahjong
