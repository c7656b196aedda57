// The sheet as CSV (RFC 4180: comma separated, fields with commas, quotes or
// line breaks quoted, CRLF between records): a row per entry with each
// player's change and running total, for a spreadsheet.
import { replay } from './match.js';

/** `label(entry, row)` gives the text of an entry's description column. */
export function toCsv(match, label) {
  const { rows } = replay(match);
  const names = match.players;
  const head = ['hand', 'prevalent', 'result', 'points',
    ...names.map((n) => `${n} seat`), ...names.map((n) => `${n} change`), ...names.map((n) => `${n} total`), 'note'];
  const body = rows.map((row) => [
    row.hand ?? '', row.prevalent, label(row.entry, row),
    row.entry.kind === 'win' ? row.entry.points : '',
    ...row.seats, ...row.delta, ...row.totals, row.entry.note ?? '',
  ]);
  return [head, ...body].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

// A text cell that begins with =, +, -, @, a tab or a carriage return is
// read by spreadsheets as a formula (CSV injection: "=HYPERLINK(...)" in a
// name): a leading apostrophe makes it text, as OWASP advises. Numbers are
// written as numbers (a loss is -16, not '-16).
function field(value) {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
