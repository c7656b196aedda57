// The calculator's JavaScript API (wasm/mahjong.js). The shapes follow the
// project's hand and result formats (../shared/spec/README.md).

export type TileCode =
  | '1m' | '2m' | '3m' | '4m' | '5m' | '6m' | '7m' | '8m' | '9m'
  | '1p' | '2p' | '3p' | '4p' | '5p' | '6p' | '7p' | '8p' | '9p'
  | '1s' | '2s' | '3s' | '4s' | '5s' | '6s' | '7s' | '8s' | '9s'
  | 'E' | 'S' | 'W' | 'N' | 'C' | 'F' | 'P';
export type BonusCode = 'f1' | 'f2' | 'f3' | 'f4' | 's1' | 's2' | 's3' | 's4';
export type Wind = 'E' | 'S' | 'W' | 'N';
export type RuleSet = 'mcr' | 'hk';

export interface Meld {
  type: 'chow' | 'pung' | 'kong';
  /** Only a kong can be concealed. */
  concealed?: boolean;
  tiles: TileCode[];
  /** The notation's digit: 1-3 the player it came from, 5-7 a kong added to a claimed pung. */
  claimed_from?: number;
}

export interface HandFlags {
  rules?: RuleSet;
  self_drawn?: boolean;
  last_of_kind?: boolean;
  kong_replacement?: boolean;
  robbing_kong?: boolean;
  last_tile_of_wall?: boolean;
  prevalent_wind?: Wind;
  seat_wind?: Wind;
  /** Who discarded the winning tile; with it (or self_drawn) the result says what each seat pays. */
  discarder?: Wind | null;
  /** How many bonus tiles, or which. */
  flowers?: number | BonusCode[];
  /** Hong Kong only. */
  heavenly?: boolean;
  earthly?: boolean;
  kong_on_kong?: boolean;
  /**
   * Rule variants: see catalog(rules).options. Read for the hand's rule set
   * (an option of the other rule set is refused), whatever the field order.
   */
  options?: Record<string, boolean | number | string>;
  /** Echoed by the command line; ignored here. */
  id?: unknown;
}

export interface TileHand extends HandFlags {
  /** Standing tiles, without the winning tile. */
  concealed: TileCode[];
  melds?: Meld[];
  win_tile: TileCode;
}

export interface TextHand extends HandFlags {
  /** Text notation: melds in brackets, then standing tiles; the last tile is the winning tile. */
  text: string;
}

export type Hand = TileHand | TextHand;

export type ErrorCode = 'parse' | 'tile_count' | 'too_many_copies' | 'bad_meld' | 'not_winning' | 'inconsistent';

export interface Failure {
  ok: false;
  error: { code: ErrorCode; message: string };
}

export interface FanLine {
  id: string;
  name: string;
  /** Simplified Chinese for MCR, traditional for Hong Kong. */
  zh: string;
  /** Points per occurrence; in Hong Kong the faan as they count under the options (13 for a 10-faan hand with ten_faan_limit_hands). */
  points: number;
  /** Always 1 in Hong Kong. */
  count: number;
}

export interface ShownGroup {
  kind: 'chow' | 'pung' | 'kong' | 'pair' | 'knitted' | 'tiles';
  tiles: TileCode[];
  declared: boolean;
  concealed: boolean;
  winning_tile?: true;
}

export interface Score {
  ok: true;
  rules: RuleSet;
  /** Points (faan in Hong Kong, before the limit), flowers included. */
  total: number;
  /** Highest value first; equal values in table order. */
  fans: FanLine[];
  /** The points (HK: faan) of flowers and seasons inside `total`. */
  flowers: number;
  /** MCR: 8 points without flowers. HK: the capped total reaches min_faan (and, by default, a faan of the hand's tiles counts). */
  meets_minimum: boolean;
  /**
   * Each seat's change, summing to zero; when the discarder is known or the hand was self-drawn
   * (HK: also heavenly, and earthly with East as discarder). MCR omits it below the minimum;
   * HK gives zeros there. HK payments are in money: base-point shares times the stake, in whole units
   * of the stake's last decimal (so they sum to zero counted in that unit: 9.6 at a stake of 0.1).
   */
  payments?: Record<Wind, number>;
  /** How the hand was read. */
  arrangement: ShownGroup[];
  /** Hong Kong: the total after the limit. */
  capped_total?: number;
  /** Hong Kong: the total reaches the limit (paid as a limit hand). */
  limit?: boolean;
  /** Hong Kong: the payment table's value at the capped total, before doublings and stake. */
  base_points?: number;
}

