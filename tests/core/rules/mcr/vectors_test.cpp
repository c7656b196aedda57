// The reference vectors (copied from the shared reference set) and the
// worked examples of the rule texts, each a hand with its exact fans.
#include "test_support.h"

namespace {

using nlohmann::ordered_json;
using namespace mahjong;

test::FanCounts expected_fans(const ordered_json& expect) {
  test::FanCounts out;
  for (const auto& f : expect["fans"]) out[f[0].get<std::string>()] += f[2].get<int>();
  return out;
}

// A vector passes when the fans and total match exactly; one marked "tie" may
// name other fans for the same total.
void check_vectors(const std::string& file) {
  int checked = 0;
  for (const auto& v : test::load_fixture(file)) {
    CAPTURE(v["id"].get<std::string>());
    Document result = score_document(document_from_json(v["hand"]));
    ordered_json got = json_from_document(result);
    if (v.contains("expect_error")) {
      REQUIRE_FALSE(got["ok"].get<bool>());
      std::vector<std::string> codes;
      if (v["expect_error"].is_array()) codes = v["expect_error"].get<std::vector<std::string>>();
      else codes.push_back(v["expect_error"].get<std::string>());
      std::string code = got["error"]["code"].get<std::string>();
      CHECK_MESSAGE(std::find(codes.begin(), codes.end(), code) != codes.end(), "got " << code);
      CHECK_FALSE(got["error"]["message"].get<std::string>().empty());
    } else {
      REQUIRE_MESSAGE(got["ok"].get<bool>(), got.dump());
      CHECK_EQ(got["total"].get<int>(), v["expect"]["total"].get<int>());
      if (!v.value("tie", false)) {
        CHECK_EQ(test::describe(test::fans_of(got)), test::describe(expected_fans(v["expect"])));
      }
    }
    ++checked;
  }
  MESSAGE(file << ": " << checked << " cases");
  CHECK_GT(checked, 0);
}

}  // namespace

TEST_CASE("reference vectors: every public hand scores exactly its fans") {
  check_vectors("mcr-public.jsonl");
}

TEST_CASE("reference vectors: every invalid input is refused with its code") {
  check_vectors("mcr-invalid.jsonl");
}

TEST_CASE("worked examples of the rule texts (seeds 000, 002, 004)") {
  check_vectors("mcr-seed-examples.jsonl");
}
