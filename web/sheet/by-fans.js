// A hand entered by its fans (the form "By fans"), as a table counts them out
// loud: each fan ticked counts its points as many times as it is held (a
// fan the rule set lets repeat, `repeats`: {id: most times}), the flowers
// one point each. Pure, so the sums are tested without a page.

/** How many times fan `id` counts: its times when it may repeat (1 to its most), else once. */
export function timesOf(id, times, repeats) {
  const most = repeats?.[id] ?? 1;
  return Math.max(1, Math.min(most, Math.trunc(times?.[id] ?? 1)));
}

/** The next count of a repeating fan's button: ×1, ×2 … up to its most, then ×1 again. */
export function nextTimes(id, times, repeats) {
  const most = repeats?.[id] ?? 1;
  const now = timesOf(id, times, repeats);
  return now >= most ? 1 : now + 1;
}

/** The hand's points: each fan ticked (ids, each once) by its points and times, and the flowers. */
export function fanPoints({ fans = [], times = {}, flowers = 0 }, names, repeats) {
  const sum = fans.reduce((s, id) => s + (names?.[id]?.points ?? 0) * timesOf(id, times, repeats), 0);
  return sum + (flowers ?? 0);
}

/** The entry's fans as the sheet keeps them ({id, points, count}, read-match.js), the flowers last. */
export function fanRows({ fans = [], times = {}, flowers = 0 }, names, repeats) {
  const rows = fans.map((id) => ({ id, points: names[id].points, count: timesOf(id, times, repeats) }));
  if (flowers) rows.push({ id: 'flower_tiles', points: 1, count: flowers });
  return rows;
}
