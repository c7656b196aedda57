// The calculator's JavaScript API, for browsers and Node 20. It loads the
// WebAssembly module once and hands plain objects back and forth; it is the
// only importer of the generated glue (mahjong-first.mjs, which every module
// but the analysis's shares, and the analysis's own), and everything else
// imports this module.
//
//   import { load } from './mahjong.js';
//   const calculator = await load();
//   calculator.score({ text: '[EEE1]123m456p789s5p5p', self_drawn: true });
//
// Every call returns a value: a result ({ok: true, ...}) or an error
// ({ok: false, error: {code, message}}), never a thrown exception, whatever
// the value given (getters that throw, proxies, cycles, huge arrays).
//
// What crosses into the module is bytes: the caller's hand is read here,
// with the core reader's caps applied before anything is expanded, and
// written as JSON (UTF-8) straight into the module's input buffer, which the
// core reads with the same field rules as the command line; a well-formed
// hand crosses faster, packed (HandPacker below). The score comes back as
// numbers (wasm/compact_result.h) that are expanded here with the names of
// the core's tables, read once.
import createFirstModule from './mahjong-first.mjs';

const isNode = typeof process !== 'undefined' && !!process.versions?.node && typeof window === 'undefined';

let loading = null;

const failure = (message) => ({ ok: false, error: { code: 'parse', message } });
// A module's JSON answer, or null for its "" (a packed hand it refused).
const answerOrNull = (text) => (text ? JSON.parse(text) : null);

// The caller's value read as JSON (hand-json.js), once a part that reads
// JSON is loaded: load() of any part imports it with that part's module.
let handJson = null;
const loadHandJson = () => import('./hand-json.js').then((m) => (handJson = m));
// The analysis's compact form read into its result (compact-analysis.js),
// imported with the first module that analyses: the first result needs none of it.
let analysisJs = null;
const loadAnalysisJs = () => import('./compact-analysis.js').then((m) => (analysisJs = m));

// The rule set a hand names as an own data field, or undefined; no getter
// or trap but getOwnPropertyDescriptor's runs, and one that throws is no name.
function namedRules(hand) {
  try {
    const field = hand !== null && typeof hand === 'object' ? Object.getOwnPropertyDescriptor(hand, 'rules') : undefined;
    return typeof field?.value === 'string' ? field.value : undefined;
  } catch {
    return undefined;
  }
}

// score()'s fast path: a well-formed hand packed into a few bytes (the
// records of wasm/packed_hand.h) that the module reads straight into its
// hand, with no JSON on either side. Only what is plainly right is packed:
// plain objects and arrays (each used once), known keys, tiles, winds and
// bonus tiles by the codes of the core's tables, booleans, small whole
// numbers and a notation of ASCII characters. Anything else (an unknown key,
// a wrong type, a code no table has, a value the module finds out of range,
// a getter or trap that throws) gives -1 and the hand goes the JSON way,
// which reads it again with the caps and names the fault as before. A key
// is known before its value is read, so a value the JSON way refuses for
// its size or shape is read once.
const FIELDS = ['rules', 'text', 'concealed', 'melds', 'win_tile', 'prevalent_wind', 'seat_wind', 'discarder', 'liable', 'flowers', 'options', 'id'];
const MELD_FIELDS = new Set(['type', 'tiles', 'concealed', 'claimed_from']);
const FLAG = 100; // a win flag's key: FLAG + its index in the core's table

class HandPacker {
  // `tables`: index maps of the core's codes (tileIndex, winds, bonus,
  // meldTypes, flags) and the core's bounds on a list's tiles and a notation
  // (listTiles, textBytes); `optionsOf(rules)`: the options by id (undefined
  // while the rule set's module is not loaded: pack() gives -2).
  constructor(tables, optionsOf) {
    Object.assign(this, tables);
    this.optionsOf = optionsOf;
    // Keys and tile codes by plain lookups (no prototype: "__proto__" and
    // "constructor" are unknown like any other word), a little faster than Maps.
    this.keys = Object.create(null);
    FIELDS.forEach((key, i) => (this.keys[key] = i));
    for (const [flag, i] of tables.flags) this.keys[flag] = FLAG + i;
    this.tileCode = Object.create(null);
    for (const [code, i] of tables.tileIndex) this.tileCode[code] = i;
    this.out = new Uint8Array(4096); // a hand packs into 2 KB at most
    this.view = new DataView(this.out.buffer);
    this.used = [];
    this.n = 0;
    this.busy = false; // a getter that scores while a hand is packed goes the JSON way
  }

