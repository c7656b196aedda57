// <mahjong-calculator>: the calculator as a custom element, for rule-tutorial
// pages. One module script loads it; every element on the page shares one
// WebAssembly module; styles stay in each element's shadow root; nothing is
// read from the host page but the element's own attributes.
//
//   <script type="module" src="https://…/mahjong-calculator.js"></script>
//   <mahjong-calculator rules="mcr" hand="[EEE1]123m456p789s5p5p" lang="en"></mahjong-calculator>
//
// Attributes: rules ("mcr" | "hk" | "riichi"), hand (text notation in the
// rule set's tiles, Riichi's red fives 0m 0p 0s too; the last tile is the
// winning tile), lang ("en" | "zh" | "ja"), mode ("compact": read-only, the hand and
// its fans; "interactive": the full calculator), and the situation:
// self-drawn, last-of-kind, kong-replacement, robbing-kong, last-tile-of-wall
// (present = true), discarder, seat-wind, prevalent-wind ("E" "S" "W" "N"),
// flowers (a count, or bonus codes "f1 s3"), options (JSON, e.g.
// '{"concealed_and_melded_kong_fan": false}'); and the rule set's own hand
// fields (its catalogue's hand_fields, "_" written "-"): a flag present is
// true (riichi, double-riichi, heavenly), a count a number (honba="1"), a
// seat a wind (liable="W"), tiles a list (dora-indicators="3m 0p").
// mode="waits" (issue 13): a 13-tile hand and its waits with their values;
// with the `quiz` attribute the reader taps the tiles they think win, then
// checks (web/panels/analysis/embed.js).
// Events: "score", whose detail is the result object ({ok, total, fans, …} or
// {ok: false, error}), after every scoring; in waits mode, "analysis", whose
// detail is analyze()'s answer.
//
// The host page's CSS stays out (web/embed-host.css); an attribute past a
// sane length is refused with a message, never drawn (LIMITS).
import { analyze, loadScorer, parse, score } from './mahjong.js';
import RULE_SETS, { RULE_SET_IDS, SHIPPED } from './rules/all-page.js';
import { fanNameIn, loadRuleWords, strings, tileName, useChinese, useJapanese } from './i18n.js';
import * as chinese from './i18n/zh.js';
import * as japanese from './i18n/ja.js';
import { h, tileFace } from './view.js';
import { waitsView } from './panels/analysis/embed.js';
import { fanNames, impliesLine } from './panels/result/view.js';
import { OWN_FIELDS as HAND_FIELD_ROWS, emptySituation } from './panels/situation/state.js';
import { WINDS } from './panels/hand/tiles.js';

// The element draws its read-only views at once in any language: it carries
// its Chinese and Japanese words with it (the page loads them only when shown).
useChinese(chinese);
useJapanese(japanese);

const here = (file) => new URL(file, import.meta.url).href;
const stylesheet = (file) => h('link', { rel: 'stylesheet', href: here(file) });
// A stylesheet link's end: loaded, or failed (the element then goes on unstyled).
const loaded = (link) => new Promise((resolve) => {
  link.addEventListener('load', resolve, { once: true });
  link.addEventListener('error', resolve, { once: true });
});

// The longest attributes read. A hand is at most 18 tiles, in some 60
// characters however it is written; a longer text is no hand, and drawing it
// would only cost the host page its speed.
export const LIMITS = { hand: 200, options: 2000, flowers: 100 };
const tooLong = (name, value) => (value?.length ?? 0) > LIMITS[name];

// The element's own messages, in its three languages (lang="en" | "zh" | "ja").
const OWN_WORDS = {
  en: {
    too_long: (name, length) => `The ${name} attribute is too long: ${length} characters, at most ${LIMITS[name]}.`,
    ignored: ' It is ignored.',
    bad_options: 'The options attribute is not a JSON object such as {"stake": 2}: it is ignored.',
  },
  zh: {
    too_long: (name, length) => `属性 ${name} 太长：${length} 个字符，最多 ${LIMITS[name]} 个。`,
    ignored: '已忽略。',
    bad_options: '属性 options 不是 JSON 对象（如 {"stake": 2}）：已忽略。',
  },
  ja: {
    too_long: (name, length) => `属性 ${name} が長すぎます：${length}文字（最大${LIMITS[name]}文字）。`,
    ignored: '無視しました。',
    bad_options: '属性 options が {"stake": 2} のような JSON オブジェクトではありません：無視しました。',
  },
};
const tooLongWords = (name, length, lang) => OWN_WORDS[lang].too_long(name, length);

