// libFuzzer over JSON hands, the way the command line and the page receive
// them: any input gives a well-formed result or error document.
#include <cstdint>
#include <string>

#include "hand_io.h"
#include "json_document.h"

using namespace mahjong;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  auto json = nlohmann::ordered_json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return 0;
  Document result = score_document(document_from_json(json));
  const Document* ok = result.find("ok");
  if (!ok || !ok->is_bool()) __builtin_trap();
  if (ok->as_bool()) {
    const Document* total = result.find("total");
    if (!total || !total->is_number() || total->as_number() < 0) __builtin_trap();
  } else {
    const Document* error = result.find("error");
    const Document* message = error ? error->find("message") : nullptr;
    if (!message || message->as_string().empty()) __builtin_trap();
  }
  return 0;
}
