// Errors are values: every entry point returns either its result or an Error
// with one of the spec's codes and a message a person can act on.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace mahjong {

enum class ErrorCode { parse, tile_count, too_many_copies, bad_meld, not_winning, inconsistent };

std::string_view error_code_name(ErrorCode code);

struct Error {
  ErrorCode code;
  std::string message;
};

template <class T>
class Outcome {
 public:
  Outcome(T value) : state_(std::move(value)) {}
  // Builds the value in place: large results are filled where they will be
  // returned (with NRVO) instead of being copied in.
  explicit Outcome(std::in_place_t) : state_(std::in_place_index<0>) {}
  Outcome(Error error) : state_(std::move(error)) {}

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T& value() const& { return std::get<0>(state_); }
  T& value() & { return std::get<0>(state_); }
  T&& value() && { return std::get<0>(std::move(state_)); }
  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

}  // namespace mahjong