export interface Parsed {
  ok: true;
  hand: { rules: RuleSet; concealed: TileCode[]; melds: Meld[]; win_tile?: TileCode };
  /** The canonical notation. */
  text: string;
}

export interface Formatted {
  ok: true;
  text: string;
}

export interface CatalogFan {
  id: string;
  /** MCR: the rulebook's number; HK: the row's place in the seed's tables (1-34). */
  number: number;
  name: string;
  zh: string;
  points: number;
  /** Fans not counted again when this one counts (HK: the faan it excludes). */
  implies: string[];
  /** Whether an option can switch it on or off. */
  optional: boolean;
  /** Hong Kong: which of the seed's tables it comes from. */
  family?: 'hand' | 'meld' | 'condition' | 'bonus';
}

export interface CatalogOption {
  id: string;
  type: 'boolean' | 'number' | 'choice';
  default: boolean | number | string;
  /** Whole numbers: the range, both ends included; a number without `min` (the stake) is above 0, at most `max`. */
  min?: number;
  max?: number;
  /** Choices: the accepted names, the default among them. */
  choices?: string[];
  source: string;
  en: string;
  zh: string;
}

export interface Catalog {
  rules: RuleSet;
  fans: CatalogFan[];
  options: CatalogOption[];
  /** MCR: 8 points; HK: min_faan's default (3). */
  minimum: number;
  /** Hong Kong: limit's default (13). */
  limit?: number;
  /** Options that cannot go together (core/option_rules.cpp). */
  option_rules: CatalogOptionRule[];
}

/**
 * `option` cannot take a value while `other` (an option) or `fact` (of the hand) holds it back:
 * above (option's number above other's), both_on, both_set (both away from their defaults),
 * off_with_fact. `resolve`: what a page does with a change that would break it.
 */
export interface CatalogOptionRule {
  option: string;
  other?: string;
  fact?: 'bonus_tiles';
  relation: 'above' | 'both_on' | 'both_set' | 'off_with_fact';
  resolve: 'refuse' | 'carry';
  /** The reason in players' words. */
  en: string;
  'zh-Hans': string;
  'zh-Hant': string;
  /** The `inconsistent` error's message, for programs. */
  message: string;
}

/**
 * A hand to analyse (issue 13): 13 tiles (`concealed` + melds, no `win_tile`) to see its waits,
 * or 14 (`win_tile` the tile just drawn) to choose a discard; or `text` with 13 or 14 tiles.
 * Win flags are not used: each wait is scored once won on a discard and once self-drawn.
 */
export interface AnalysisTileHand extends HandFlags {
  concealed: TileCode[];
  melds?: Meld[];
  win_tile?: TileCode;
}
export type AnalysisHand = AnalysisTileHand | TextHand;

/** What winning on a tile is worth, one way (as a score's fields). */
export interface WinValue {
  /** Points (HK: faan before the limit), flowers included. */
  total: number;
  meets_minimum: boolean;
  /** Hong Kong only. */
  capped_total?: number;
  limit?: boolean;
  fans: FanLine[];
}

export interface Wait {
  tile: TileCode;
  /** Copies among the 13 tiles, melds included. */
  in_hand: number;
  /** Absent when in_hand is 4: that tile cannot be won. */
  discard?: WinValue;
  self_drawn?: WinValue;
}