// The first attribute past its limit, as an error value, or null.
function oversized(element, lang) {
  for (const name of Object.keys(LIMITS)) {
    const length = element.getAttribute(name)?.length ?? 0;
    if (length <= LIMITS[name]) continue;
    return { ok: false, error: { code: 'parse', message: tooLongWords(name, length, lang) } };
  }
  return null;
}

// Interactive mode starts from what it can read and says what it left out
// and why (compact mode shows the same as its error): an attribute too long,
// or options that are not a JSON object.
function droppedWords(element, lang) {
  const out = [];
  for (const name of Object.keys(LIMITS)) {
    const length = element.getAttribute(name)?.length ?? 0;
    if (length > LIMITS[name]) out.push(`${tooLongWords(name, length, lang)}${OWN_WORDS[lang].ignored}`);
  }
  const options = element.getAttribute('options');
  if (options && !tooLong('options', options)) {
    let value;
    try { value = JSON.parse(options); } catch { value = undefined; }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      out.push(OWN_WORDS[lang].bad_options);
    }
  }
  return out;
}

const FLAGS = ['self-drawn', 'last-of-kind', 'kong-replacement', 'robbing-kong', 'last-tile-of-wall'];
const WIND_ATTRIBUTES = ['discarder', 'seat-wind', 'prevalent-wind'];
const field = (attribute) => attribute.replace(/-/g, '_');
const attribute = (name) => name.replace(/_/g, '-');
const TILE_CODE = /^([0-9][mps]|[ESWNCFP])$/;
// The hand fields only some rule sets read (each one's catalogue says which it
// reads), watched as attributes.
const OWN_FIELDS = HAND_FIELD_ROWS.map((f) => attribute(f.id));

/** A hand field of the rule set (its catalogue's hand_fields row) as its attribute gives it, or undefined. */
function ownField(element, { id, type }) {
  const name = attribute(id);
  if (type === 'flag') return element.hasAttribute(name) ? true : undefined;
  const value = element.getAttribute(name)?.trim();
  if (!value) return undefined;
  if (type === 'count') return /^\d+$/.test(value) ? Number(value) : value; // not a number: the scorer says why
  if (type === 'tiles') return value.split(/[\s,]+/);
  return value;
}

/** The rule set the element names, if the page knows it (parse then reads its own tiles). */
const namedRules = (element) => {
  const named = (element.getAttribute('rules') ?? RULE_SET_IDS[0]).trim().toLowerCase();
  return RULE_SET_IDS.includes(named) ? named : undefined;
};

/**
 * The hand the element describes, in the scorer's form, from its attributes;
 * `fields` are the rule set's own hand fields (its catalogue's hand_fields).
 */
export function handFromAttributes(element, parsed, fields = []) {
  const hand = {
    // Case aside, the name goes to the scorer as written: an unknown rule set
    // is its error, shown, never MCR in disguise.
    rules: (element.getAttribute('rules') ?? RULE_SET_IDS[0]).trim().toLowerCase(),
    concealed: parsed.concealed,
    melds: parsed.melds,
  };
  if (parsed.win_tile) hand.win_tile = parsed.win_tile;
  for (const flag of FLAGS) if (element.hasAttribute(flag)) hand[field(flag)] = true;
  for (const wind of WIND_ATTRIBUTES) if (element.hasAttribute(wind)) hand[field(wind)] = element.getAttribute(wind);
  for (const f of fields) {
    const value = ownField(element, f);
    if (value !== undefined) hand[f.id] = value;
  }
  const flowers = element.getAttribute('flowers');
  if (flowers) hand.flowers = /^\d+$/.test(flowers.trim()) ? Number(flowers) : flowers.trim().split(/[\s,]+/);
  const options = element.getAttribute('options');
  if (options) {
    try {
      hand.options = JSON.parse(options);
    } catch {
      hand.options = { unreadable_options_attribute: options }; // the scorer says what is wrong
    }
  }
  return hand;
}

