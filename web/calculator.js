// The calculator's shell: it creates the state, mounts the panels into the
// root it is given (the page's body, or a custom element's shadow root),
// scores every change and routes it to them. A panel is a folder,
// web/panels/<name>/: its state and its view, and its panel.js, which fills
// its part of the layout and declares what it needs (a module loaded apart,
// a Back layer, keys). The page keeps the hand in the URL fragment and local
// storage; an embedded calculator takes its hand from its host.
//
// A panel's mount(app) returns its hooks, each optional: render() draws it;
// changed({before, after, hand, remember}) follows a change of state, once
// it is scored and before it is drawn; loaded() runs once the scorer is in,
// before the first state; started() once the first state shows. What a
// panel offers others (the fan table's open(), the keyboard's toggle()) is
// on its hooks, reached through app.panels.<name>.
import { loadScorer } from './mahjong.js';
import { fanNameIn, loadLanguage, loadRuleWords, normalizeLanguage, pickLanguage, pickRules, ruleWordsLoaded } from './i18n.js';
import * as S from './state.js';
import { RULE_SET_IDS } from './rules/all-page.js';
import { h, keepingFocus } from './view.js';
import { afterPaint } from './frames.js';
import { laterStyles } from './later-styles.js';
import { initialKeyboard } from './panels/keyboard/state.js';
import { isEmptyHand } from './panels/result/state.js';
import { toFragment } from './panels/notation/state.js';
import { loadStored, persistence } from './persistence.js';
import { layerStack, noLayers } from './navigation.js';
import { mount as header } from './panels/header/panel.js';
import { mount as notice } from './panels/notice/panel.js';
import { mount as result } from './panels/result/panel.js';
import { mount as analysis } from './panels/analysis/panel.js';
import { mount as history } from './panels/history/panel.js';
import { mount as hand } from './panels/hand/panel.js';
import { mount as keyboard } from './panels/keyboard/panel.js';
import { mount as situation } from './panels/situation/panel.js';
import { mount as options } from './panels/options/panel.js';
import { mount as notation } from './panels/notation/panel.js';
import { mount as fanTable } from './panels/fan-table/panel.js';

// The panels, in the order they are mounted and drawn: a new panel is a folder and a line here.
const PANELS = { header, notice, result, analysis, history, hand, keyboard, situation, options, notation, fanTable };

// How long the first render waits for the scorer before showing the palette alone.
const SCORER_WAIT_MS = 300;
// The calculator's catalogue before its words are in (wasm/mahjong.js, the page's alone).
const CATALOG_NOW = Symbol.for('mahjong-calculator.catalog-now');
const MISSING_PART = Symbol.for('mahjong-calculator.missing-part');

// The panels' places: in a narrow container the header, the result, the dock
// (hand and keyboard, kept at the bottom) and the rest follow each other; in
// a wide one the dock and header sit beside the result (style.css decides by
// the container's width, so an embed in a narrow column lays out as a phone).
function skeleton() {
  return h('div', { class: 'layout', 'data-part': 'layout', 'data-scorer': 'loading' },
    h('div', { class: 'side' },
      h('header', { class: 'bar', 'data-part': 'header' }),
      h('footer', { class: 'dock', 'data-part': 'dock' },
        h('div', { class: 'dock-bar', 'data-part': 'bar' }),
        h('section', { class: 'hand', 'data-part': 'hand' }),
        h('div', { class: 'keyboard', id: 'keyboard', 'data-part': 'keyboard' },
          h('div', { class: 'tools', 'data-part': 'tools' }),
          h('nav', { class: 'palette', 'data-part': 'palette' })))),
    h('main', { class: 'main' },
      h('div', { class: 'notice', 'data-testid': 'notice', 'data-part': 'notice', role: 'status', hidden: true }),
      h('section', { class: 'card result', 'data-part': 'result' }),
      h('section', { class: 'card', 'data-part': 'situation' }),
      h('section', { class: 'card options', 'data-part': 'options' }),
      h('section', { class: 'card', 'data-part': 'notation-card' })));
}

