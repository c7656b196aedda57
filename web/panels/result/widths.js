// How wide the seats' texts are drawn, in em, so that a row's size is set
// as one to its widest (style.css: as large as a seat's cell holds, from
// the seats' width). The widths are DejaVu Sans's, the widest face the page
// meets (Linux's, the tests'); a narrower one (Roboto, San Francisco) only
// leaves more room.

// A payment (.pay: bold, condensed, letter-spacing -.05em).
const PAY = { '+': 0.76, '-': 0.38, ',': 0.35, '.': 0.35 }; // any other (a digit): 0.63
const PAY_SPACING = -0.05;

/** The width of a payment, in em. */
export const paymentWidth = (text) => [...text].reduce((em, c) => em + (PAY[c] ?? 0.63) + PAY_SPACING, 0);

/** The width of a line of a seat's label, in em: a Chinese or Japanese character is one, a Latin letter at most 0.6. */
export const lineWidth = (line) => [...line.trim()].reduce((em, c) => em + (c >= '\u2e80' ? 1 : 0.6), 0);