  // An object or a list not met before (a shared one is refused the JSON way).
  fresh(v) {
    if (this.used.includes(v)) return false;
    this.used.push(v);
    return true;
  }
  plainObject(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
    const proto = Object.getPrototypeOf(v); // not a typed array, a String, a class's instance
    return (proto === Object.prototype || proto === null) && this.fresh(v);
  }
  list(v, most) {
    return Array.isArray(v) && v.length <= most && this.fresh(v);
  }
  // A tile code's index, or undefined (the one lookup for lists and the winning tile).
  tileOf(code) {
    return typeof code === 'string' ? this.tileCode[code] : undefined;
  }
  tiles(list) {
    if (!this.list(list, this.listTiles)) return false;
    const count = list.length;
    const out = this.out;
    out[this.n++] = count;
    for (let i = 0; i < count; i++) {
      const tile = this.tileOf(list[i]);
      if (tile === undefined) return false;
      out[this.n++] = tile;
    }
    return true;
  }
  meld(m) {
    if (!this.plainObject(m)) return false;
    let type, concealed = 0, from = 0, tiles;
    for (const key of Object.keys(m)) {
      if (!MELD_FIELDS.has(key)) return false;
      const v = m[key];
      if (v === undefined) continue;
      if (key === 'type') type = this.meldTypes.get(v);
      else if (key === 'tiles') tiles = v;
      else if (key === 'concealed' && typeof v === 'boolean') concealed = v ? 1 : 0;
      else if (key === 'claimed_from' && Number.isInteger(v) && v >= 0 && v <= 255) from = v;
      else return false;
    }
    if (type === undefined || tiles === undefined) return false;
    const out = this.out;
    out[this.n++] = type, out[this.n++] = concealed, out[this.n++] = from;
    return this.tiles(tiles);
  }
  // -> the packed size, -1, or -2 for options whose rule set's catalogue is
  // not in yet; `rules` is then the hand's rule set.
  pack(hand) {
    this.n = 0;
    this.used = []; // a new list is cheaper than emptying one (setting length is a slow builtin)
    if (!this.plainObject(hand)) return -1;
    const keys = Object.keys(hand);
    if (keys.length > 32) return -1;
    const out = this.out;
    let rules = this.ruleSetIds[0];
    let options;
    for (const key of keys) {
      const field = this.keys[key];
      if (field === undefined) return -1;
      const v = hand[key];
      if (v === undefined) continue;
      let ok = false;
      switch (field) {
        case 0: { // rules, by its index in the registry
          const index = typeof v === 'string' ? this.ruleSets.get(v) : undefined;
          if ((ok = index !== undefined)) (rules = v), (out[this.n++] = 0), (out[this.n++] = index);
          break;
        }
        case 1: { // text
          if (typeof v !== 'string' || v.length > this.textBytes) break;
          let n = this.n;
          out[n++] = 1, out[n++] = v.length & 255, out[n++] = v.length >> 8;
          ok = true;
          for (let i = 0; i < v.length && ok; i++) ok = (out[n++] = v.charCodeAt(i)) < 0x80;
          this.n = n;
          break;
        }
        case 2: // concealed
          out[this.n++] = 2;
          ok = this.tiles(v);
          break;
        case 3: { // melds
          if (!this.list(v, 16)) break;
          const count = v.length;
          out[this.n++] = 3, out[this.n++] = count;
          ok = true;
          for (let i = 0; i < count && ok; i++) ok = this.meld(v[i]);
          break;
        }
        case 4: { // win_tile
          const tile = this.tileOf(v);
          if ((ok = tile !== undefined)) (out[this.n++] = 4), (out[this.n++] = tile);
          break;
        }
        case 5: case 6: case 7: case 8: { // the winds; a discarder may be null
          const wind = v === null && field === 7 ? 4 : this.winds.get(v);
          if ((ok = wind !== undefined)) (out[this.n++] = field), (out[this.n++] = wind);
          break;
        }
        case 9: // flowers
          if (Number.isInteger(v) && v >= 0 && v <= 255) (ok = true), (out[this.n++] = 9), (out[this.n++] = v);
          else if ((ok = this.list(v, 8))) {
            out[this.n++] = 10, out[this.n++] = v.length;
            for (let i = 0; i < v.length && ok; i++) ok = (out[this.n++] = this.bonus.get(v[i]) ?? 255) !== 255;
          }
          break;
        case 10: // options, packed after the rules are known
          options = v;
          ok = this.plainObject(v);
          break;
        case 11: // id: echoed by the command line only; left out here if JSON carries it as it is
          ok = typeof v === 'boolean' || v === null || Number.isFinite(v) || (typeof v === 'string' && v.length <= 256 && !/[\ud800-\udfff]/.test(v));
          break;
        default: // a win flag
          if ((ok = typeof v === 'boolean')) (out[this.n++] = 11), (out[this.n++] = field - FLAG), (out[this.n++] = v ? 1 : 0);
      }
      if (!ok) return -1;
    }
    this.rules = rules;
    if (options) {
      const table = this.optionsOf(rules);
      if (!table) return -2;
      for (const key of Object.keys(options)) {
        const row = table.get(key);
        if (!row) return -1;
        const v = options[key];
        if (v === undefined) continue;
        out[this.n++] = 12, out[this.n++] = row.index;
        if (typeof v === 'boolean' && row.type === 'boolean') (out[this.n++] = 0), (out[this.n++] = v ? 1 : 0);
        else if (typeof v === 'number' && row.type === 'number') (out[this.n++] = 1), this.view.setFloat64(this.n, v, true), (this.n += 8);
        else if (typeof v === 'string' && row.choices?.has(v)) (out[this.n++] = 2), (out[this.n++] = row.choices.get(v));
        else return -1;
      }
    }
    return this.n;
  }
}

