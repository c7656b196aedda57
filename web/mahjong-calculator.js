// <mahjong-calculator>: the calculator as a custom element, for rule-tutorial
// pages. One module script loads it; every element on the page shares one
// WebAssembly module; styles stay in each element's shadow root; nothing is
// read from the host page but the element's own attributes.
//
//   <script type="module" src="https://…/mahjong-calculator.js"></script>
//   <mahjong-calculator rules="mcr" hand="[EEE1]123m456p789s5p5p" lang="en"></mahjong-calculator>
//
// Attributes: rules ("mcr" | "hk"), hand (text notation; the last tile is the
// winning tile), lang ("en" | "zh"), mode ("compact": read-only, the hand and
// its fans; "interactive": the full calculator), and the situation:
// self-drawn, last-of-kind, kong-replacement, robbing-kong, last-tile-of-wall
// (present = true), discarder, seat-wind, prevalent-wind ("E" "S" "W" "N"),
// flowers (a count, or bonus codes "f1 s3"), options (JSON, e.g.
// '{"concealed_and_melded_kong_fan": false}').
// Events: "score", whose detail is the result object ({ok, total, fans, …} or
// {ok: false, error}), after every scoring.
import { load } from './mahjong.js';
import { strings, tileName } from './i18n.js';
import { h, tileFace } from './view.js';

const here = (file) => new URL(file, import.meta.url).href;

const FLAGS = ['self-drawn', 'last-of-kind', 'kong-replacement', 'robbing-kong', 'last-tile-of-wall'];
const WIND_ATTRIBUTES = ['discarder', 'seat-wind', 'prevalent-wind'];
const field = (attribute) => attribute.replace(/-/g, '_');

/** The hand the element describes, in the scorer's form, from its attributes. */
export function handFromAttributes(element, parsed) {
  const hand = {
    rules: element.getAttribute('rules') === 'hk' ? 'hk' : 'mcr',
    concealed: parsed.concealed,
    melds: parsed.melds,
  };
  if (parsed.win_tile) hand.win_tile = parsed.win_tile;
  for (const flag of FLAGS) if (element.hasAttribute(flag)) hand[field(flag)] = true;
  for (const wind of WIND_ATTRIBUTES) if (element.hasAttribute(wind)) hand[field(wind)] = element.getAttribute(wind);
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
    return ['rules', 'hand', 'lang', 'mode', 'flowers', 'options', ...FLAGS, ...WIND_ATTRIBUTES];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this.interactive = null;
    this.pending = false;
  }

  connectedCallback() {
    this.update();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.update();
  }

  get lang() {
    return this.getAttribute('lang') === 'zh' ? 'zh' : 'en';
  }

  // Attribute changes in one task are scored once.
  update() {
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      this.getAttribute('mode') === 'interactive' ? this.renderInteractive() : this.renderCompact();
    });
  }

  emit(result) {
    this.dispatchEvent(new CustomEvent('score', { detail: result, bubbles: true, composed: true }));
  }

  async renderInteractive() {
    const lang = this.lang;
    const situation = this.situation();
    const notation = this.getAttribute('hand') ?? '';
    if (!this.interactive) {
      const { mountCalculator } = await import('./calculator.js');
      const app = h('div', { class: 'app embedded' });
      this.shadowRoot.replaceChildren(h('link', { rel: 'stylesheet', href: here('style.css') }), app);
      this.interactive = mountCalculator(app, {
        lang, initial: { notation, situation }, onScore: (result) => this.emit(result),
      });
      return;
    }
    this.interactive.setLanguage(lang);
    this.interactive.setHand(notation, situation);
  }

  // The situation attributes in the calculator's state form.
  situation() {
    const s = { rules: this.getAttribute('rules') === 'hk' ? 'hk' : 'mcr' };
    for (const flag of FLAGS) s[field(flag)] = this.hasAttribute(flag);
    for (const wind of WIND_ATTRIBUTES) if (this.hasAttribute(wind)) s[field(wind)] = this.getAttribute(wind);
    const flowers = (this.getAttribute('flowers') ?? '').trim();
    s.flowers = /^\d+$/.test(flowers)
      ? ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'].slice(0, Number(flowers))
      : flowers.split(/[\s,]+/).filter(Boolean);
    try {
      s.options = JSON.parse(this.getAttribute('options') ?? '{}');
    } catch {
      s.options = {};
    }
    return s;
  }

  async renderCompact() {
    const t = strings(this.lang);
    const root = this.shadowRoot;
    if (!root.querySelector('link')) root.replaceChildren(h('link', { rel: 'stylesheet', href: here('embed.css') }), h('div', { class: 'compact', part: 'calculator' }));
    const box = root.querySelector('.compact');
    let calculator;
    try {
      calculator = await load();
    } catch {
      box.replaceChildren(h('p', { class: 'error' }, t.load_failed));
      return;
    }
    const parsed = calculator.parse(this.getAttribute('hand') ?? '');
    const result = parsed.ok ? calculator.score(handFromAttributes(this, parsed.hand)) : parsed;
    this.minimum = calculator.catalog(result.rules ?? 'mcr').minimum;
    box.replaceChildren(...this.compactView(parsed, result, t));
    this.emit(result);
  }

  compactView(parsed, result, t) {
    const lang = this.lang;
    const hand = parsed.ok ? parsed.hand : null;
    const tiles = hand && h('div', { class: 'tiles', role: 'img', 'aria-label': parsed.text },
      hand.melds.map((m) => h('span', { class: `meld${m.type === 'kong' && m.concealed ? ' concealed' : ''}` }, m.tiles.map(tileFace))),
      hand.concealed.map(tileFace),
      hand.win_tile && h('span', { class: 'win', title: `${t.winning_tile}: ${tileName(hand.win_tile, lang)}` }, tileFace(hand.win_tile)));
    if (!result.ok) {
      return [tiles, h('p', { class: 'error', 'data-code': result.error.code }, result.error.message)];
    }
    const hk = result.rules === 'hk';
    const unit = hk ? t.total_faan : t.total_points;
    return [
      tiles,
      h('ul', { class: 'fans' }, result.fans.map((f) => h('li', { 'data-fan': f.id },
        h('span', {}, lang === 'zh' ? f.zh : f.name, ' ', h('small', {}, lang === 'zh' ? f.name : f.zh)),
        h('b', {}, f.count > 1 ? `${f.points} × ${f.count}` : f.points)))),
      h('p', { class: 'total' }, h('b', { 'data-testid': 'fan-total' }, hk ? result.capped_total : result.total), ` ${unit}`,
        !result.meets_minimum && h('small', {}, ` — ${hk ? t.hk_below_minimum(this.minimum) : t.below_minimum(this.minimum)}`)),
    ];
  }
}

if (!customElements.get('mahjong-calculator')) customElements.define('mahjong-calculator', MahjongCalculator);