class MahjongCalculator extends HTMLElement {
  static get observedAttributes() {
    return ['rules', 'hand', 'lang', 'mode', 'quiz', 'flowers', 'options', ...FLAGS, ...WIND_ATTRIBUTES, ...OWN_FIELDS];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.interactive = null;
    this.mounting = null;
    this.pending = false;
  }

  connectedCallback() {
    this.update();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.update();
  }

  get lang() {
    const lang = this.getAttribute('lang');
    return lang === 'zh' || lang === 'ja' ? lang : 'en';
  }

  // Attribute changes in one task are scored once.
  update() {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      const mode = this.getAttribute('mode');
      if (mode === 'interactive') this.renderInteractive();
      else if (mode === 'waits') this.renderWaits();
      else this.renderCompact();
    });
  }

  emit(result) {
    this.dispatchEvent(new CustomEvent('score', { detail: result, bubbles: true, composed: true }));
  }

  async renderInteractive() {
    const lang = this.lang;
    const situation = this.situation();
    // An oversized hand starts the calculator empty: it stays usable.
    const notation = tooLong('hand', this.getAttribute('hand')) ? '' : this.getAttribute('hand') ?? '';
    if (!this.interactive) {
      // Mounted once, however many attribute changes arrive while the
      // calculator's code loads; those later ones are applied after.
      if (!this.mounting) {
        this.mounting = (async () => {
          // The stylesheets load beside the code, and the calculator mounts
          // once they are in: its layout decides what a panel does (docked
          // at the foot, a complete hand folds the keyboard), and nothing is
          // drawn unstyled.
          const styles = ['embed-host.css', 'embed-calculator.css', 'embed-interactive.css'].map(stylesheet);
          const app = h('div', { class: 'app embedded', part: 'calculator' });
          const notice = h('p', { class: 'dropped', part: 'notice', role: 'status', 'data-testid': 'dropped-attributes' });
          this.shadowRoot.replaceChildren(...styles, h('div', { class: 'shell interactive' }, notice, app));
          const [{ mountCalculator }] = await Promise.all([import('./calculator.js'), ...styles.map(loaded)]);
          this.interactive = mountCalculator(app, {
            lang, initial: { notation, situation }, onScore: (result) => this.emit(result),
          });
          this.showDropped(lang);
        })();
        return this.mounting;
      }
      await this.mounting;
      if (!this.interactive) return; // the mode changed meanwhile
    }
    this.interactive.setLanguage(lang);
    this.interactive.setHand(notation, situation);
    this.showDropped(lang);
  }

  showDropped(lang) {
    const notice = this.shadowRoot.querySelector('.dropped');
    if (notice) notice.textContent = droppedWords(this, lang).join(' ');
  }

  // The situation attributes in the calculator's state form.
  situation() {
    const named = (this.getAttribute('rules') ?? '').trim().toLowerCase();
    const s = { rules: RULE_SET_IDS.includes(named) ? named : RULE_SET_IDS[0] };
    for (const flag of FLAGS) s[field(flag)] = this.hasAttribute(flag);
    for (const wind of WIND_ATTRIBUTES) if (this.hasAttribute(wind)) s[field(wind)] = this.getAttribute(wind);
    // Each by the type the calculator's state gives it; a value it cannot take is left out.
    const blank = emptySituation();
    for (const id of OWN_FIELDS.map(field)) {
      const type = typeof blank[id] === 'boolean' ? 'flag' : typeof blank[id] === 'number' ? 'count' : Array.isArray(blank[id]) ? 'tiles' : 'seat';
      const value = ownField(this, { id, type });
      if (type === 'count' ? Number.isInteger(value) && value <= 99 : type === 'tiles' ? value?.every((t) => TILE_CODE.test(t))
        : type === 'seat' ? WINDS.includes(value) : value !== undefined) s[id] = value;
    }
    const flowers = tooLong('flowers', this.getAttribute('flowers')) ? '' : (this.getAttribute('flowers') ?? '').trim();
    s.flowers = /^\d+$/.test(flowers)
      ? ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'].slice(0, Number(flowers))
      : flowers.split(/[\s,]+/).filter(Boolean);
    try {
      const options = tooLong('options', this.getAttribute('options')) ? {} : JSON.parse(this.getAttribute('options') ?? '{}');
      s.options = options && typeof options === 'object' && !Array.isArray(options) ? options : {};
    } catch {
      s.options = {};
    }
    return s;
  }

  // A read-only view's box (`kind` is its class beside "compact": "fans-mode"
  // or "waits-mode") and the scorer, or null when the scorer cannot load (the
  // box then says so).
  async readOnlyBox(kind, t) {
    const root = this.shadowRoot;
    const selector = `.compact.${kind}`;
    if (!root.querySelector(selector)) {
      this.interactive = null; // a mode change: the full calculator, if any, is gone
      this.mounting = null;
      root.replaceChildren(stylesheet('embed-host.css'), stylesheet('embed.css'),
        h('div', { class: 'shell' }, h('div', { class: `compact ${kind}`, part: 'calculator' })));
    }
    const box = root.querySelector(selector);
    try {
      // With its rule set's module (and its words) alone, and the analysis's for the waits.
      const parts = [this.situation().rules, ...(kind === 'waits-mode' ? ['analysis'] : [])];
      const [calculator] = await Promise.all([loadScorer(...parts), loadRuleWords(this.situation().rules)]);
      return { box, calculator };
    } catch {
      box.replaceChildren(h('p', { class: 'error' }, t.load_failed));
      return null;
    }
  }

  // A read-only mode's box and scorer, and the hand its attributes give
  // ({parsed, hand}: hand null when the notation was refused), or null when
  // the scorer did not load. The API's async calls: a notation or an
  // attribute only the JSON way reads loads its module (issue 21).
  async readOnlyHand(kind, t) {
    const ready = await this.readOnlyBox(kind, t);
    if (!ready) return null;
    const rules = namedRules(this);
    const parsed = oversized(this, this.lang) ?? await parse(this.getAttribute('hand') ?? '', rules);
    const fields = rules ? ready.calculator.catalog(rules).hand_fields ?? [] : [];
    return { ...ready, parsed, hand: parsed.ok ? handFromAttributes(this, parsed.hand, fields) : null };
  }

  async renderCompact() {
    const t = strings(this.lang);
    const ready = await this.readOnlyHand('fans-mode', t);
    if (!ready) return;
    const { box, calculator, parsed } = ready;
    const result = ready.hand ? await score(ready.hand) : parsed;
    this.catalog = calculator.catalog(result.rules ?? RULE_SET_IDS[0]);
    this.minimum = this.catalog.minimum;
    this.openFan = null;
    box.replaceChildren(...this.compactView(parsed, result, t).filter(Boolean));
    this.emit(result);
  }

  // The hand's tiles in a row, melds first; the winning tile set apart.
  tilesRow(hand, text, t) {
    return h('div', { class: 'tiles', role: 'img', 'aria-label': text },
      hand.melds.map((m) => h('span', { class: `meld${m.type === 'kong' && m.concealed ? ' concealed' : ''}` }, m.tiles.map(tileFace))),
      hand.concealed.map(tileFace),
      hand.win_tile && h('span', { class: 'win', title: `${t.winning_tile}: ${tileName(hand.win_tile, this.lang)}` }, tileFace(hand.win_tile)));
  }

  // mode="waits": the hand (13 tiles, none set apart) and its waits, or the quiz.
  async renderWaits() {
    const t = strings(this.lang);
    const ready = await this.readOnlyHand('waits-mode', t);
    if (!ready) return;
    const { box, calculator, parsed } = ready;
    const analysis = ready.hand ? await analyze(ready.hand) : parsed;
    const hand = parsed.ok && { ...parsed.hand, concealed: [...parsed.hand.concealed, ...(parsed.hand.win_tile ? [parsed.hand.win_tile] : [])], win_tile: null };
    const { minimum, shown_total: total, analysis_reading: reading } = calculator.catalog(analysis.rules ?? RULE_SET_IDS[0]);
    box.replaceChildren(...[hand && this.tilesRow(hand, parsed.text, t),
      ...waitsView({ analysis, lang: { zh: 'zh-Hans', ja: 'ja' }[this.lang] ?? 'en', quiz: this.hasAttribute('quiz'), minimum, total, reading })].filter(Boolean));
    this.dispatchEvent(new CustomEvent('analysis', { detail: analysis, bubbles: true, composed: true }));
  }

  compactView(parsed, result, t) {
    const lang = this.lang;
    const hand = parsed.ok ? parsed.hand : null;
    const tiles = hand && this.tilesRow(hand, parsed.text, t);
    if (!result.ok) {
      return [tiles, h('p', { class: 'error', 'data-code': result.error.code }, result.error.message)];
    }
    // the total in the catalogue's unit, as the rule set shows it (HK: after
    // the limit); a result of its own form (Riichi's han and yaku) in the shared one
    const page = RULE_SETS[result.rules] ?? {};
    const own = strings(lang, result.rules);
    const shown = page.shown ? page.shown(result, own) : result;
    const badges = (page.badges?.(shown, own) ?? []).filter(Boolean);
    // a total in words has no unit (Riichi's yakuman)
    const unit = shown.unit ?? own[`total_${this.catalog.unit}`];
    return [
      tiles,
      h('ul', { class: 'fans' }, shown.fans.map((f) => this.fanRow(f, result.rules, t))),
      h('p', { class: 'total' }, h('b', { 'data-testid': 'fan-total' }, shown[this.catalog.shown_total]), unit && ` ${unit}`,
        badges.map((b) => h('small', { 'data-testid': 'limit' }, ` — ${b}`)),
        !result.meets_minimum && h('small', {}, ` — ${page.status ? page.status(result, own, {}) : own.below_minimum(this.minimum)}`)),
    ];
  }

  // A fan row is a button: a tap shows the fan's definition beneath it (the
  // page's own texts, web/rules/<id>/fans.js), another tap hides it.
  fanRow(f, rules, t) {
    const lang = this.lang;
    const id = `definition-${f.id}`;
    // Chinese as the catalogue writes it, Japanese as its players do; English
    // beside either; a rule set that names its own (Riichi's romaji) by its names.
    const pageLang = { zh: 'zh-Hans', ja: 'ja' }[lang] ?? 'en';
    const nameOf = RULE_SETS[rules]?.fanNames ? (g) => fanNames(g, pageLang, rules)[0]
      : (g) => (lang === 'zh' ? g.zh : lang === 'ja' ? fanNameIn(g, 'ja', rules) : g.name);
    const second = RULE_SETS[rules]?.fanNames ? fanNames(f, pageLang, rules)[1] : lang === 'en' ? f.zh : f.name;
    const head = h('button', { type: 'button', class: 'fan-head', 'aria-expanded': 'false', 'aria-controls': id },
      h('span', {}, nameOf(f), ' ', h('small', {}, second)),
      h('b', {}, f.count > 1 ? `${f.points} × ${f.count}` : f.points));
    const note = h('p', { class: 'definition', id, role: 'note', 'aria-label': t.fan_definition, hidden: true });
    head.addEventListener('click', async () => {
      const open = head.getAttribute('aria-expanded') !== 'true';
      head.setAttribute('aria-expanded', String(open));
      note.hidden = !open;
      if (!open || note.textContent) return;
      note.textContent = t.definitions_loading;
      const text = definitionText(await definitionsFor(rules), f.id, lang);
      // What it does not count again, named as the rows are (the texts leave it out).
      const implied = impliesLine(this.catalog, f.id, lang, rules, nameOf);
      note.textContent = text && implied ? `${text} ${implied}` : text ?? t.load_failed;
    });
    return h('li', { 'data-fan': f.id }, head, note);
  }
}

// Each rule set's definitions load once, when a fan is first tapped.
const definitions = {};
function definitionsFor(rules) {
  definitions[rules] ??= import(`./rules/${SHIPPED.fans.includes(rules) ? rules : SHIPPED.fans[0]}/fans.js`)
    .then((module) => module.default)
    .catch(() => { delete definitions[rules]; return {}; });
  return definitions[rules];
}

function definitionText(table, id, lang) {
  const entry = table[id];
  if (!entry) return null;
  const chinese = entry.zh ?? entry['zh-Hans'] ?? entry['zh-Hant'];
  return (lang === 'zh' ? chinese : lang === 'ja' ? entry.ja : entry.en) ?? entry.en ?? chinese ?? null;
}

if (!customElements.get('mahjong-calculator')) customElements.define('mahjong-calculator', MahjongCalculator);