// A file beside this one, as bytes or as `text`: read from disk in Node
// (Emscripten 3.1.6's fetch path fails on file: URLs there), fetched in a browser.
function fileBeside(url, { text = false } = {}) {
  if (isNode) return import('node:fs/promises').then((fs) => fs.readFile(url, text ? 'utf8' : undefined));
  return fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    return text ? r.text() : r.arrayBuffer();
  });
}

// `make()`'s promise kept in `kept` under `key`, made once; a failed one
// (say, offline before caching) is dropped, so that it may be retried.
function once(kept, key, make) {
  if (!kept.has(key)) {
    kept.set(key, make().catch((err) => {
      kept.delete(key);
      throw err;
    }));
  }
  return kept.get(key);
}

// The side of one module (the first, or a rule set's own): its tables, the
// catalogues of the rule sets it carries, its compact results expanded and
// its two ways to score. Every module is built from the same core and
// bindings, so their tables agree but for which rule sets each carries.
// `wordsOf(rules)`: the words joined to a catalogue of a module built
// without them (core/words.h: a first module's), once in (instantiate()).
function moduleSide(core, wordsOf) {
  const [caps, ...names] = core.tables().split('|').map((list) => list.split(','));
  const [bytes, depth, values, items, fields, listTiles, textBytes] = caps.map(Number);
  const [tileCodes, windCodes, bonusCodes, meldTypeNames, flagNames, groupKinds, errorCodes, ruleSetIds, carries, [words]] = names;
  // From the catalogue of a rule set, on first use: its fans in the table's
  // order (their ids and names), its options by id (their index, type and
  // choices) and its result's own fields.
  const catalogs = {};
  const catalogOf = (rules) => {
    if (catalogs[rules]) return catalogs[rules];
    const { fans, options, result_fields: resultFields, analysis_reading: reading } = JSON.parse(core.catalog(rules));
    return (catalogs[rules] = {
      fans,
      options: new Map(options.map((o, index) => [o.id, { index, type: o.type, choices: o.choices && new Map(o.choices.map((c, i) => [c, i])) }])),
      resultFields,
      reading,
    });
  };

  // A rule set's fans' names by row: its catalogue's, or, in a module built
  // without them, its words' once in (undefined till then).
  const namesOf = (rules) => (words === '1' ? catalogOf(rules).fans : wordsOf(rules)?.fans?.rows);

  // The compact result (wasm/compact_result.h), read as numbers where the
  // module wrote them, -> the documented result, its fields in the order the
  // command line writes them. Reading the catalogue (once per rule set) may
  // grow the module's memory, so it comes first and the views after.
  const decoder = new TextDecoder();
  const expand = (at) => {
    let i = at >> 2;
    if (core.HEAP32[i] !== 1) {
      const w = core.HEAP32;
      const text = decoder.decode(core.HEAPU8.subarray(w[i + 2], w[i + 2] + w[i + 3]));
      // 2: a rule set's own result form, as the command line writes it.
      return w[i] === 2 ? JSON.parse(text) : { ok: false, error: { code: errorCodes[w[i + 1]], message: text } };
    }
    const rules = ruleSetIds[core.HEAP32[i + 1]];
    const { fans: rows, resultFields } = catalogOf(rules);
    const names = namesOf(rules);
    if (!names) return notLoaded(`words-${rules}`); // (the page's loadScorer() alone: load() brings them)
    const w = core.HEAP32;
    const result = { ok: true, rules, total: w[i + 2], fans: [], flowers: w[i + 3], meets_minimum: w[i + 4] === 1 };
    // The rule set's own fields (words 5-8), as its catalogue names them.
    resultFields.forEach((f, k) => (result[f.id] = f.type === 'boolean' ? w[i + 5 + k] === 1 : w[i + 5 + k]));
    let payments;
    if (w[i + 9]) {
      const d = core.HEAPF64, p = (at >> 3) + 6;
      payments = { E: d[p], S: d[p + 1], W: d[p + 2], N: d[p + 3] };
    }
    const fanCount = w[i + 10], groupCount = w[i + 11];
    i += 20;
    const fans = result.fans;
    for (let k = 0; k < fanCount; k++, i += 3) {
      const row = rows[w[i]] ?? { id: '?' }, name = names[w[i]] ?? { name: '?', zh: '?' }; // every fan is in the catalogue; never throw if not
      fans.push({ id: row.id, name: name.name, zh: name.zh, points: w[i + 1], count: w[i + 2] });
    }
    const arrangement = [];
    for (let k = 0; k < groupCount; k++) {
      const flags = w[i + 1], size = w[i + 2];
      const tiles = [];
      for (let t = 0; t < size; t++) tiles.push(tileCodes[w[i + 3 + t]]);
      const group = { kind: groupKinds[w[i]], tiles, declared: (flags & 1) === 1, concealed: (flags & 2) === 2 };
      if (flags & 4) group.winning_tile = true;
      arrangement.push(group);
      i += 3 + size;
    }
    if (payments) result.payments = payments;
    result.arrangement = arrangement;
    return result;
  };

  // analyze()'s compact form expanded (compact-analysis.js, in before a
  // module that analyses is: sideOf()).
  const expandAnalysis = typeof core.analyzeInput === 'function'
    ? analysisJs.analysisExpander({ core, tileCodes, errorCodes, ruleSetIds, catalogOf }) : null;

  const packedAt = core.packedBuffer();
  // A hand's bytes where the module reads them: packed, or its JSON text.
  const packedIn = (packed) => (core.HEAPU8.set(packed, packedAt), packed.length);
  const textIn = (bytes) => (core.HEAPU8.set(bytes, core.inputBuffer(bytes.length)), bytes.length);
  return {
    core,
    limits: { bytes, depth, values, items, fields },
    tables: { tileCodes, windCodes, bonusCodes, meldTypeNames, flagNames, ruleSetIds, listTiles, textBytes },
    carried: ruleSetIds.filter((id, i) => carries[i] === '1'),
    // Whether its catalogues carry their words (core/words.h), or mahjong-words-<id>.json does.
    wordsCarried: words === '1',
    scores: typeof core.scorePacked === 'function',
    readsJson: typeof core.scoreInput === 'function',
    analyses: typeof core.analyzeInput === 'function',
    catalogOf,
    // score()'s JSON way (wasm/bindings.cpp): the hand's bytes copied into
    // the module's input buffer, read and scored there into the compact result.
    scoreBytes: (bytes) => expand(core.scoreInput(textIn(bytes))),
    // score()'s fast way: a packed hand copied into the module's buffer,
    // scored, its result expanded; null when the module refuses it.
    scorePacked: (packed) => {
      const at = core.scorePacked(packedIn(packed));
      return at ? expand(at) : null;
    },
    // parse()'s, format()'s and situation()'s fast way (the answer as the
    // JSON way writes it); null when the module refuses the packed hand.
    notationPacked: (packed, withTiles) => answerOrNull(core.notationPacked(packedIn(packed), withTiles)),
    situationPacked: (packed) => answerOrNull(core.situationPacked(packedIn(packed))),
    // analyze()'s two ways, the same.
    analyzeBytes: (bytes) => expandAnalysis(core.analyzeInput(textIn(bytes))),
    analyzePacked: (packed) => {
      const at = core.analyzePacked(packedIn(packed));
      return at ? expandAnalysis(at) : null;
    },
  };
}

