#include "compact_result.h"

#include <cstring>

#include "json_writer.h"

namespace mahjong {

void write_compact_error(std::string& out, const Error& error) {
  out += "0|";
  out += error_code_name(error.code);
  out += '|';
  out += error.message;
}

namespace {

// Writes through a cursor into room sized beforehand: at -Oz each
// std::string::operator+=(char) is a call.
class Cursor {
 public:
  Cursor(std::string& out, std::size_t bound) : out_(out) {
    const std::size_t start = out.size();
    out_.resize(start + bound);
    p_ = &out_[start];
  }
  ~Cursor() { out_.resize(std::size_t(p_ - out_.data())); }
  Cursor& operator<<(char c) {
    *p_++ = c;
    return *this;
  }
  Cursor& operator<<(std::string_view s) {
    std::memcpy(p_, s.data(), s.size());
    p_ += s.size();
    return *this;
  }
  Cursor& operator<<(int n) {
    unsigned u = n < 0 ? 0u - unsigned(n) : unsigned(n);
    if (n < 0) *p_++ = '-';
    char digits[10];
    int k = 0;
    do digits[k++] = char('0' + u % 10);
    while (u /= 10);
    while (k) *p_++ = digits[--k];
    return *this;
  }
  void number(double n) {  // the rare double (a Hong Kong payment): through the general writer
    std::string text;
    json::write_number(text, n);
    *this << std::string_view(text);
  }

 private:
  std::string& out_;
  char* p_;
};

}  // namespace

void write_compact_result(std::string& out, const Score& score) {
  const bool hk = score.rules == RuleSet::hk;
  // Room: the fixed fields (six numbers of at most 11 characters), four
  // payments (a double's text is at most 25), each fan's id and two numbers,
  // each group's kind, flags and tiles.
  std::size_t bound = 16 + 6 * 12 + 4 * 26;
  for (const FanLine& f : score.fans) bound += f.fan->id.size() + 2 * 12 + 1;
  bound += score.arrangement.size() * (3 + 14);
  Cursor w(out, bound);
  w << (hk ? std::string_view("1|hk|") : std::string_view("1|mcr|")) << score.total << '|' << score.flowers
    << (score.meets_minimum ? std::string_view("|1|") : std::string_view("|0|")) << score.capped_total
    << (score.limit_hand ? std::string_view("|1|") : std::string_view("|0|")) << score.base_points << '|';
  if (score.payments)
    for (int seat = 0; seat < 4; ++seat) {
      if (seat) w << ',';
      // Hong Kong payments are in base points until here: the stake makes them money.
      if (hk) w.number((*score.payments)[seat] * score.stake);
      else w << (*score.payments)[seat];
    }
  w << '|';
  bool first = true;
  for (const FanLine& f : score.fans) {
    if (!first) w << ',';
    first = false;
    w << f.fan->id << ':' << f.fan->points << ':' << f.count;
  }
  w << '|';
  first = true;
  for (const ShownGroup& g : score.arrangement) {
    if (!first) w << ',';
    first = false;
    w << char('0' + int(g.kind)) << char('0' + (g.declared ? 1 : 0) + (g.concealed ? 2 : 0) + (g.has_winning_tile ? 4 : 0));
    for (Tile t : g) w << char('0' + t);
  }
}

void score_compact(json::Reader& reader, std::string_view text, std::string& out) {
  auto hand = hand_from_json(reader, text);
  if (!hand) return write_compact_error(out, hand.error());
  auto score = score_hand(hand.value());
  if (!score) return write_compact_error(out, score.error());
  write_compact_result(out, score.value());
}

std::string tile_codes() {
  std::string out;
  for (int t = 0; t < kTileKinds; ++t) out += (t ? "," : "") + std::string(tile_code(Tile(t)));
  return out;
}

std::string group_kinds() {
  std::string out;
  for (int k = 0; k <= int(ShownGroup::Kind::tiles); ++k)
    out += (k ? "," : "") + std::string(group_kind_name(ShownGroup::Kind(k)));
  return out;
}

}  // namespace mahjong
