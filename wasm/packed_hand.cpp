#include "packed_hand.h"

#include <cstring>

#include "compact_result.h"
#include "hand_io.h"
#include "notation.h"
#include "rule_set.h"

namespace mahjong {
namespace {

// Reads the records; every read is bounds-checked, and a failed one leaves
// the cursor spent, so whatever the bytes the answer is a Hand or nothing.
class Bytes {
 public:
  explicit Bytes(std::string_view b) : p_(b.data()), end_(b.data() + b.size()) {}
  bool more() const { return ok_ && p_ < end_; }
  bool ok() const { return ok_; }
  unsigned byte() {
    if (p_ >= end_) return ok_ = false, 0;
    return static_cast<unsigned char>(*p_++);
  }
  std::string_view take(std::size_t n) {
    if (std::size_t(end_ - p_) < n) return ok_ = false, std::string_view();
    const std::string_view s(p_, n);
    p_ += n;
    return s;
  }
  double number() {
    double d = 0;
    const std::string_view s = take(sizeof d);
    if (ok_) std::memcpy(&d, s.data(), sizeof d);  // little-endian on WebAssembly and the fuzz hosts
    return d;
  }
  // A tile, a wind, ... below `count`; anything else fails the read.
  unsigned index(unsigned count) {
    const unsigned i = byte();
    if (i >= count) ok_ = false;
    return i;
  }
  bool tiles(std::vector<Tile>& out) {
    const unsigned n = byte();
    if (n > kMaxListTiles) return ok_ = false;
    out.resize(n);
    for (Tile& t : out) t = Tile(index(kTileKinds));
    return ok_;
  }

 private:
  const char* p_;
  const char* end_;
  bool ok_ = true;
};

bool read_option(Bytes& in, Hand& hand) {
  const unsigned index = in.byte();
  const unsigned kind = in.byte();
  const RuleSetInfo& rules = rule_set(hand.rules);
  if (index >= rules.options.size()) return false;
  const OptionRow& row = rules.options[index];
  void* options = rules.options_in(hand.options);
  switch (row.type) {
    case OptionType::boolean:
      if (kind != 0) return false;
      row.field.set(options, in.index(2));
      return in.ok();
    case OptionType::number: {
      const double n = kind == 1 ? in.number() : 0;
      if (kind != 1 || !in.ok() || !row.fits(n)) return false;
      row.field.set(options, row.whole ? double(int(n)) : n);
      return true;
    }
    case OptionType::choice:
      if (kind != 2) return false;
      row.field.set(options, in.index(unsigned(row.choice_count())));
      return in.ok();
  }
  return false;
}

}  // namespace

std::optional<Hand> hand_from_packed(std::string_view bytes) {
  Bytes in(bytes);
  Hand hand;
  std::size_t flag_count = 0;
  const HandFlag* flags = hand_flags(flag_count);
  std::string_view text;
  bool has_text = false, has_tiles = false;
  while (in.more()) {
    switch (in.byte()) {
      case 0: hand.rules = RuleSet(in.index(kRuleSets)); break;
      case 1: {
        const unsigned n = in.byte();
        text = in.take(n | in.byte() << 8);
        has_text = true;
        if (text.size() > kMaxTextBytes) return std::nullopt;
        break;
      }
      case 2: has_tiles = true, in.tiles(hand.concealed); break;
      case 3: {
        has_tiles = true;
        hand.melds.resize(in.byte());
        for (Meld& m : hand.melds) {
          m.type = MeldType(in.index(3));
          m.concealed = in.index(2) == 1;
          m.claimed_from = ClaimedFrom(in.index(kMaxClaimedFrom + 1));
          in.tiles(m.tiles);
        }
        break;
      }
      case 4: has_tiles = true, hand.win_tile = Tile(in.index(kTileKinds)); break;
      case 5: hand.prevalent_wind = Wind(in.index(4)); break;
      case 6: hand.seat_wind = Wind(in.index(4)); break;
      case 7: {
        const unsigned w = in.index(5);
        if (w < 4) hand.discarder = Wind(w);
        else hand.discarder.reset();
        break;
      }
      case 8: hand.liable = Wind(in.index(4)); break;
      case 9: hand.flower_count = int(in.index(kBonusKinds + 1)); break;
      case 10: {
        const unsigned n = in.index(kBonusKinds + 1);
        hand.bonus_tiles.resize(n);
        for (BonusTile& b : hand.bonus_tiles) b = BonusTile(in.index(kBonusKinds));
        hand.flower_count = int(n);
        break;
      }
      case 11: {
        const unsigned f = in.index(unsigned(flag_count));
        const bool value = in.index(2) == 1;
        if (in.ok()) hand.*flags[f].field = value;
        break;
      }
      case 12:
        if (!read_option(in, hand)) return std::nullopt;
        break;
      default: return std::nullopt;
    }
  }
  if (!in.ok() || (has_text && has_tiles)) return std::nullopt;
  if (has_text) {
    auto tiles = rule_set(hand.rules).red_fives ? parse_notation(without_red_fives(text, hand.red_fives))
                                                : parse_notation(text);
    if (!tiles) return std::nullopt;  // its error comes from the JSON path, with every other field's
    hand.concealed = std::move(tiles.value().concealed);
    hand.melds = std::move(tiles.value().melds);
    hand.win_tile = tiles.value().win_tile;
  }
  return hand;
}

bool score_packed(std::string_view bytes, CompactResult& out) {
  auto hand = hand_from_packed(bytes);
  if (!hand) return false;
  auto score = score_hand(*hand);
  if (!score) write_compact_error(out, score.error());
  else write_compact_result(out, score.value());
  return true;
}

}  // namespace mahjong