/**
 * Mounts a calculator into `root`, an element (in the page, or inside a
 * custom element's shadow root).
 *   persist:   keep the hand in the URL fragment and local storage (the page)
 *   initial:   {notation, situation} to start from (an embed's attributes)
 *   lang:      the language to start in ('en', 'zh-Hans', 'zh-Hant', 'ja'; 'zh' is Simplified)
 *   onScore:   called with each result
 * Returns {ready, setHand(notation, situation), setLanguage(lang), language(),
 * current(), catalog(rules), layers, setPlayers(players), setSituation(situation), newHand(situation), askSeat(message)}: current() gives
 * {hand, state, result, notation, players, seatChosen}, for features that record the hand (their buttons
 * go in the result's [data-part="result-actions"]).
 */
export function mountCalculator(root, { persist = false, initial = null, lang = null, onScore = null } = {}) {
  const parts = new Map();
  const part = (name) => {
    let el = parts.get(name);
    if (!el?.isConnected) parts.set(name, (el = root.querySelector(`[data-part="${name}"]`)));
    return el;
  };
  let shown = false;
  const panels = {};
  // What more than one panel reads; each panel keeps the rest of its state itself.
  const ui = {
    state: S.initialState(),
    keyboard: initialKeyboard(), // folded or not: the keyboard, the hand's preview, the bar's handle
    choosingWin: false,          // the keyboard's winning-tile chooser; the hand's taps then pick it
    lang: normalizeLanguage(lang) ?? 'en', // the language drawn: its words are in
    nextLang: null,                         // a language chosen whose words are on their way
    display: { theme: 'auto', large: false, keys: 'tabs' }, // keys: the keyboard by suit (tabs) or all at once
    calculator: null,
    catalogs: {},
    wordless: {}, // catalogues before their words came (catalogFor)
    wordsFailed: new Set(), // rule sets whose catalogue words failed to load: drawn without
    result: null,
    failed: false,
    hint: null,   // a reason shown once in the keyboard's hint line (a blocked tap)
    notice: null, // a message key shown in the notice bar
    notation: { state: null, text: null },
    // While a score sheet's match is open, its players by the wind each holds
    // in the hand to come ({E: 'Ann', ...}); the seat row then names them.
    // Set by the sheet (setPlayers), null without a match.
    players: null,
    // Whether the seat row was set for this hand (a tap, or a hand given
    // whole with its situation): a sheet records the winner only then, not
    // a seat left from the hand before (a new hand clears it: app.pickSeat).
    seatChosen: false,
    // The sheet's question "who won?", shown by the seat row until a seat is tapped (askSeat).
    askSeat: null,
    handPending: false, // a hand to show (a link's, an embed's) waiting for the scorer to read it
    unread: undefined, // the stored state while its reading loads: a save writes it back, never loses it
  };
  const saving = persist ? persistence({
    saved: () => ({ lang: ui.nextLang ?? ui.lang, display: ui.display, state: ui.unread ?? ui.state }),
    fragment: () => {
      const text = notationText(ui.state);
      return text === null ? null : toFragment(ui.state, text);
    },
    onFailure: () => tell('storage_failed'),
  }) : { soon() {}, now() {} };
  const idle = window.requestIdleCallback?.bind(window) ?? ((f) => setTimeout(f, 50));
  const app = {
    root, ui, persist, panels, part, render, update, tell, catalogFor, notationText, loadRules,
    chooseLanguage,
    // The styles of what the first screen never shows (the fan table, the
    // analysis), awaited before drawing it: the page's later.css; an embed's
    // shadow root has them in its stylesheet.
    laterStyles: () => (root.getRootNode() === document ? laterStyles() : Promise.resolve()),
    // The seat row's seat picked for this hand (a tap, a hand given whole) or
    // not (a new hand); the sheet's question goes either way.
    pickSeat(picked) { ui.seatChosen = picked; ui.askSeat = null; },
    persistSoon: saving.soon,
    persistNow: saving.now,
    // Back closes the open layer (the page only: an embed's host owns its history).
    layers: persist ? layerStack({ onReturn: () => saving.now({ overwrite: true }) }) : noLayers(),
    idle,
    // Work that must not hold a tap's frame back (the analysis, the faces of
    // how the hand was read): the first idle time after the next frame; a
    // hidden page has no frames, so a timer then.
    afterFrame(work) {
      if (document.hidden) setTimeout(work);
      else requestAnimationFrame(() => idle(work, { timeout: 120 }));
    },
  };
  const each = (hook, ...args) => { for (const panel of Object.values(panels)) panel[hook]?.(...args); };

  /** The hand as the core writes it (null before the scorer is in, or for a hand it cannot write). */
  function notationText(state) {
    if (!ui.calculator) return null;
    if (ui.notation.state !== state) {
      const formatted = ui.calculator.format(S.toHand(state));
      ui.notation = { state, text: formatted.ok ? formatted.text : null };
    }
    return ui.notation.text;
  }

  /**
   * The module of a rule set that has one of its own (Riichi) and the JSON
   * way's (a notation that does not parse, with the core's message), once
   * loaded; never a failure (a call then says not_loaded again).
   */
  function loadRules(rules) {
    return loadScorer(rules, 'json').catch(() => ui.calculator);
  }

  function catalogFor(rules) {
    if (ui.calculator && !ui.catalogs[rules]) {
      const catalog = ui.calculator.catalog(rules);
      if (catalog.error?.code !== 'not_loaded') ui.catalogs[rules] = catalog;
      else {
        // Its module is on its way (scoreOf), as before the scorer; or only
        // its words (reasons, option descriptions), which come after the
        // first result (wordsAfterFirstResult): drawn without them till then.
        ui.wordless[rules] ??= ui.calculator[CATALOG_NOW](rules);
        return ui.wordless[rules].error ? (delete ui.wordless[rules], undefined) : ui.wordless[rules];
      }
    }
    return ui.catalogs[rules];
  }

  // A rule set's catalogue whose words (mahjong-words-<id>.json: situation
  // reasons, option descriptions) are not in yet, and not failed to load.
  const catalogWordsPending = (rules) => ui.calculator && !ui.wordsFailed.has(rules)
    && catalogFor(rules) !== undefined && !ui.catalogs[rules];

  // The state's score. Another rule set's module (Hong Kong's, Riichi's)
  // loads when first chosen: its first hand is scored again once it is in.
  function scoreOf(state, hand, tried) {
    const result = ui.calculator.score(hand);
    const part = ui.calculator[MISSING_PART](result);
    if (part !== undefined && part !== tried) {
      // The part it names: its rule set's module (with its words), its
      // words alone, or the JSON way's (with the rule set's module).
      loadScorer(...(part === 'json' ? [hand.rules, 'json'] : [part])).then(() => {
        if (ui.state !== state) return;
        ui.notation = {};
        ui.result = scoreOf(state, hand, part);
        onScore?.(ui.result);
        render();
        saving.soon(); // the address, which needs the hand's notation from that module
      }, () => {});
    }
    return result;
  }

  // A rule set whose words come when it is first shown (Riichi's words.js)
  // is drawn once they are in: until then the screen stays as it was, as for
  // a language (a failed load is tried again at the next change).
  function render() {
    if (!shown) return;
    const rules = ui.state.rules;
    if (!ruleWordsLoaded(rules)) {
      loadRuleWords(rules).then(() => { if (ui.state.rules === rules) render(); }, () => {});
      return;
    }
    // The same for its catalogue's words (the first hand's come with the
    // scorer); failed (offline before they were kept), it is drawn without.
    if (catalogWordsPending(rules)) {
      // (its words alone: load() would bring every first-module rule set's)
      loadScorer(`words-${rules}`).catch(() => ui.wordsFailed.add(rules)).then(() => {
        ui.wordless = {};
        if (ui.state.rules === rules) render();
      });
      return;
    }
    keepingFocus(root, () => each('render'));
  }

  /** A change of state: scored, followed by each panel, drawn, and kept. */
  function update(next, { remember = true } = {}) {
    ui.hint = null; // a blocked tap's reason lasts until the next action
    if (next === ui.state) return render();
    const change = { before: ui.state, after: next, hand: S.toHand(next), remember };
    ui.state = next;
    if (ui.calculator) ui.result = scoreOf(next, change.hand);
    each('changed', change);
    if (ui.calculator) onScore?.(ui.result);
    render();
    saving.soon();
  }

  // A message for the notice bar: what was dropped from a link or the saved
  // hand, a failed save. It stays until dismissed or replaced.
  function tell(key) {
    ui.notice = key;
    render();
  }

  // A language is kept at once (a reload right after still finds it) and
  // drawn once its words are in, unless another was chosen meanwhile: a panel
  // drawn in a language before its words arrive would keep English under
  // that language's name. Words that cannot load (offline before they were
  // kept) leave the page as it was.
  function chooseLanguage(next) {
    ui.nextLang = next;
    app.persistSoon();
    const settle = (loaded) => {
      if (ui.nextLang !== next) return;
      ui.nextLang = null;
      if (loaded) ui.lang = next;
      else app.persistSoon();
      render();
    };
    loadLanguage(next).then(() => settle(true), () => settle(false));
  }

  function show() {
    if (shown) return;
    shown = true;
    root.replaceChildren(skeleton());
    for (const [name, mount] of Object.entries(PANELS)) panels[name] = mount(app);
  }

  // The page without what it needs to work (offline before its files were
  // kept), drawn once `words` (the words it waits for) are in.
  async function failed(words) {
    ui.failed = true;
    await words;
    show();
    part('layout').dataset.scorer = 'failed';
    return render();
  }

  async function start() {
    const stored = persist ? loadStored() : { raw: undefined };
    const raw = stored.raw ?? {};
    ui.lang = normalizeLanguage(lang) ?? normalizeLanguage(raw.lang) ?? pickLanguage(navigator.languages ?? [navigator.language]);
    if (raw.display && typeof raw.display === 'object') {
      ui.display = {
        theme: ['auto', 'light', 'dark'].includes(raw.display.theme) ? raw.display.theme : 'auto',
        large: raw.display.large === true,
        keys: raw.display.keys === 'all' ? 'all' : 'tabs',
      };
    }
    // A Chinese or Japanese first screen is so from its first frame: its words load
    // beside the scorer, and every render below waits for them.
    const language = loadLanguage(ui.lang).catch(() => {});
    let startNotice = stored.problem ?? null;
    if (!initial && Object.hasOwn(raw, 'state')) {
      // The strict reading loads only when storage holds a state: a first
      // visit, from a link or not, never fetches it. Unread (the file could
      // not load), the page fails as without its scorer, the state kept.
      ui.unread = raw.state;
      const reader = await import('./saved-state.js').catch(() => null);
      if (!reader) return failed(language);
      const read = reader.readSavedState(raw.state, S.initialState());
      ui.unread = undefined;
      ui.state = read.state;
      if (read.unreadable) startNotice = 'stored_unreadable';
      else if (read.dropped) startNotice = 'stored_dropped';
    }
    // A first visit (nothing kept, no link) starts on the rule set of the
    // browser's region: a Hong Kong or Macau player meets Hong Kong rules.
    else if (persist && !initial && location.hash.length <= 1) {
      ui.state = S.setRules(ui.state, pickRules(navigator.languages ?? [navigator.language]));
    }
    ui.notice = startNotice;
    // The first rule set's own words (a saved or first Riichi hand) load beside the language's.
    const words = Promise.all([language, loadRuleWords(ui.state.rules).catch(() => {})]);
    // A hand to show (saved, in the address, an embed's) waits briefly for
    // the scorer: the first render then shows the hand and its result
    // together. An empty hand (a first visit) needs no scorer to say what to
    // do, so the page is drawn at once and the scorer, the largest download,
    // fetched after that frame: on a slow network the first screen no longer
    // waits for it, and a player cannot tap fourteen tiles before it is in.
    const handToShow = Boolean(initial) || (persist && location.hash.length > 1) || !isEmptyHand(ui.state);
    // A link's or an embed's hand is read by the scorer: until it is in, the
    // page says it is loading, never the empty hand's guidance.
    ui.handPending = handToShow;
    if (!handToShow) {
      await words;
      show();
      render();
      await afterPaint();
    }
    // The first hand's rule set's module, the first module (Riichi's own,
    // which carries all of it, for a Riichi hand): the link's, the embed's,
    // the saved or the chosen one.
    const firstRules = initial?.situation?.rules
      ?? (persist && location.hash.length > 1 ? new URLSearchParams(location.hash.slice(1)).get('r') : null)
      ?? ui.state.rules;
    // With its catalogue's words, which mahjong.js fetches beside its module
    // when the module leaves them out (its fans' names for the first result,
    // the situation reasons): both download at once.
    const withRules = loadScorer(firstRules).catch(() => null);
    const loading = loadScorer().then((calculator) => withRules.then(() => calculator));
    if (RULE_SET_IDS.includes(firstRules)) loadRuleWords(firstRules).catch(() => {});
    const settled = loading.then(() => true, () => true);
    if (handToShow && !(await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SCORER_WAIT_MS, false))]))) {
      await words;
      show();
      render();
    }
    try {
      ui.calculator = await loading;
      await words;
    } catch {
      return failed(words);
    }
    show();
    each('loaded');
    panels.notation.open(initial);
    ui.handPending = false;
    each('started');
    // The first screen may be drawn before the scorer (an empty hand): this
    // says when what it shows is the scorer's (the tests wait for it).
    part('layout').dataset.scorer = 'ready';
    if (persist && ui.notice) render();
  }

  const ready = start();
  return {
    ready,
    setHand: async (text, situation) => {
      await ready;
      panels.notation.setHand(text, situation);
      app.pickSeat(true);
    },
    setLanguage: (next) => {
      const l = normalizeLanguage(next);
      if (l) chooseLanguage(l);
    },
    language: () => ui.lang,
    current: () => ({
      hand: S.toHand(ui.state), state: ui.state, result: ui.result, notation: notationText(ui.state), players: ui.players, seatChosen: ui.seatChosen,
    }),
    // Asks for the winner by the seat row (a line there, its seats marked) until one is tapped.
    askSeat: async (message) => {
      await ready;
      ui.askSeat = message;
      render();
      // the question and the seats under it in sight, clear of the page's bar
      part('result')?.querySelector('[data-testid=pick-winner]')?.scrollIntoView?.({ block: 'center' });
    },
    // The loaded module's catalogue (null before it loads): other features
    // read fan names from it rather than load the module a second time.
    catalog: (rules) => catalogFor(rules) ?? null,
    // A fan's name in a language (Japanese names are the page's words), and
    // loading a language's words without showing it (the score sheet's 日本語).
    fanName: (rules, fan, lang) => fanNameIn(fan, lang, rules),
    loadLanguage: (next) => loadLanguage(normalizeLanguage(next) ?? 'en'),
    // A rule set's own module (Riichi's) loaded, so that catalog() and settle() answer for it (the score sheet's games).
    loadRules: async (rules) => { await loadRules(rules); },
    // The core's settlement by value (the score sheet's hands entered by hand), null before it loads;
    // its module (the JSON way's) loads with the sheet: loadSettlement().
    settle: (request) => ui.calculator?.settle(request) ?? null,
    loadSettlement: () => loadScorer('json'),
    // What Back closes: other features' layers (the score sheet) join it.
    layers: app.layers,
    // A score sheet's players by wind for the hand to come, or null: the seat row names them.
    setPlayers: async (players) => {
      await ready;
      ui.players = players ? { ...players } : null;
      render();
    },
    // The situation of the hand to come, the tiles kept: a match just started
    // plays its first hand in the East round whatever round the calculator
    // had; a Riichi game sets the honba and deposits on the table.
    setSituation: async (situation) => {
      await ready;
      if (Object.entries(situation).every(([key, value]) => ui.state[key] === value)) return;
      app.update(S.sanitize({ ...ui.state, ...situation }));
      saving.now();
    },
    // A new hand (no tiles, no win circumstances) in the situation given (the sheet's winds).
    newHand: async (situation = {}) => {
      await ready;
      app.pickSeat(false);
      app.update(S.sanitize({ ...S.newHand(ui.state), ...situation }));
      // Kept at once, not when idle: a reload right after a hand is recorded
      // must find the next hand's winds, not the recorded hand.
      saving.now();
    },
  };
}
