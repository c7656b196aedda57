// MCR's own types for wasm/mahjong.d.ts (the build adds them there): its
// settlement by value (README, "Settlement by value").
export interface McrSettleRequest extends SettleSituation {
  rules?: 'mcr';
  /** The hand's total, flowers included (0-1000). */
  points: number;
  /** The flower points inside `points` (0-8): the 8-point minimum leaves them out. */
  flowers?: number;
}

export interface McrSettlement {
  ok: true;
  rules: 'mcr';
  total: number;
  flowers: number;
  meets_minimum: boolean;
  /** Each seat's change, summing to zero; absent below the minimum (as score() leaves it). */
  payments?: Record<Wind, number>;
}

export interface SettleRequests {
  mcr: McrSettleRequest;
}
export interface Settlements {
  mcr: McrSettlement;
}
