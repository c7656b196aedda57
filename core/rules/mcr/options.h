// MCR's rule variants, chosen at run time (docs/mcr-rulings.md).
#pragma once

namespace mahjong {

// MCR: the defaults follow docs/mcr-rulings.md; each other option selects a
// seed's reading where the seeds disagree with the rulings. The table in
// core/rules/mcr/option_table.cpp names and describes them.
struct McrOptions {
  bool concealed_and_melded_kong_fan = true;
  bool two_concealed_kongs_with_two_concealed_pungs = false;
  bool melded_and_concealed_kong_as_two_melded_kongs = false;
  bool all_terminals_without_triple_pung = false;
  bool wind_pungs_in_wind_fans_score_terminal_pungs = false;
};

}  // namespace mahjong
