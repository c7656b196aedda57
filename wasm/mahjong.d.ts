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
  /** Rule variants: see catalog(rules).options. */
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
  zh: string;
  points: number;
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
  /** Points (faan in Hong Kong), flowers included. */
  total: number;
  /** Highest value first. */
  fans: FanLine[];
  flowers: number;
  meets_minimum: boolean;
  /** Each seat's change, summing to zero; when the discarder is known or the hand was self-drawn. */
  payments?: Record<Wind, number>;
  /** How the hand was read. */
  arrangement: ShownGroup[];
  /** Hong Kong: the total after the limit, and whether it is a limit hand. */
  capped_total?: number;
  limit?: boolean;
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
  number: number;
  name: string;
  zh: string;
  points: number;
  /** Fans not counted again when this one counts. */
  implies: string[];
  optional: boolean;
}

export interface CatalogOption {
  id: string;
  type: 'boolean' | 'number' | 'choice';
  default: boolean | number | string;
  source: string;
  en: string;
  zh: string;
  choices?: string[];
}

export interface Catalog {
  rules: RuleSet;
  fans: CatalogFan[];
  options: CatalogOption[];
  minimum: number;
}

export interface Calculator {
  score(hand: Hand): Score | Failure;
  parse(text: string): Parsed | Failure;
  format(hand: Hand): Formatted | Failure;
  catalog(rules?: RuleSet): Catalog;
}

/** Loads the module once (later calls share it). */
export function load(): Promise<Calculator>;
export function score(hand: Hand): Promise<Score | Failure>;
export function parse(text: string): Promise<Parsed | Failure>;
export function format(hand: Hand): Promise<Formatted | Failure>;
export function catalog(rules?: RuleSet): Promise<Catalog>;