// A part whose module is not loaded yet (a rule set's own, the JSON way's,
// or the analysis), as a calculator's call returns it; the module's functions below
// load it and call again.
const missingPart = new WeakMap();
function notLoaded(part) {
  const error = {
    ok: false,
    error: { code: 'not_loaded', message: `"${part}" loads on first use: await load('${part}') before this call, or call the module's own functions (score(), analyze(), catalog(), ...), which wait for it.` },
  };
  missingPart.set(error, part);
  return error;
}

// `firstRules`: the rule set whose module is the first (FIRST_RULE_SETS, or
// OWN_RULE_SETS: its own module, which also reads JSON and analyses).
async function instantiate(firstRules) {
  const wordsOf = new Map();
  const sideOf = ([{ default: create }, wasmBinary]) => create({ wasmBinary }).then(async (core) => {
    if (typeof core.analyzeInput === 'function' && !analysisJs) await loadAnalysisJs();
    return moduleSide(core, (rules) => wordsOf.get(rules));
  });
  const first = await sideOf(await fetchPart(firstRules));
  if (first.readsJson) await loadHandJson();
  const { limits, tables } = first;
  const { ruleSetIds } = tables;
  // The modules that score (packed hands), read JSON and analyse each rule
  // set, once in. The first scores its rule set; the others load when first
  // needed, each from its own module (mahjong-<part>.{mjs,wasm}): another
  // rule set's first module (scoring alone) or own (Riichi: all of it), the
  // JSON way's (a hand the packer refuses, settle(), parse(), format(), the
  // command line's lines) and the analysis's.
  const scorers = new Map();
  const readers = new Map();
  const analysers = new Map();
  const add = (side) => {
    for (const id of side.carried) {
      if (side.scores && !scorers.has(id)) scorers.set(id, side);
      if (side.readsJson && !readers.has(id)) readers.set(id, side);
      if (side.analyses && !analysers.has(id)) analysers.set(id, side);
    }
  };
  add(first);
  // The words of the first modules' catalogues (option descriptions, the
  // situation and option rules' reasons, the fans' names), which they are
  // built without: part 'words-<id>' each, data (mahjong-words-<id>.json)
  // loaded when a catalogue or a result is first asked for; by rule set
  // (wordsOf, above), the catalogue's keys they replace.
  const wordParts = FIRST_RULE_SETS.map((id) => `words-${id}`);
  // The JSON way's and the analysis's modules answer for the first modules'
  // rule sets (and any other value), unless the first carries them all.
  const carriesAll = FIRST_RULE_SETS.every((id) => first.carried.includes(id));
  const parts = [...ruleSetIds.filter((id) => !first.carried.includes(id)), ...(first.readsJson && carriesAll ? [] : ['json']),
    ...(first.analyses && carriesAll ? [] : ['analysis']), ...wordParts];
  const loadWords = async (part) => wordsOf.set(part.slice('words-'.length), await fetchWords(part));
  const loadingParts = new Map();
  const loadPart = (part) => {
    if (!parts.includes(part)) return null;
    // A first module scores packed hands alone; every other part reads
    // JSON: the caller's value's reader comes with it.
    return once(loadingParts, part, () => (wordParts.includes(part) ? loadWords(part)
      : Promise.all([fetchPart(part).then(sideOf), FIRST_RULE_SETS.includes(part) ? null : loadHandJson()])
        .then(([side]) => add(side))));
  };
  // The side that answers for a hand of rule set `rules` (as the caller gave
  // it), or the name of the part to load first. Every rule set's scorer is
  // its own module (its id); its reader and analyser too when that module
  // carries all of it (OWN_RULE_SETS: Riichi's), else the JSON way's module
  // and the analysis's, which also answer for any other value (their reader
  // names the fault).
  const pick = (sides, rules, otherwise) => sides.get(rules) ?? (OWN_RULE_SETS.includes(rules) ? rules : otherwise);
  const scorerFor = (rules) => pick(scorers, rules, ruleSetIds.includes(rules) ? rules : first);
  // Any other value is the JSON way's module's and the analysis's (the first
  // module's too when it is a rule set's own: Riichi's names no other).
  const readerFor = (rules) => pick(readers, rules, readers.get(FIRST_RULE_SETS[0]) ?? 'json');
  const analyserFor = (rules) => pick(analysers, rules, analysers.get(FIRST_RULE_SETS[0]) ?? 'analysis');
  const loaded = (side) => typeof side !== 'string';
  // Which rule set a line of --jsonl names, read only when it may name one
  // with a module of its own (its id, or an escape, is in the line).
  const decoder = new TextDecoder();
  const mayNameOwn = OWN_RULE_SETS.length ? new RegExp(`${OWN_RULE_SETS.join('|')}|\\\\u`) : null;
  const lineRules = (line) => {
    if (!mayNameOwn) return undefined;
    const text = typeof line === 'string' ? line : decoder.decode(line);
    if (!mayNameOwn.test(text)) return undefined;
    try {
      return JSON.parse(text.replace(/^\uFEFF/, ''))?.rules; // the core's reader skips a byte order mark too
    } catch {
      return undefined; // not JSON: the first module says why
    }
  };

  // A rule set's catalogue, its words joined; `now`: not waiting for them
  // ('' each until they are in).
  const catalogue = (rules, now) => {
    const side = scorerFor(rules);
    if (!loaded(side)) return notLoaded(side);
    const catalog = JSON.parse(side.core.catalog(rules));
    const part = !side.wordsCarried && side.carried.includes(rules) && `words-${rules}`;
    if (!part) return catalog;
    if (wordsOf.has(rules)) return joinWords(catalog, wordsOf.get(rules));
    return now ? catalog : notLoaded(part);
  };

  const quotedIds = ruleSetIds.map((id) => `"${id}"`).join(', ').replace(/, ([^,]*)$/, ' or $1');
  const ruleSetName = (rules) => typeof rules === 'string' && rules.length <= 64;
  const notRuleSet = (rules) => failure(`The rule set must be ${quotedIds}, not ${rules === null ? 'null' : typeof rules === 'string' ? 'a long string' : `a ${typeof rules}`}.`);
  const indexes = (list) => new Map(list.map((code, i) => [code, i]));
  const packer = new HandPacker(
    { tileIndex: indexes(tables.tileCodes), winds: indexes(tables.windCodes), bonus: indexes(tables.bonusCodes), meldTypes: indexes(tables.meldTypeNames), flags: indexes(tables.flagNames), ruleSets: indexes(ruleSetIds), ruleSetIds, listTiles: tables.listTiles, textBytes: tables.textBytes },
    (rules) => {
      const side = scorerFor(rules);
      return loaded(side) ? side.catalogOf(rules).options : undefined;
    },
  );

  // score()'s and analyze()'s fast path: the hand packed ({rules, packed});
  // null when it goes the JSON way; packed null when it would pack but for
  // its options (their rule set's catalogue not in yet).
  const packed = (hand) => {
    if (packer.busy) return null;
    packer.busy = true;
    let size;
    try {
      size = packer.pack(hand);
    } catch {
      size = -1; // a getter or trap threw: the JSON way says where
    } finally {
      packer.busy = false;
    }
    return size === -1 ? null : { rules: packer.rules, packed: size < 0 ? null : packer.out.subarray(0, size) };
  };
  // Each by its module; null (the JSON way, which says what is not loaded) when that is not in.
  const viaPacked = (hand, sideFor, call) => {
    const p = packed(hand);
    const side = p && sideFor(p.rules);
    return side && loaded(side) && p.packed ? call(side, p.packed) : null;
  };
  // A hand that packs (its options aside) waits for its rule set's scorer,
  // not for the JSON way's module. A fault a first module finds without its
  // message (core/words.h: too many copies, a bad meld, a situation's or the
  // options' conflict) is the JSON way's to say once that is in; until then
  // its code and message '', naming 'json' as the part that brings it.
  const scorePacked = (hand) => {
    const p = packed(hand);
    const side = p && scorerFor(p.rules);
    if (side && !loaded(side)) return notLoaded(side);
    const answer = side && p.packed ? side.scorePacked(p.packed) : null;
    if (answer?.ok === false && answer.error.message === '') {
      if (handJson && loaded(readerFor(p.rules))) return null;
      missingPart.set(answer, 'json');
    }
    return answer;
  };
  const notationPacked = (hand, withTiles) => viaPacked(hand, scorerFor, (side, p) => side.notationPacked(p, withTiles));
  const situationPacked = (hand) => viaPacked(hand, scorerFor, (side, p) => side.situationPacked(p));
  const analyzePacked = (hand) => viaPacked(hand, analyserFor, (side, p) => side.analyzePacked(p));

  // The caller's value read with the caps, handed as JSON text (or bytes) to
  // `call` with the module `sideFor` its rule set.
  // Before any part that reads JSON is in, the part to load first: the
  // module of the rule set the hand names (read without running a getter),
  // else the JSON way's.
  const withSide = (hand, sideFor, call) => {
    if (!handJson) {
      const side = sideFor(namedRules(hand));
      return notLoaded(loaded(side) ? 'json' : side);
    }
    return handJson.withHandBytes(hand, limits, (bytes, rules) => {
      const side = sideFor(rules);
      return loaded(side) ? call(side, bytes) : notLoaded(side);
    }, failure);
  };
  const scoreJson = (hand) => withSide(hand, readerFor, (side, bytes) => side.scoreBytes(bytes));
  const analyzeJson = (hand) => withSide(hand, analyserFor, (side, bytes) => side.analyzeBytes(bytes));
  const withHand = (hand, call) => withSide(hand, readerFor, (side, bytes) => JSON.parse(call(side.core, decoder.decode(bytes))));
  // A line of --jsonl, answered by the module `sideFor` its rule set.
  const answerLine = (line, sideFor, call) => {
    if (typeof line !== 'string' && !(line instanceof Uint8Array)) return JSON.stringify(failure('A line must be a string or bytes (a Uint8Array).'));
    const side = sideFor(lineRules(line));
    return loaded(side) ? call(side.core, line) : JSON.stringify(notLoaded(side));
  };

  return Object.freeze({
    /** Scores a hand (the spec's JSON form, or {text, ...flags}). */
    score: (hand) => scorePacked(hand) ?? scoreJson(hand),
    /**
     * Analyses 13 tiles (shanten, waits with their values, useful tiles) or 14
     * (discard advice, best first): the result of `npm run analyze`.
     */
    analyze: (hand) => analyzePacked(hand) ?? analyzeJson(hand),
    /**
     * The payments of a win entered by its value (MCR points, HK faan or base
     * points) and how it was won, as score() would pay the hand; read with
     * score()'s caps, walk and option reader.
     */
    settle: (request) => withHand(request, (core, text) => core.settle(text)),
    /** Reads text notation into the hand's tiles; `rules` (one of ruleSets()) reads its own tiles, such as red fives. */
    parse: (text, rules) => {
      if (typeof text !== 'string') return failure(`The notation must be a string, not ${text === null ? 'null' : typeof text}.`);
      if (text.length > limits.bytes) return failure(`The notation is ${text.length} characters long; a hand's notation is far shorter.`);
      if (rules !== undefined && !ruleSetName(rules)) return notRuleSet(rules);
      const fast = notationPacked(rules === undefined ? { text } : { text, rules }, true);
      if (fast) return fast;
      const side = readerFor(rules);
      return loaded(side) ? JSON.parse(side.core.parse(text, rules ?? '')) : notLoaded(side);
    },
    /** Writes a hand's canonical text notation. */
    format: (hand) => notationPacked(hand, false) ?? withHand(hand, (core, text) => core.format(text)),
    /**
     * Which rows of the hand's rule set's situation table (catalog(rules).situation_rules)
     * have their condition holding for the hand, complete or not: {ok, holds: [boolean per row]}.
     */
    situation: (hand) => situationPacked(hand) ?? withHand(hand, (core, text) => core.situation(text)),
    /** The registered rule sets' ids, in the registry's order (the first is a hand's default). */
    ruleSets: () => [...ruleSetIds],
    /**
     * Everything a page needs of a rule set (one of ruleSets()), from the core's
     * tables: its fans, options (types, bounds, defaults), minimum, unit, the
     * hand's fields it reads, its result's own fields, its situation and
     * option rules; another name is an error.
     */
    catalog: (rules = ruleSetIds[0]) => {
      if (!ruleSetName(rules)) return notRuleSet(rules);
      return catalogue(rules, false);
    },
    /** One line of `mahjong-score --jsonl` (a string, or bytes as a Uint8Array) -> the line it prints. */
    scoreLine: (line) => answerLine(line, readerFor, (core, l) => core.scoreLine(l)),
    /** One line of `mahjong-score --analyze --jsonl` -> the line it prints. */
    analyzeLine: (line) => answerLine(line, analyserFor, (core, l) => core.analyzeLine(l)),
    // score()'s two ways, each alone, for the tests and the benchmark (not
    // part of the API): packed gives null where score() goes the JSON way.
    [Symbol.for('mahjong-calculator.score-paths')]: { packed: scorePacked, json: scoreJson },
    [Symbol.for('mahjong-calculator.analyze-paths')]: { packed: analyzePacked, json: analyzeJson },
    // The page's (not part of the API): a rule set's catalogue now, its words
    // ('' each) not waited for when they are not in yet; not_loaded while its
    // module is not. The page draws with it and takes catalog()'s once in.
    [Symbol.for('mahjong-calculator.catalog-now')]: (rules) => catalogue(rules, true),
    // The page's: which part a not_loaded answer waits for.
    [Symbol.for('mahjong-calculator.missing-part')]: (answer) => missingPart.get(answer),
    // load()'s: the parts' modules, each loaded once.
    [loadParts]: (names) => Promise.all(names.map(loadPart)),
  });
}

