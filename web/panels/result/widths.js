// How wide the seats' texts are drawn, in em, so that a row's size is set
// as one to its widest (style.css: as large as a seat's cell holds, from
// the seats' width). The widths are DejaVu Sans's, the widest face the page
// meets (Linux's, the tests'); a narrower one (Roboto, San Francisco) only
// leaves more room.
const width = (text, widths, other) => [...text].reduce((em, c) => em + (widths[c] ?? (c >= '\u2e80' ? 1 : other)), 0);

// A payment (.pay): bold and condensed, each character .05em closer (its letter-spacing); a digit .63em.
const PAY = { '+': 0.71, '-': 0.33, ',': 0.3, '.': 0.3 };

/** The width of a payment, in em. */
export const paymentWidth = (text) => width(text, PAY, 0.58);

/** The width of a line of a seat's label, in em: a Chinese or Japanese character is one, a Latin letter at most 0.6. */
export const lineWidth = (line) => width(line.trim(), {}, 0.6);
