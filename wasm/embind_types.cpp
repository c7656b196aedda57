// The C++ types embind knows at startup: only those the bindings cross
// (wasm/*_bindings.cpp: void, bool, unsigned, std::uintptr_t, std::string).
// Emscripten's own libembind registers every built-in type, and each one
// registered brings its JS converter into the glue: std::wstring's UTF-16
// and UTF-32 coders, emscripten::val's handles, the memory views, 64-bit
// integers. The modules link embind's JS (embind.js, emval.js) without that
// library (wasm/CMakeLists.txt), and this file defines the two functions
// the library did: the first module's glue 8,087 to 6,862 B and its wasm
// 46,334 to 45,587 B (gzip -9). A binding that crosses another type fails
// at its first call with embind's UnboundTypeError (naming the type's id),
// as the module's tests would show: register it here.
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>

#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

namespace {
using emscripten::internal::TypeID;

template <typename T>
void register_integer(const char* name) {
  emscripten::internal::_embind_register_integer(TypeID<T>::get(), name, sizeof(T), std::numeric_limits<T>::min(),
                                                 std::numeric_limits<T>::max());
}
}  // namespace

extern "C" {

// The name embind's errors give a type (only an unbound type's error asks):
// the modules carry no type names (EMSCRIPTEN_HAS_UNBOUND_TYPE_NAMES=0, so
// no RTTI is linked for embind's type ids), so its id's address, in hex.
EMSCRIPTEN_KEEPALIVE char* __getTypeName(const void* type) {
  char* name = static_cast<char*>(std::malloc(2 + 2 * sizeof type + 1));  // embind frees it
  if (!name) return name;
  auto id = reinterpret_cast<std::uintptr_t>(type);
  name[0] = '0', name[1] = 'x';
  for (unsigned i = 0; i < 2 * sizeof type; ++i) name[2 + i] = "0123456789abcdef"[(id >> (4 * (2 * sizeof type - 1 - i))) & 15];
  name[2 + 2 * sizeof type] = '\0';
  return name;
}

// Run as the module starts, before the bindings' own registration.
EMSCRIPTEN_KEEPALIVE __attribute__((constructor)) void __embind_register_native_and_builtin_types() {
  using namespace emscripten::internal;
  _embind_register_void(TypeID<void>::get(), "void");
  _embind_register_bool(TypeID<bool>::get(), "bool", sizeof(bool), true, false);
  register_integer<unsigned int>("unsigned int");
  register_integer<unsigned long>("unsigned long");  // std::uintptr_t
  _embind_register_std_string(TypeID<std::string>::get(), "std::string");
}

}  // extern "C"