const loadParts = Symbol('load parts');

// The rule sets with a first module (mahjong-<id>.wasm, scoring that rule
// set's packed hands, with mahjong-first.mjs, the one glue they share;
// written by the build, wasm/CMakeLists.txt), in the registry's order: the
// first is the first module when no part names another. Each is also a part
// (its module), and 'words-<id>' its catalogue's words, which it leaves out.
const FIRST_RULE_SETS = [@MAHJONG_FIRST_RULE_SETS@];
const firstRuleSetOf = (part) => FIRST_RULE_SETS.find((id) => part === id || part === `words-${id}`);
// The rule sets whose own module carries all of them (written by the build):
// one named first is the first module itself, so that a Riichi link's first
// load fetches no other rule set's scorer.
const OWN_RULE_SETS = [@MAHJONG_OWN_RULE_SETS@];
const firstModuleOf = (part) => firstRuleSetOf(part) ?? (OWN_RULE_SETS.includes(part) ? part : undefined);
// Each part's words (mahjong-<part>.json, wasm/catalogue-words.mjs), fetched
// once: loadScorer() starts the fetch beside the first module's.
const wordsFetched = new Map();
function fetchWords(part) {
  return once(wordsFetched, part, () => fileBeside(new URL(`./mahjong-${part}.json`, import.meta.url), { text: true }).then(JSON.parse));
}
// A catalogue with its words: each key they hold replaced; a list's rows by
// the fields each row's words hold (the rows' keys keep their order).
const joinWords = (catalog, words) => {
  const joined = { ...catalog };
  for (const [key, value] of Object.entries(words)) {
    joined[key] = value.rows ? catalog[key].map((row, i) => ({ ...row, ...value.rows[i] })) : value.whole;
  }
  return joined;
};
// The parts with a module of their own beside the first modules
// (mahjong-<part>.wasm; written by the build): a rule set's own, the JSON
// way's, the analysis's.
const MODULE_PARTS = [@MAHJONG_MODULE_PARTS@];
// The parts whose module shares the first modules' glue (written by the
// build, which checks the glues are the same): the JSON way's, each rule
// set's own; the others (the analysis's) import their own.
const SHARED_GLUE_PARTS = [@MAHJONG_SHARED_GLUE_PARTS@];
// Each part's glue and bytes (a first module's too), fetched once. load()
// and loadScorer() start the parts they are given beside the first module,
// not after it: a Riichi link's first result waits for the longer of the
// two downloads, not their sum.
const partFetched = new Map();
function fetchPart(part) {
  return once(partFetched, part, () => Promise.all([
    FIRST_RULE_SETS.includes(part) || SHARED_GLUE_PARTS.includes(part) ? { default: createFirstModule }
      : import(new URL(`./mahjong-${part}.mjs`, import.meta.url).href),
    fileBeside(new URL(`./mahjong-${part}.wasm`, import.meta.url))]));
}
// The fetches of the parts named, begun now (their words or their module).
function prefetch(parts) {
  for (const part of parts) {
    if (FIRST_RULE_SETS.includes(part) || MODULE_PARTS.includes(part)) fetchPart(part).catch(() => {});
    else if (firstRuleSetOf(part)) fetchWords(part).catch(() => {});
  }
}
// The parts named, a first module's rule set with its words (its fans' names
// for any result), every first module's with load().
const withWords = (parts) => parts.flatMap((part) => (FIRST_RULE_SETS.includes(part) ? [part, `words-${part}`] : [part]));
const EVERY_FIRST = withWords(FIRST_RULE_SETS);

