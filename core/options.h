// Rule variants, chosen at run time. Every option and its default is named in
// the rule set's documentation (docs/mcr-rulings.md, docs/hk-rules.md).
#pragma once

namespace mahjong {

struct McrOptions {
  // Competition rules (seed 003, notes 4-5): exactly one melded and one
  // concealed kong score the single 5-point fan Concealed Kong and Melded Kong.
  // Off: Melded Kong (1) + Concealed Kong (2), as the 1998 text reads.
  bool concealed_and_melded_kong_fan = true;
};

struct Options {
  McrOptions mcr;
};

}  // namespace mahjong
