// mahjong-score: the native scorer. One hand per line in, one result per line
// out (--jsonl), or one hand from the arguments. Lines are read through the
// core's bounded reader (core/json_reader.h), so any input gets one answer
// line in bounded time and memory, and the lines before it are never lost.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "analysis/analysis_json.h"
#include "hand_io.h"
#include "json_writer.h"
#include "rule_set.h"

namespace {

using mahjong::json::Kind;
using mahjong::json::Value;

constexpr const char* kUsage = R"(usage:
  mahjong-score --jsonl [--repeat K]   score one hand per input line (JSON, see the spec), one
                                       result per output line; K scores each hand K times
  mahjong-score TEXT [JSON-FLAGS]      score one hand in text notation, e.g.
                                       mahjong-score '[EEE1]123m456p789s5p5p' '{"self_drawn": true}'
  mahjong-score --analyze --jsonl      the hand analysis instead (issue 13): 13 tiles -> shanten,
                                       waits with their values, useful tiles; 14 -> discard advice
  mahjong-score --analyze TEXT [JSON-FLAGS]   the same for one hand in text notation
  mahjong-score --catalog [RULES]      a rule set's fan table and options as JSON
  mahjong-score --help
RULES, and a hand's "rules": )";

// The usage, with the registered rule sets' ids (core/rule_set.h).
std::string usage() { return kUsage + mahjong::rule_set_ids("or") + " (the first is the default)\n"; }

// What a line becomes: scored, or analysed (--analyze).
using LineAnswer = void (*)(mahjong::json::Reader&, std::string_view, std::string&);

void write_out(const std::string& s) { std::fwrite(s.data(), 1, s.size(), stdout); }

// Indented JSON for a person at a terminal (the one-hand and catalogue modes).
void pretty(std::string& out, const Value& v, int indent) {
  const auto newline = [&](int n) { out += '\n', out.append(std::size_t(n), ' '); };
  if (v.kind() == Kind::array || v.kind() == Kind::object) {
    const bool object = v.kind() == Kind::object;
    out += object ? '{' : '[';
    if (v.size() == 0) return void(out += object ? '}' : ']');
    bool first = true;
    for (auto [key, item] : v.fields()) {
      out += first ? "" : ",";
      first = false;
      newline(indent + 2);
      if (object) mahjong::json::write_string(out, key), out += ": ";
      pretty(out, item, indent + 2);
    }
    newline(indent);
    out += object ? '}' : ']';
  } else if (v.kind() == Kind::string) {
    mahjong::json::write_string(out, v.as_string());
  } else {
    out += v.source();
  }
}

std::string pretty(const std::string& compact) {
  mahjong::json::Reader reader({compact.size() + 1, 64, 1 << 20, 1 << 20, 1 << 20});
  auto value = reader.read(compact);
  if (!value) return compact;
  std::string out;
  pretty(out, value.value(), 0);
  return out + "\n";
}

// A line longer than the reader's cap is kept to one byte past it (enough
// for the reader to refuse it) and skipped to its end: memory stays bounded
// however long a line is. score:wasm reads lines the same way.
int run_jsonl(int repeat, LineAnswer answer) {
  mahjong::json::Reader reader;
  const std::size_t keep = reader.limits().max_bytes + 1;
  std::string line, out, result;
  char buf[1 << 16];
  const auto finish_line = [&] {
    if (line.find_first_not_of(" \t\r") != std::string::npos) {
      for (int i = 0; i < repeat; ++i) {
        result.clear();
        answer(reader, line, result);
      }
      out += result;
      out += '\n';
      if (out.size() >= (1 << 16)) write_out(out), out.clear();
    }
    line.clear();
  };
  bool pending = false;  // a line begun and not yet ended
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, stdin)) > 0;) {
    for (std::size_t i = 0; i < n;) {
      const char* nl = static_cast<const char*>(std::memchr(buf + i, '\n', n - i));
      const std::size_t piece = (nl ? std::size_t(nl - buf) : n) - i;
      line.append(buf + i, std::min(piece, keep - line.size()));
      pending = true;
      i += piece;
      if (nl) finish_line(), pending = false, ++i;
    }
  }
  if (pending) finish_line();
  write_out(out);
  return 0;
}

int run_text(const std::string& text, const char* flags, LineAnswer answer) {
  std::string hand = "{\"text\":";
  mahjong::json::write_string(hand, text);
  if (flags) {
    mahjong::json::Reader reader;
    auto value = reader.read(flags);
    if (!value) {
      std::fprintf(stderr, "The flags: %s\n", value.error().message.c_str());
      return 2;
    }
    if (!value.value().is_object()) {
      std::fprintf(stderr, "The flags must be a JSON object such as {\"self_drawn\": true}.\n");
      return 2;
    }
    // The flags' fields after the text: {"text": ..., <fields>}.
    const std::string_view object = value.value().source();
    if (value.value().size()) hand += ',', hand.append(object.substr(1, object.size() - 2));
  }
  hand += '}';
  mahjong::json::Reader reader;
  std::string result;
  answer(reader, hand, result);
  write_out(pretty(result));
  return result.compare(0, 10, "{\"ok\":true") == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  bool jsonl = false;
  int repeat = 1;
  LineAnswer answer = mahjong::score_json;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(usage().c_str(), stdout);
      return 0;
    } else if (arg == "--analyze") {
      answer = mahjong::analysis::analyze_line;
    } else if (arg == "--jsonl") {
      jsonl = true;
    } else if (arg == "--repeat" && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
      if (repeat < 1) {
        std::fputs("--repeat takes a count of 1 or more.\n", stderr);
        return 2;
      }
    } else if (arg == "--catalog") {
      const std::string name(i + 1 < argc ? std::string_view(argv[++i]) : mahjong::rule_set(mahjong::RuleSet{}).id);
      auto rules = mahjong::rule_set_named(name);
      if (!rules) {
        std::fprintf(stderr, "%s\n", rules.error().message.c_str());
        return 2;
      }
      std::string out;
      mahjong::json::write_document(out, mahjong::catalog(rules.value()));
      write_out(pretty(out));
      return 0;
    } else if (!jsonl && arg.rfind("--", 0) != 0) {
      return run_text(arg, i + 1 < argc ? argv[i + 1] : nullptr, answer);
    } else {
      std::fprintf(stderr, "Unknown argument %s\n%s", arg.c_str(), usage().c_str());
      return 2;
    }
  }
  if (jsonl) return run_jsonl(repeat, answer);
  std::fputs(usage().c_str(), stdout);
  return 0;
}
