// The module's whole surface: a handful of functions taking and returning
// plain objects. Errors come back as values ({ok: false, error}), never as
// exceptions.
#include <emscripten/bind.h>

#include "hand_io.h"
#include "notation.h"
#include "val_document.h"

using emscripten::val;

namespace mahjong {
namespace {

val score_js(val hand) { return val_from_document(score_document(document_from_val(hand))); }

// Text notation -> the hand's tiles: {ok, hand: {rules, concealed, melds, win_tile}, text},
// `text` being the canonical notation.
val parse_js(std::string text) {
  Document doc = Document::object();
  doc.set("text", text);
  auto hand = hand_from_document(doc);
  if (!hand) return val_from_document(to_document(hand.error()));
  Document out = Document::object();
  out.set("ok", true);
  out.set("hand", to_document(hand.value()));
  out.set("text", format_notation(hand.value()));
  return val_from_document(out);
}

// A hand (tiles as lists, or text) -> {ok, text}: its canonical notation.
val format_js(val hand) {
  auto read = hand_from_document(document_from_val(hand));
  if (!read) return val_from_document(to_document(read.error()));
  Document out = Document::object();
  out.set("ok", true);
  out.set("text", format_notation(read.value()));
  return val_from_document(out);
}

val catalog_js(std::string rules) {
  return val_from_document(mahjong::catalog(rules == "hk" ? RuleSet::hk : RuleSet::mcr));
}

}  // namespace
}  // namespace mahjong

EMSCRIPTEN_BINDINGS(mahjong) {
  emscripten::function("score", &mahjong::score_js);
  emscripten::function("parse", &mahjong::parse_js);
  emscripten::function("format", &mahjong::format_js);
  emscripten::function("catalog", &mahjong::catalog_js);
}
