// One option schema for every rule set: a row per option says its type
// (a boolean, a number in a range, one of named choices), its default, where
// the reading comes from and what it does. The hand reader, the packed
// boundary, the catalogue and the option rules read the rows; a rule set's
// table lives in its folder (core/rules/<id>/option_table.cpp).
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "words.h"

namespace mahjong {

// A rule set's rows of any kind, as its description lists them.
template <class T>
struct Rows {
  const T* data = nullptr;
  std::size_t count = 0;
  constexpr Rows() = default;
  template <std::size_t N>
  constexpr Rows(const std::array<T, N>& a) : data(a.data()), count(N) {}
  constexpr const T* begin() const { return data; }
  constexpr const T* end() const { return data + count; }
  constexpr std::size_t size() const { return count; }
  constexpr const T& operator[](std::size_t i) const { return data[i]; }
};

enum class OptionType : std::uint8_t {
  boolean,
  number,  // a whole number from `min` to `max`, or any number above `min` up to `max`
  choice   // one of `choices`, by name
};

// Reads and writes one member of a rule set's options struct as a number: a
// boolean as 0 or 1, a choice as its index in `choices`. The struct is the
// rule set's own (Options::<id>), which option_field's template ties to the
// member, so the untyped pointer never meets another struct.
struct OptionField {
  double (*get)(const void* options);
  void (*set)(void* options, double value);
};

template <class>
struct OptionMemberOf;
template <class T, class Owner>
struct OptionMemberOf<T Owner::*> {
  using type = T;
  using owner = Owner;
};

template <auto Member>
constexpr OptionField option_field() {
  using T = typename OptionMemberOf<decltype(Member)>::type;
  using Owner = typename OptionMemberOf<decltype(Member)>::owner;
  return {[](const void* p) -> double {
            const Owner& o = *static_cast<const Owner*>(p);
            if constexpr (std::is_enum_v<T>) return double(int(o.*Member));
            else return double(o.*Member);
          },
          [](void* p, double v) {
            Owner& o = *static_cast<Owner*>(p);
            if constexpr (std::is_enum_v<T>) o.*Member = T(int(v));
            else if constexpr (std::is_same_v<T, bool>) o.*Member = v != 0;
            else o.*Member = T(v);
          }};
}

constexpr int kMaxChoices = 8;
using OptionChoices = std::array<std::string_view, kMaxChoices>;

struct OptionRow {
  std::string_view name;
  OptionType type;
  OptionField field;
  // Numbers: the range; `whole` numbers include both ends, other numbers
  // must be above `min`.
  bool whole;
  double min, max;
  // Choices, in the order of the member's enumeration.
  OptionChoices choices;
  double initial;           // the default, as a number (the struct's initialiser)
  Words source;  // where the reading comes from
  Words en;      // what it does
  Words zh;

  double default_value() const { return initial; }
  int choice_count() const {
    int n = 0;
    while (n < kMaxChoices && !choices[n].empty()) ++n;
    return n;
  }
  // A number in the row's range.
  bool fits(double n) const {
    return whole ? n == std::floor(n) && n >= min && n <= max : n > min && n <= max;
  }
};

// A member of a rule set's options struct: how to read and write it, and its
// default (the struct's initialiser).
struct OptionMember {
  OptionField field;
  double initial;
};
template <auto Member>
constexpr OptionMember option_member() {
  using M = OptionMemberOf<decltype(Member)>;
  const typename M::owner defaults{};
  if constexpr (std::is_enum_v<typename M::type>) return {option_field<Member>(), double(int(defaults.*Member))};
  else return {option_field<Member>(), double(defaults.*Member)};
}

// The rows' shapes.
constexpr OptionRow boolean_option(std::string_view name, OptionMember m, std::string_view source,
                                   std::string_view en, std::string_view zh) {
  return {name, OptionType::boolean, m.field, false, 0, 1, {}, m.initial, source, en, zh};
}
constexpr OptionRow whole_number_option(std::string_view name, OptionMember m, int min, int max,
                                        std::string_view source, std::string_view en, std::string_view zh) {
  return {name, OptionType::number, m.field, true, double(min), double(max), {}, m.initial, source, en, zh};
}
// Any number above 0, up to `max`: money.
constexpr OptionRow positive_number_option(std::string_view name, OptionMember m, double max,
                                           std::string_view source, std::string_view en, std::string_view zh) {
  return {name, OptionType::number, m.field, false, 0, max, {}, m.initial, source, en, zh};
}
constexpr OptionRow choice_option(std::string_view name, OptionMember m, OptionChoices choices,
                                  std::string_view source, std::string_view en, std::string_view zh) {
  return {name, OptionType::choice, m.field, false, 0, 0, choices, m.initial, source, en, zh};
}

}  // namespace mahjong
