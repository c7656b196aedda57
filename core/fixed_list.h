// A list with its room inside it: results carry their fans and groups without
// touching the heap, so scoring a hand allocates nothing.
#pragma once

#include <array>
#include <cstddef>

namespace mahjong {

template <class T, std::size_t N>
class FixedList {
 public:
  // Callers size N to a true bound (one line per fan, seven groups at most).
  void push_back(const T& item) { items_[size_++] = item; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  static constexpr std::size_t capacity() { return N; }

 private:
  std::array<T, N> items_;  // not cleared: only the first size_ are ever read
  std::size_t size_ = 0;
};

}  // namespace mahjong
