// Sums of money without floating-point dust. The core pays money in whole
// units of the stake's last decimal (six at most, core/rules/hk/settlement.h),
// so the sheet adds changes as whole millionths: 0.8 stays 0.8, never
// 0.8000000000000007, and changes that sum to zero in the stake's unit sum to 0.
const SCALE = 1e6;

/** A change as whole millionths. */
export const millionths = (x) => Math.round(x * SCALE);

/** a + b, exactly as decimals. */
export const addMoney = (a, b) => (millionths(a) + millionths(b)) / SCALE;

/** Whether the changes sum to zero, as decimals. */
export const sumsToZero = (delta) => delta.reduce((s, d) => s + millionths(d), 0) === 0;