/**
 * Loads the first modules (once; later calls share them: MCR's and Hong
 * Kong's, each with its words) and resolves to the calculator, which scores
 * MCR and Hong Kong hands and gives their catalogues; with parts named, also
 * their modules: a rule set's own ('riichi'), the JSON way's ('json':
 * settle(), parse(), format(), scoreLine() and a hand the packer refuses),
 * the analysis ('analysis') and the words of a first module's catalogue
 * ('words-mcr', 'words-hk': option descriptions, the situation and option
 * rules' reasons, the fans' names), so that the calculator's calls take
 * those hands and answer. Everything is fetched at once, not in turn.
 * Before 'json' is in, a hand's fault beyond a hand being built's (too many
 * copies, a bad meld, a situation's or the options' conflict) answers its
 * code with the message '', which the module's score() waits for.
 */
export function load(...parts) {
  return loadScorer(...parts, ...EVERY_FIRST);
}

/**
 * The page's (not part of the API): load() of the parts named alone. The
 * first module is that of the first rule set named ('hk' or 'words-hk': Hong
 * Kong's; 'riichi': Riichi's own module, which carries all of it), else
 * MCR's; a rule set named brings its module and its words.
 * Until then another rule set's calls say not_loaded naming its part ('hk'),
 * and a first module's rule set's, without its words, 'words-<id>'.
 */
