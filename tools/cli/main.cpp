// mahjong-score: the native scorer. One hand per line in, one result per line
// out (--jsonl), or one hand from the arguments.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "hand_io.h"
#include "json_document.h"

namespace {

using mahjong::Document;
using nlohmann::ordered_json;

constexpr const char* kUsage = R"(usage:
  mahjong-score --jsonl [--repeat K]   score one hand per input line (JSON, see the spec), one
                                       result per output line; K scores each hand K times
  mahjong-score TEXT [JSON-FLAGS]      score one hand in text notation, e.g.
                                       mahjong-score '[EEE1]123m456p789s5p5p' '{"self_drawn": true}'
  mahjong-score --catalog [mcr|hk]     the fan table and options as JSON
  mahjong-score --help
)";

Document error_line(const std::string& message) {
  return mahjong::to_document(mahjong::Error{mahjong::ErrorCode::parse, message});
}

// A line's result; "id", when the line has one, is echoed first.
ordered_json score_line(const std::string& line, int repeat) {
  ordered_json input;
  try {
    input = ordered_json::parse(line);
  } catch (const ordered_json::parse_error& e) {
    return mahjong::json_from_document(error_line(std::string("The line is not JSON: ") + e.what()));
  }
  Document doc = mahjong::document_from_json(input);
  Document result;
  for (int i = 0; i < repeat; ++i) result = mahjong::score_document(doc);
  ordered_json out = mahjong::json_from_document(result);
  if (input.is_object() && input.contains("id")) {
    ordered_json with_id = {{"id", input["id"]}};
    with_id.update(out);
    return with_id;
  }
  return out;
}

int run_jsonl(int repeat) {
  std::ios::sync_with_stdio(false);
  std::string line;
  std::string out;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out = score_line(line, repeat).dump(-1, ' ', false, ordered_json::error_handler_t::replace);
    out += '\n';
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  return 0;
}

int run_text(const std::string& text, const char* flags) {
  ordered_json hand = ordered_json::object();
  if (flags) {
    try {
      hand = ordered_json::parse(flags);
    } catch (const ordered_json::parse_error& e) {
      std::cerr << "The flags are not JSON: " << e.what() << "\n";
      return 2;
    }
    if (!hand.is_object()) {
      std::cerr << "The flags must be a JSON object such as {\"self_drawn\": true}.\n";
      return 2;
    }
  }
  hand["text"] = text;
  Document result = mahjong::score_document(mahjong::document_from_json(hand));
  std::cout << mahjong::json_from_document(result).dump(2) << "\n";
  return result.find("ok")->as_bool() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  bool jsonl = false;
  int repeat = 1;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "--jsonl") {
      jsonl = true;
    } else if (arg == "--repeat" && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
      if (repeat < 1) {
        std::cerr << "--repeat takes a count of 1 or more.\n";
        return 2;
      }
    } else if (arg == "--catalog") {
      std::string rules = i + 1 < argc ? argv[++i] : "mcr";
      auto doc = mahjong::catalog(rules == "hk" ? mahjong::RuleSet::hk : mahjong::RuleSet::mcr);
      std::cout << mahjong::json_from_document(doc).dump(2) << "\n";
      return 0;
    } else if (!jsonl && arg.rfind("--", 0) != 0) {
      return run_text(arg, i + 1 < argc ? argv[i + 1] : nullptr);
    } else {
      std::cerr << "Unknown argument " << arg << "\n" << kUsage;
      return 2;
    }
  }
  if (jsonl) return run_jsonl(repeat);
  std::cout << kUsage;
  return 0;
}
