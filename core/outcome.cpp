#include "outcome.h"

namespace mahjong {

std::string_view error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::parse: return "parse";
    case ErrorCode::tile_count: return "tile_count";
    case ErrorCode::too_many_copies: return "too_many_copies";
    case ErrorCode::bad_meld: return "bad_meld";
    case ErrorCode::not_winning: return "not_winning";
    case ErrorCode::inconsistent: return "inconsistent";
  }
  return "parse";
}

}  // namespace mahjong
