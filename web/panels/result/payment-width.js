// How wide a payment is, in em, as style.css draws it (.pay: bold,
// condensed, letter-spacing -.05em): the row's values are sized as one, to
// the widest, as large as a seat's cell holds. The glyphs' widths are
// DejaVu Sans's, the widest face the page meets (Linux's, the tests'); a
// narrower one (Roboto, San Francisco) only leaves more room.
const WIDTH = { '+': 0.76, '-': 0.38, ',': 0.35, '.': 0.35 }; // any other (a digit): 0.63
const SPACING = -0.05;

/** The width of `text` in em. */
export const paymentWidth = (text) => [...text].reduce((em, c) => em + (WIDTH[c] ?? 0.63) + SPACING, 0);
