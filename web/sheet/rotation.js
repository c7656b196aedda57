// Who sits at which wind, hand by hand. Players are numbered by their seat at
// the first hand: 0 East, 1 South, 2 West, 3 North.
export const WINDS = ['E', 'S', 'W', 'N'];

// MCR: sixteen hands, four for each prevalent wind (seeds 000 and 002: "exactly
// 4 hands for each prevailing wind ... one match consists of exactly 16
// hands"). The seats move after every hand, a drawn hand included (seed 003,
// "Rotation and rounds"). Which way is where the sources disagree: seed 003's
// sentence says the winds rotate counterclockwise, as at a table, where the
// dealer's marker passes to the dealer's right-hand neighbour (下家, who
// sat South) and the old dealer becomes North; its table lists one player as
// East, South, West, North in turn, which moves every player's wind on one,
// the deal going to the left (the player who sat North). A match plays the
// table's way ('right') unless it chose the seed table's ('left'); matches
// kept before the choice existed played the seed table's and keep it
// (match.js, dealOf). Seeds 000 and 002 speak of changing chairs (at the half,
// or every four hands); that moves people around the table, not the winds.
export const MCR_HANDS = 16;

/** Where the MCR deal passes: to the dealer's right (the table) or left (seed 003's table). */
export const MCR_DEALS = ['right', 'left'];

/** The winds of MCR hand `n` (0-based): the prevalent wind and each player's seat. */
export function mcrSeating(n, deal = 'right') {
  const step = deal === 'left' ? n : 4 - (n % 4);
  return {
    prevalent: WINDS[Math.floor(n / 4) % 4],
    seats: [0, 1, 2, 3].map((p) => WINDS[(p + step) % 4]),
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
