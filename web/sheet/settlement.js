// What each player pays or receives for a hand entered without the
// calculator, and for penalties. A hand scored by the calculator keeps the
// payments the core computed; these functions serve only the hands a table
// enters by their value. All amounts are indexed by player.

/**
 * MCR, seeds 000 and 002: a self-drawn x-point hand takes 8 + x from each
 * other player; on a discard the discarder pays 8 + x and the other two 8.
 */
export function mcrPayments(points, winner, discarder = null) {
  const delta = [0, 0, 0, 0];
  for (let p = 0; p < 4; p += 1) {
    if (p === winner) continue;
    const pays = discarder === null || p === discarder ? 8 + points : 8;
    delta[p] -= pays;
    delta[winner] += pays;
  }
  return delta;
}

/**
 * Hong Kong, seed 001's "payment by doubling": each loser owes the base
 * points, doubled when the winner self-drew, doubled for the discarder,
 * doubled when East (the dealer) wins or pays; then `discard_payment` (the
 * core's option of that name, docs/hk-rules.md): `all` the discarder pays
 * every share (全銃), `half` the discarder pays its own share only (半銃).
 * Money is base points times the stake. `east` is the dealer's player number.
 *
 * The core settles the hands it scores itself; its payment table (faan to
 * base points) is not in the catalogue, so a hand entered by hand gives its
 * base points, which every table reads off its own chart.
 */
export function hkPayments(base, winner, discarder, east, {
  dealer_doubles = true, discard_payment = 'seed', stake = 1,
} = {}) {
  const selfDrawn = discarder === null;
  const share = [0, 0, 0, 0];
  for (let p = 0; p < 4; p += 1) {
    if (p === winner) continue;
    let m = 1;
    if (selfDrawn) m *= 2;
    if (p === discarder) m *= 2;
    if (dealer_doubles && (winner === east || p === east)) m *= 2;
    share[p] = base * m;
  }
  const all = share.reduce((a, b) => a + b, 0);
  const delta = [0, 0, 0, 0];
  for (let p = 0; p < 4; p += 1) {
    if (p === winner) continue;
    let pays = share[p];
    if (!selfDrawn && discard_payment === 'all') pays = p === discarder ? all : 0;
    if (!selfDrawn && discard_payment === 'half') pays = p === discarder ? share[p] : 0;
    delta[p] -= pays * stake;
    delta[winner] += pays * stake;
  }
  return delta;
}

/**
 * A false win (MCR 错和, HK 詐糊): the offender pays `each` to every other
 * player. The amount is the rule set's custom (falseWinAmount), which the
 * table may change before recording it.
 */
export function falseWinPayments(offender, each) {
  return [0, 1, 2, 3].map((p) => (p === offender ? -3 * each : each));
}

/**
 * The customary amount each other player receives for a false win.
 * MCR: 10 points each, 30 in all, as MCR tournaments apply the official
 * rulebook's false-win penalty (our seeds do not give one; the form lets a
 * table change it). HK: seed 001 lists the "Maximum Penalty" and 詐糊; the
 * custom is that the offender pays each player what a self-drawn limit hand
 * would: the limit's base points, doubled for the self-draw, times the stake.
 */
export function falseWinAmount(rules, options = {}) {
  if (rules === 'hk') return (options.limit_base ?? 64) * 2 * (options.stake ?? 1);
  return 10;
}
