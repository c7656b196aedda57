// Riichi's own types for wasm/mahjong.d.ts (the build adds them there):
// its hand fields (catalog('riichi').hand_fields) and its result form.
export interface HandFlags {
  riichi?: boolean;
  double_riichi?: boolean;
  ippatsu?: boolean;
  first_turn?: boolean;
  /** At most 1 + one per kong (5); ura dora count only with riichi. */
  dora_indicators?: TileCode[];
  ura_dora_indicators?: TileCode[];
  /** 0-99. */
  honba?: number;
  riichi_sticks?: number;
}

/** The analysis of a closed hand not in riichi (catalog('riichi').analysis_reading). */
export interface Wait {
  /** Each way's value with riichi declared (the ura dora, unknown before the win, not counted); `discard` and `self_drawn` are dama. */
  riichi?: DeclaredValues;
}

export interface RiichiYaku {
  id: string;
  name: string;
  ja: string;
  /** han of one (13 per yakuman, 26 for a double one). */
  han: number;
  count: number;
}

/** A Riichi result (the spec's riichi.md, "A result"). */
export interface RiichiScore {
  ok: true;
  rules: 'riichi';
  /** Every yaku's han times its count, dora included; 13 per yakuman. */
  han: number;
  /** Rounded up to 10 (25 for seven pairs); absent for a yakuman hand. */
  fu?: number;
  limit: null | 'mangan' | 'haneman' | 'baiman' | 'sanbaiman' | 'yakuman';
  yakuman: number;
  yaku: RiichiYaku[];
  fu_details: { reason: string; fu: number }[];
  base_points: number;
  /** False for a complete hand without a yaku (dora alone are not one): no payments then. */
  meets_minimum: boolean;
  /** Each seat's change, honba included, the table's deposits to the winner (summing to 1,000 x riichi_sticks). */
  payments?: Record<Wind, number>;
}

export interface OwnResults {
  riichi: RiichiScore;
}

/** Riichi settled by value: the hand's basic points (基本点), as a table reads them off its chart. */
export interface RiichiSettleRequest extends SettleSituation {
  rules: 'riichi';
  base_points: number;
}

export interface RiichiSettlement {
  ok: true;
  rules: 'riichi';
  meets_minimum: true;
  base_points: number;
  /** Each seat's change, rounded up to 100 per payer. */
  payments: Record<Wind, number>;
}

export interface SettleRequests {
  riichi: RiichiSettleRequest;
}
export interface Settlements {
  riichi: RiichiSettlement;
}