export interface DiscardAdvice {
  tile: TileCode;
  /** Of the 13 tiles left. */
  shanten: number;
  /** Tiles that lower it, with a copy left, in tile order. */
  useful: TileCode[];
  /** Sum over `useful` of 4 less their copies among the 14 tiles (melds and the discard included). */
  useful_count: number;
  /** When shanten is 0: the waits, in tile order. */
  waits: Wait[];
}

export interface Analysis13 {
  ok: true;
  rules: RuleSet;
  tiles: 13;
  /** Steps from ready: 0 ready. */
  shanten: number;
  /** When shanten is 0: every winning tile, in tile order. */
  waits: Wait[];
  /** When shanten is 1 or more: the tiles that lower it, in tile order. */
  useful: TileCode[];
}

export interface Analysis14 {
  ok: true;
  rules: RuleSet;
  tiles: 14;
  /** -1: the 14 tiles already win. */
  shanten: number;
  /** Each distinct standing tile let go, best first. */
  discards: DiscardAdvice[];
}

export type Analysis = Analysis13 | Analysis14;

/**
 * A win known by its value (a hand scored at the table, entered on a score
 * sheet), and how it was won: settle() pays it as score() pays the same hand.
 * Either `self_drawn: true` or the `discarder`.
 */
interface SettleSituation {
  winner: Wind;
  self_drawn?: boolean;
  discarder?: Wind | null;
  /** The discarder is the player robbed of the kong. */
  robbing_kong?: boolean;
  options?: Record<string, boolean | number | string>;
}
export interface McrSettleRequest extends SettleSituation {
  rules?: 'mcr';
  /** The hand's total, flowers included (0-1000). */
  points: number;
  /** The flower points inside `points` (0-8): the 8-point minimum leaves them out. */
  flowers?: number;
}
export interface HkSettleRequest extends SettleSituation {
  rules: 'hk';
  /** The hand's faan before the limit (0-100); or instead `base_points`, read off a table's own chart. */
  faan?: number;
  base_points?: number;
  /** Who pays for everyone (包); needs great_hands_liability, or four_melds_liability naming the discarder. */
  liable?: Wind;
}
export type SettleRequest = McrSettleRequest | HkSettleRequest;

export interface McrSettlement {
  ok: true;
  rules: 'mcr';
  total: number;
  flowers: number;
  meets_minimum: boolean;
  /** Each seat's change, summing to zero; absent below the minimum (as score() leaves it). */
  payments?: Record<Wind, number>;
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
export type Settlement = McrSettlement | HkSettlement;

export interface Calculator {
  /** The payments of a win entered by its value (README, "Settlement by value"). */
  settle(request: SettleRequest): Settlement | Failure;
  /** Issue 13's analysis: the result of `npm run analyze`. */
  analyze(hand: AnalysisHand): Analysis | Failure;
  score(hand: Hand): Score | Failure;
  parse(text: string): Parsed | Failure;
  format(hand: Hand): Formatted | Failure;
  catalog(rules?: RuleSet): Catalog;
  /** Any other name is an error value. */
  catalog(rules: string): Catalog | Failure;
  /**
   * One line of `mahjong-score --jsonl` (JSON text, or its bytes) -> the line the native scorer
   * prints for it, byte for byte (behind `score:wasm`).
   */
  scoreLine(line: string | Uint8Array): string;
  /** One line of `mahjong-score --analyze --jsonl` -> the line it prints (behind `analyze:wasm`). */
  analyzeLine(line: string | Uint8Array): string;
}

/** Loads the module once (later calls share it). */
export function load(): Promise<Calculator>;
export function score(hand: Hand): Promise<Score | Failure>;
export function analyze(hand: AnalysisHand): Promise<Analysis | Failure>;
export function settle(request: SettleRequest): Promise<Settlement | Failure>;
export function parse(text: string): Promise<Parsed | Failure>;
export function format(hand: Hand): Promise<Formatted | Failure>;
export function catalog(rules?: RuleSet): Promise<Catalog>;
export function catalog(rules: string): Promise<Catalog | Failure>;