export function loadScorer(...parts) {
  parts = withWords(parts);
  prefetch(parts);
  loading ??= instantiate(parts.map(firstModuleOf).find(Boolean) ?? FIRST_RULE_SETS[0]).catch((err) => {
    loading = null; // a failed load (say, offline before caching) may be retried
    throw err;
  });
  return parts.length ? loading.then(async (calculator) => (await calculator[loadParts](parts), calculator)) : loading;
}

// A call of the calculator that waits for the modules it needs: a call
// that needs a part not loaded yet loads it and calls again, until nothing
// is missing (a part asked for twice would answer the same: each part loads
// once, so this ends).
async function called(call) {
  let answer = call(await loadScorer());
  for (const asked = new Set(); ;) {
    const part = missingPart.get(answer);
    if (part === undefined || asked.has(part)) return answer;
    asked.add(part);
    answer = call(await loadScorer(part));
  }
}

export const score = (hand) => called((c) => c.score(hand));
export const analyze = (hand) => called((c) => c.analyze(hand));
export const settle = (request) => called((c) => c.settle(request));
export const parse = (text, rules) => called((c) => c.parse(text, rules));
export const format = (hand) => called((c) => c.format(hand));
export const situation = (hand) => called((c) => c.situation(hand));
export const catalog = (rules) => called((c) => c.catalog(rules));

export async function ruleSets() {
  return (await loadScorer()).ruleSets();
}
