// Who sits at which wind, hand by hand. Players are numbered by their seat at
// the first hand: 0 East, 1 South, 2 West, 3 North.
export const WINDS = ['E', 'S', 'W', 'N'];

// MCR: sixteen hands, four for each prevalent wind (seeds 000 and 002: "exactly
// 4 hands for each prevailing wind ... one match consists of exactly 16
// hands"). Seats follow the e-book's "Rotation and rounds" table (seed 003):
// the seating rotates after every hand, a drawn hand included, and the player
// who is East at hand 1 is South at 2, West at 3, North at 4, East again at 5.
// Seeds 000 and 002 speak of changing chairs (at the half, or every four
// hands); that moves people around the table, not the winds, so the sheet
// follows the table, as issue 14 asks.
export const MCR_HANDS = 16;

/** The winds of MCR hand `n` (0-based): the prevalent wind and each player's seat. */
export function mcrSeating(n) {
  return {
    prevalent: WINDS[Math.floor(n / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p + n) % 4]),
  };
}

// Hong Kong: the dealer (East) keeps the deal after winning; otherwise it
// passes to the dealer's right, the player who sat South, and every seat wind
// moves one back. The prevalent wind moves once each player has dealt (four
// passes). Tables differ on a drawn hand (流局): `dealer_keeps_on_draw`.

/** The start of an HK game: player 0 deals. */
export const HK_START = { dealer: 0, passes: 0 };

/** The winds of an HK hand from its dealer state. */
export function hkSeating({ dealer, passes }) {
  return {
    prevalent: WINDS[Math.floor(passes / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p - dealer + 4) % 4]),
  };
}

/**
 * The dealer state after a hand: `winner` is a player or null for a draw.
 */
export function hkNext(state, winner, { dealer_keeps_on_draw = true } = {}) {
  const keeps = winner === null ? dealer_keeps_on_draw : winner === state.dealer;
  return keeps ? state : { dealer: (state.dealer + 1) % 4, passes: state.passes + 1 };
}
