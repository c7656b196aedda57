// Hong Kong's own types for wasm/mahjong.d.ts (the build adds them there):
// its hand fields (catalog('hk').hand_fields), its result's own fields
// (catalog('hk').result_fields) and its settlement by value.
export interface HandFlags {
  heavenly?: boolean;
  earthly?: boolean;
  kong_on_kong?: boolean;
  /** Who fed the last pung of Great Dragons or Great Winds (包): pays for everyone. */
  liable?: Wind;
}

export interface Score {
  /** Hong Kong: the total after the limit (its catalogue's shown_total). */
  capped_total?: number;
  /** Hong Kong: the total reaches the limit (paid as a limit hand). */
  limit?: boolean;
  /** Hong Kong: the payment table's value at the capped total, before doublings and stake. */
  base_points?: number;
}

export interface WinValue {
  /** Hong Kong: the faan after the limit, and whether it is reached. */
  capped_total?: number;
  limit?: boolean;
}

export interface CatalogFan {
  /** Hong Kong: which of the seed's tables it comes from. */
  family?: 'hand' | 'meld' | 'condition' | 'bonus';
}

export interface Catalog {
  /** Hong Kong: limit's default (13). */
  limit?: number;
}

export interface HkSettleRequest extends SettleSituation {
  rules: 'hk';
  /** The hand's faan before the limit (0-100); or instead `base_points`, read off a table's own chart. */
  faan?: number;
  base_points?: number;
  /** Who pays for everyone (包); needs great_hands_liability, or four_melds_liability naming the discarder. */
  liable?: Wind;
}

export interface HkSettlement {
  ok: true;
  rules: 'hk';
  /** The faan given, then capped at the limit; absent when base points were given. */
  total?: number;
  capped_total?: number;
  limit?: boolean;
  meets_minimum: boolean;
  base_points: number;
  /** The money a base point is worth (the stake or its preset). */
  stake: number;
  /** In money (base points times the stake, in whole units of its last decimal); all zero below the minimum. */
  payments: Record<Wind, number>;
}

export interface SettleRequests {
  hk: HkSettleRequest;
}
export interface Settlements {
  hk: HkSettlement;
}
