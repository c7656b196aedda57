// Riichi's options as a hand carries them (the spec's riichi.md, "Options"):
// the preset it names and each option named beside it, which wins over the
// preset's value whatever their order. The scorer reads effective().
#pragma once

#include <cstdint>

#include "option_table.h"

namespace mahjong {

struct RiichiOptions {
  riichi::Preset preset = riichi::Preset::tenhou;
  riichi::Options named;         // the values named in the hand
  std::uint16_t named_mask = 0;  // which of them, by their row in the option table

  riichi::Options effective() const { return riichi::effective_options(preset, named, named_mask); }
};

}  // namespace mahjong
