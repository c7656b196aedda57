// The calculator's shell: it holds the state and its history, scores every
// change, and mounts the panels (web/panels/<name>/: a state module and a
// view module each) into the root it is given (the page's body, or a custom
// element's shadow root). The page keeps the hand in the URL fragment and
// local storage; an embedded calculator takes its hand from its host.
import { load } from './mahjong.js';
import { languageLoaded, loadLanguage, normalizeLanguage, pickLanguage, strings } from './i18n.js';
import * as S from './state.js';
import { h, setIfChanged, setText } from './view.js';
import { emptyHistory, record, redo, undo } from './panels/history/state.js';
import { renderBar } from './panels/history/view.js';
import { renderHand } from './panels/hand/view.js';
import { followHand, initialKeyboard } from './panels/keyboard/state.js';
import { PALETTE_GROUPS, renderPalette, renderTools } from './panels/keyboard/view.js';
import { renderResult, resultSkeleton } from './panels/result/view.js';
import { minimumOf } from './panels/result/state.js';
import { analyse, analysisHand, analysisKind, letGo, winOn } from './panels/analysis/state.js';
import { renderSituation } from './panels/situation/view.js';
import { useSituationRules } from './panels/situation/rules.js';
import { keepValidOptions } from './panels/options/state.js';
import { loadLabels } from './panels/options/labels.js';
import { renderOptions } from './panels/options/view.js';
import { fromFragment, normalizeNotation, toFragment } from './panels/notation/state.js';
import { notationSkeleton, renderNotation, showNotationError } from './panels/notation/view.js';
import { readSavedState } from './saved-state.js';
import { loadStored, persistence } from './persistence.js';
import { headerSkeleton, renderHeader } from './panels/header/view.js';
import { lazyPanel } from './panels/lazy.js';
import { tileCount } from './panels/hand/tiles.js';
import { layerStack, noLayers } from './navigation.js';

// How long the first render waits for the scorer before showing the palette alone.
const SCORER_WAIT_MS = 300;
// From how many tiles the analysis panel's code is fetched (it shows at 13).
const ANALYSIS_FROM_TILES = 10;

// The skeleton: in a narrow container the header, the result, the dock (hand
// and keyboard, kept at the bottom) and the rest follow each other; in a wide
// one the dock and header sit beside the result (style.css decides by the
// container's width, so an embed in a narrow column lays out as a phone).
function skeleton(handlers) {
  return h('div', { class: 'layout' },
    h('div', { class: 'side' },
      headerSkeleton(handlers),
      h('footer', { class: 'dock', 'data-part': 'dock' },
        h('div', { class: 'dock-bar', 'data-part': 'bar' }),
        h('section', { class: 'hand', 'data-part': 'hand' }),
        h('div', { class: 'keyboard', id: 'keyboard', 'data-part': 'keyboard' },
          h('div', { class: 'tools', 'data-part': 'tools' }),
          h('nav', { class: 'palette', 'data-part': 'palette' })))),
    h('main', { class: 'main' },
      h('div', { class: 'notice', 'data-testid': 'notice', 'data-part': 'notice', role: 'status', hidden: true },
        h('p', { 'data-part': 'notice-text' }),
        h('button', { type: 'button', class: 'tool', 'data-part': 'notice-close', onclick: handlers.dismiss }, '×')),
      h('section', { class: 'card result', 'data-part': 'result' }, resultSkeleton()),
      h('section', { class: 'card', 'data-part': 'situation' }),
      h('section', { class: 'card options', 'data-part': 'options' }),
      h('section', { class: 'card', 'data-part': 'notation-card' }, notationSkeleton(handlers))));
}

/**
 * Mounts a calculator into `root`, an element (in the page, or inside a
 * custom element's shadow root).
 *   persist:   keep the hand in the URL fragment and local storage (the page)
 *   initial:   {notation, situation} to start from (an embed's attributes)
 *   lang:      the language to start in ('en', 'zh-Hans', 'zh-Hant'; 'zh' is Simplified)
 *   onScore:   called with each result
 * Returns {ready, setHand(notation, situation), setLanguage(lang), language(),
 * current(), catalog(rules)}: current() gives {hand, state, result, notation}, for features that record
 * the hand (their buttons go in the result's [data-part="result-actions"]).
 */
export function mountCalculator(root, { persist = false, initial = null, lang = null, onScore = null } = {}) {
  const parts = new Map();
  const part = (name) => {
    let el = parts.get(name);
    if (!el?.isConnected) parts.set(name, (el = root.querySelector(`[data-part="${name}"]`)));
    return el;
  };
  let shown = false;
  // Panels the first screen does not show load apart (panels/lazy.js): the
  // analysis when a hand has one, the fan table when it is opened.
  const analysisPanel = lazyPanel(() => import('./panels/analysis/view.js'), () => render());
  const fanTablePanel = lazyPanel(() => import('./panels/fan-table/view.js'));
  const ui = {
    state: S.initialState(),
    history: emptyHistory(),
    keyboard: initialKeyboard(),
    lang: normalizeLanguage(lang) ?? 'en',
    display: { theme: 'auto', large: false },
    choosingWin: false,
    openFan: null,
    calculator: null,
    catalogs: {},
    catalogsWanted: false,
    labels: {},
    definitions: {},
    result: null,
    analysis: null,   // 13 tiles, or 14 that do not win: panels/analysis/state.js
    failed: false,
    optionsOpen: false,
    optionErrors: {}, // option id -> {problem, text}: a refused value, shown at its field
    hint: null,       // a reason shown once in the keyboard's hint line (a blocked tap)
    notice: null,     // a message key shown in the notice bar
    fanQuery: '',
    fanFocus: null,
    notation: { state: null, text: null },
  };

  const FOCUS_KEYS = ['data-tile', 'data-mode', 'data-option', 'data-field', 'data-flag', 'data-rules', 'data-seat-choice',
    'data-won-from', 'data-testid', 'data-part', 'id'];
  function focusSelector(el) {
    if (!el || !root.contains(el)) return null;
    for (const key of FOCUS_KEYS) {
      if (!el.hasAttribute(key)) continue;
      const value = el.getAttribute(key).replace(/"/g, '\\"');
      const extra = el.type === 'radio' ? `[value="${el.value}"]` : '';
      return `[${key}="${value}"]${extra}`;
    }
    return null;
  }

  // ---- persistence (the page only) ----

  const saving = persist ? persistence({
    saved: () => ({ lang: ui.lang, display: ui.display, state: ui.state }),
    fragment: () => {
      const text = notationText(ui.state);
      return text === null ? null : toFragment(ui.state, text);
    },
    onFailure: () => tell('storage_failed'),
  }) : { soon() {}, now() {} };
  const persistSoon = saving.soon;
  const persistNow = saving.now;
  // Back closes the open layer (the page only: an embed's host owns its history).
  const layers = persist ? layerStack({ onReturn: persistNow }) : noLayers();
  const idle = window.requestIdleCallback ?? ((f) => setTimeout(f, 50));

  function notationText(state) {
    if (!ui.calculator) return null;
    if (ui.notation.state !== state) {
      const formatted = ui.calculator.format(S.toHand(state));
      ui.notation = { state, text: formatted.ok ? formatted.text : null };
    }
    return ui.notation.text;
  }

  // ---- scoring and rendering ----

  function score() {
    if (!ui.calculator) return;
    const hand = S.toHand(ui.state);
    ui.result = ui.calculator.score(hand);
    analyseSoon(hand);
    onScore?.(ui.result);
  }

  // The analysis (a ready hand's waits, each scored; the discards) costs a
  // phone milliseconds and the panel a larger frame: the tap's frame shows the
  // tile and the total, and the analysis fills in right after it. A change
  // the analysis does not read (self-drawn, a flag) keeps the one shown.
  let analysed = { key: null, timer: null, frame: null };
  function analyseSoon(hand) {
    const { state, result } = ui;
    const kind = analysisKind(state, result);
    const key = kind && JSON.stringify([kind, analysisHand(hand), state.discarder]);
    if (key === analysed.key) return;
    clearTimeout(analysed.timer);
    cancelAnimationFrame(analysed.frame);
    analysed = { key, timer: null, frame: null };
    // (an idle callback already asked for finds the key changed and does nothing)
    ui.analysis = null;
    if (!kind) return;
    const run = () => {
      if (analysed.key !== key) return;
      ui.analysis = analyse(ui.calculator, ui.state, ui.result, hand);
      render();
    };
    // In the first idle time after the next frame (the one showing the tap)
    // is out; a hidden page has no frames: a timer then.
    if (!shown || document.hidden) analysed.timer = setTimeout(run);
    else analysed.frame = requestAnimationFrame(() => idle(run, { timeout: 120 }));
  }

  function render() {
    if (!shown) return;
    const refocus = focusSelector(root.getRootNode().activeElement);
    draw();
    if (refocus) {
      const again = root.querySelector(refocus);
      if (again && again !== root.getRootNode().activeElement && !again.closest('[inert]')) again.focus({ preventScroll: true });
    }
  }

  function draw() {
    const { state } = ui;
    const t = strings(ui.lang, state.rules);
    const layout = root.querySelector('.layout');
    setIfChanged(layout, 'data-theme', ui.display.theme);
    layout.classList.toggle('large-tiles', ui.display.large);
    setIfChanged(layout, 'lang', ui.lang);
    if (persist) {
      if (document.documentElement.lang !== ui.lang) document.documentElement.lang = ui.lang;
      setIfChanged(document.documentElement, 'data-theme', ui.display.theme);
      if (document.title !== t.title) document.title = t.title;
    }
    renderHeader(root.querySelector('.bar'), { state, lang: ui.lang });

    const notice = part('notice');
    notice.hidden = !ui.notice;
    setText(part('notice-text'), ui.notice ? t.notices[ui.notice] : '');
    setIfChanged(part('notice-close'), 'aria-label', t.close);

    renderResult(part('result'), {
      state, lang: ui.lang, result: ui.result, catalog: ui.catalogs[state.rules], loading: !ui.calculator, failed: ui.failed,
      openFan: ui.openFan, definitions: ui.definitions[state.rules], onFan: toggleFan, onFanTable: openFanTable,
      onSeat: setSeat, onWonFrom: (from) => update(S.setWonFrom(ui.state, from)),
    });
    // Fetched from the 10th tile on, so that it is in when the 13th comes.
    const tiles = tileCount(state);
    if ((ui.analysis || (tiles >= ANALYSIS_FROM_TILES && tiles < 14)) && !analysisPanel.module) analysisPanel.load().catch(() => {});
    analysisPanel.module?.renderAnalysis(part('analysis'), {
      state, lang: ui.lang, analysis: ui.analysis, minimum: minimumOf(state, { rules: state.rules }, ui.catalogs[state.rules]),
      onWait: (tile) => update(winOn(ui.state, tile)), onDiscard: (tile) => update(letGo(ui.state, tile)),
    });
    const folded = ui.keyboard.folded;
    part('dock').classList.toggle('folded', folded);
    part('keyboard').hidden = folded;
    renderBar(part('bar'), {
      state, lang: ui.lang, canUndo: ui.history.past.length > 0, canRedo: ui.history.future.length > 0, folded,
      onUndo: stepBack, onRedo: stepForward, onNewHand: () => { ui.choosingWin = false; update(S.newHand(ui.state)); },
      onToggle: toggleKeyboard,
    });
    renderHand(part('hand'), {
      state, lang: ui.lang, choosingWin: ui.choosingWin, folded, onTile: tapHandTile, onOpen: toggleKeyboard,
      onMeld: (i) => update(S.removeMeld(ui.state, i)),
    });
    {
      renderTools(part('tools'), {
        state, lang: ui.lang, notice: ui.hint, choosingWin: ui.choosingWin, onMode: (mode) => update(S.setMode(ui.state, mode)),
        onChooseWin: () => { ui.choosingWin = !ui.choosingWin; render(); },
      });
      renderPalette(part('palette'), {
        state, lang: ui.lang, tab: ui.keyboard.tab, onTap: (code) => update(S.tap(ui.state, code)), onTab: selectTab, onBlocked: say,
      });
    }
    renderSituation(part('situation'), { state, lang: ui.lang, onSet: (key, value) => update(S.setSituation(ui.state, key, value)) });
    renderOptions(part('options'), {
      state, lang: ui.lang, catalog: ui.catalogsWanted ? catalogFor(state.rules) : undefined, labels: ui.labels[state.rules],
      open: ui.optionsOpen, display: ui.display, errors: ui.optionErrors,
      onInvalid: (id, refused) => {
        const errors = { ...ui.optionErrors };
        if (refused) errors[id] = refused;
        else delete errors[id];
        ui.optionErrors = errors;
      },
      onToggle: (open) => {
        ui.optionsOpen = open;
        if (open) {
          wantLabels(ui.state.rules);
          layers.open('options', () => {
            ui.optionsOpen = false;
            const details = part('options').querySelector(':scope > details');
            if (details) details.open = false;
          });
        } else {
          layers.closed('options');
        }
      },
      onOption: (option, value) => update(S.setOption(ui.state, option.id, value, option.default)),
      onDisplay: (change) => { ui.display = { ...ui.display, ...change }; render(); persistSoon(); },
    });
    renderNotation(part('notation-card'), { state, lang: ui.lang, notation: notationText(state), persist });
    const dialog = root.querySelector('[data-testid=fan-table]');
    if (dialog?.open) {
      fanTablePanel.module.renderFanTable(dialog, {
        state, lang: ui.lang, catalog: catalogFor(state.rules), definitions: ui.definitions[state.rules], query: ui.fanQuery, focus: ui.fanFocus,
      });
    }
  }

  // A blocked tap says why in the keyboard's hint line, where a phone shows it.
  let hintTimer = null;
  function say(reason) {
    ui.hint = reason;
    render();
    clearTimeout(hintTimer);
    hintTimer = setTimeout(() => { ui.hint = null; render(); }, 4000);
  }

  // A message for the notice bar: what was dropped from a link or the saved
  // hand, a failed save. It stays until dismissed or replaced.
  function tell(key) {
    ui.notice = key;
    render();
  }

  function update(next, { remember = true } = {}) {
    ui.hint = null;
    if (next === ui.state) return render();
    if (remember) ui.history = record(ui.history, ui.state, next);
    // Beside the result (a wide container) the keyboard has its own room.
    if (dockedAtBottom()) ui.keyboard = followHand(ui.keyboard, ui.state, next);
    ui.state = next;
    score();
    // A definition whose fan left the result is closed with it (and Back's entry).
    if (ui.openFan && !ui.result?.fans?.some((f) => f.id === ui.openFan)) {
      ui.openFan = null;
      layers.closed('fan');
    }
    render();
    persistSoon();
  }

  function stepBack() {
    const step = undo(ui.history, ui.state);
    if (!step) return;
    ui.history = step.history;
    ui.choosingWin = false;
    update(step.state, { remember: false });
  }

  function stepForward() {
    const step = redo(ui.history, ui.state);
    if (!step) return;
    ui.history = step.history;
    ui.choosingWin = false;
    update(step.state, { remember: false });
  }

  function setSeat(seat) {
    const wasDiscarder = ui.state.discarder === seat;
    update(S.setSeat(ui.state, seat));
    if (wasDiscarder) tell('seat_was_discarder');
  }

  function dockedAtBottom() {
    const dock = shown && part('dock');
    return !dock || getComputedStyle(dock).position === 'sticky';
  }

  function toggleKeyboard() {
    ui.keyboard = { ...ui.keyboard, folded: !ui.keyboard.folded };
    render();
  }

  function tapHandTile(index) {
    if (ui.choosingWin) {
      ui.choosingWin = false;
      update(S.setWinning(ui.state, index));
    } else {
      update(S.removeTile(ui.state, index));
    }
  }

  function selectTab(key) {
    ui.keyboard = { ...ui.keyboard, tab: key };
    render();
    root.querySelector(`[id="tab-${key}"]`)?.focus();
  }

  async function wantDefinitions(rules) {
    if (ui.definitions[rules]) return;
    try {
      ui.definitions[rules] = (await import(`./definitions/${rules}.js`)).default;
    } catch {
      ui.definitions[rules] = {};
    }
    render();
  }

  async function wantLabels(rules) {
    if (ui.labels[rules]) return;
    ui.labels[rules] = await loadLabels(rules);
    render();
  }

  async function toggleFan(id) {
    ui.openFan = ui.openFan === id ? null : id;
    render();
    if (ui.openFan) layers.open('fan', () => { ui.openFan = null; render(); });
    else layers.closed('fan');
    if (ui.openFan) {
      await wantDefinitions(ui.state.rules);
      // The definition opens where it can be read, not under the keyboard.
      root.querySelector(`[id="def-${id}"]`)?.scrollIntoView({ block: 'nearest' });
    }
  }

  async function openFanTable(focus) {
    const { fanTableSkeleton } = await fanTablePanel.load();
    let dialog = root.querySelector('[data-testid=fan-table]');
    if (!dialog) root.querySelector('.layout').append(dialog = fanTableSkeleton(handlers));
    ui.fanFocus = focus;
    ui.fanQuery = '';
    dialog.querySelector('[data-part=fan-search]').value = '';
    if (!dialog.open) {
      dialog.showModal();
      layers.open('fan-table', () => dialog.close());
    }
    render();
    wantDefinitions(ui.state.rules).then(() => {
      if (focus) root.querySelector(`[id="fan-entry-${focus}"]`)?.scrollIntoView({ block: 'center' });
    });
  }

  // ---- the text box and the link ----

  function applyNotation() {
    if (!ui.calculator) return;
    const t = strings(ui.lang, ui.state.rules);
    const box = part('notation');
    const text = normalizeNotation(box.value).trim();
    // An empty box never wipes the hand: New hand does that, undoably.
    if (!text) return showNotationError(part('notation-card'), t.notation_empty);
    const parsed = ui.calculator.parse(text);
    if (!parsed.ok) return showNotationError(part('notation-card'), parsed.error.message);
    showNotationError(part('notation-card'), '');
    update(S.withParsedTiles(ui.state, parsed.hand));
    box.value = notationText(ui.state) ?? box.value;
  }

  async function copyLink() {
    const t = strings(ui.lang, ui.state.rules);
    persistNow();
    const status = part('copy-status');
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = t.copied;
    } catch {
      status.textContent = t.copy_failed;
    }
    setTimeout(() => { status.textContent = ''; }, 2500);
  }

  // Options from a link or storage that these rules do not have, or with a
  // value out of range, are left out (and the player told).
  function withValidOptions(state) {
    const { options, dropped } = keepValidOptions(state.options, catalogFor(state.rules));
    if (dropped) tell('options_dropped');
    return { ...state, options };
  }

  /** Replaces the hand (text notation) and the situation; a broken text stays in the box. */
  function setHand(notation, situation = {}) {
    // Not sanitized before the tiles are in: a flag such as a kong's
    // replacement needs the hand's kong to stand.
    const state = withValidOptions({ ...S.initialState(), ...situation, options: { ...(situation.options ?? {}) } });
    if (!notation) return update(S.sanitize(state));
    const parsed = ui.calculator.parse(normalizeNotation(notation));
    if (parsed.ok) {
      showNotationError(part('notation-card'), '');
      return update(S.withParsedTiles(state, parsed.hand));
    }
    update(S.sanitize(state));
    part('notation').value = notation;
    showNotationError(part('notation-card'), parsed.error.message);
  }

  function restoreFromFragment(fragment) {
    const read = fromFragment(fragment, ui.state);
    if (read.tooLong) {
      tell('link_too_long');
      return update(withValidOptions(ui.state), { remember: false });
    }
    if (read.dropped) tell('link_dropped');
    const state = withValidOptions(read.state);
    if (!read.hasHand) return update(S.sanitize(state));
    if (!read.notation) return update(S.sanitize({ ...state, tiles: [], melds: [], win: null }));
    const parsed = ui.calculator.parse(normalizeNotation(read.notation));
    if (parsed.ok) return update(S.withParsedTiles(state, parsed.hand));
    update(S.sanitize(state));
    part('notation').value = read.notation;
    showNotationError(part('notation-card'), parsed.error.message);
  }

  // ---- start ----

  function isTextField(el) {
    return el?.matches?.('input:not([type=checkbox]):not([type=radio]), textarea, [contenteditable]');
  }

  function wire() {
    // The language menu closes on a tap anywhere else, as a menu does.
    root.addEventListener('click', (e) => {
      const menu = part('lang-menu');
      if (menu.open && !menu.contains(e.target)) menu.open = false;
    });
    part('lang-menu').addEventListener('toggle', (e) => {
      const menu = e.currentTarget;
      if (menu.open) layers.open('lang-menu', () => { menu.open = false; });
      else layers.closed('lang-menu');
    });
    // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y), except in a text field, which has its own.
    const keys = persist ? document : root;
    keys.addEventListener('keydown', (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) stepBack();
      else if ((key === 'z' && e.shiftKey) || key === 'y') stepForward();
      else return;
      e.preventDefault();
    });
    if (persist) {
      window.addEventListener('hashchange', () => {
        if (!ui.calculator) return;
        const text = notationText(ui.state);
        if (text === null || location.hash !== toFragment(ui.state, text)) restoreFromFragment(location.hash);
      });
    }
    // Arrow keys move between the palette's tabs, as a tab list should.
    part('palette').addEventListener('keydown', (e) => {
      if (!e.target.matches('[role=tab]') || !['ArrowLeft', 'ArrowRight'].includes(e.key)) return;
      const keysOf = PALETTE_GROUPS.map(([k]) => k);
      const step = e.key === 'ArrowRight' ? 1 : -1;
      selectTab(keysOf[(keysOf.indexOf(ui.keyboard.tab) + step + keysOf.length) % keysOf.length]);
    });
  }

  const handlers = {
    onApply: applyNotation,
    onCopy: copyLink,
    onFanTable: openFanTable,
    onClose: () => { ui.fanFocus = null; layers.closed('fan-table'); },
    onSearch: (query) => {
      ui.fanQuery = query;
      render();
      // Chinese names match in either script: the conversion comes with the Chinese words.
      if (/[\u3400-\u9fff]/.test(query) && !languageLoaded('zh-Hant')) loadLanguage('zh-Hant').then(render, () => {});
    },
    dismiss: () => { ui.notice = null; render(); },
    onRules: (rules) => { update(S.setRules(ui.state, rules)); if (ui.optionsOpen) wantLabels(rules); },
    // Kept at once (a reload right after still finds it); drawn once its words are in.
    onLanguage: (next) => {
      ui.lang = next;
      persistSoon();
      loadLanguage(next).catch(() => {}).then(render);
    },
  };

  function show() {
    if (shown) return;
    shown = true;
    root.replaceChildren(skeleton(handlers));
    if ('ResizeObserver' in window) {
      // Docked at the bottom (a narrow container), the dock's height is what
      // the result's first screen leaves it, and whatever is scrolled to or
      // focused lands above it, not under it.
      // Read before anything is written (a read after a write would lay the
      // page out again inside the callback), and written on the result card
      // alone, the one that reads it (on the layout it restyled every tile).
      const dock = part('dock');
      const result = part('result');
      const html = document.documentElement;
      new ResizeObserver(() => {
        const docked = getComputedStyle(dock).position === 'sticky';
        const dockHeight = docked ? dock.offsetHeight : 0;
        const height = `${dockHeight}px`;
        if (result.style.getPropertyValue('--dock-h') !== height) result.style.setProperty('--dock-h', height);
        const padding = docked ? `${dockHeight + 8}px` : '0px';
        if (persist && html.style.scrollPaddingBottom !== padding) html.style.scrollPaddingBottom = padding;
      }).observe(dock);
    }
    wire();
  }

  function catalogFor(rules) {
    if (ui.calculator && !ui.catalogs[rules]) ui.catalogs[rules] = ui.calculator.catalog(rules);
    return ui.catalogs[rules];
  }

  async function start() {
    const stored = persist ? loadStored() : { raw: undefined };
    const raw = stored.raw ?? {};
    ui.lang = normalizeLanguage(lang) ?? normalizeLanguage(raw.lang) ?? pickLanguage(navigator.languages ?? [navigator.language]);
    if (raw.display && typeof raw.display === 'object') {
      ui.display = {
        theme: ['auto', 'light', 'dark'].includes(raw.display.theme) ? raw.display.theme : 'auto',
        large: raw.display.large === true,
      };
    }
    // A Chinese first screen is Chinese from its first frame: its words load
    // beside the scorer, and every render below waits for them.
    const words = loadLanguage(ui.lang).catch(() => {});
    let startNotice = stored.problem ?? null;
    if (!initial && Object.hasOwn(raw, 'state')) {
      const read = readSavedState(raw.state, S.initialState());
      ui.state = read.state;
      if (read.unreadable) startNotice = 'stored_unreadable';
      else if (read.dropped) startNotice = 'stored_dropped';
    }
    ui.notice = startNotice;
    // The scorer was preloaded with the page and is usually in within a few
    // frames: the first render then shows the hand and its result together.
    const loading = load();
    const settled = loading.then(() => true, () => true);
    if (!(await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SCORER_WAIT_MS, false))]))) {
      await words;
      show();
      render();
    }
    try {
      ui.calculator = await loading;
      await words;
      // Which win flags go together: the core's table, one per rule set.
      useSituationRules((rules) => catalogFor(rules)?.situation_rules);
    } catch {
      ui.failed = true;
      await words;
      show();
      return render();
    }
    show();
    const startState = ui.state;
    if (initial) setHand(initial.notation, initial.situation);
    else if (persist && location.hash.length > 1) restoreFromFragment(location.hash);
    else update(S.sanitize(withValidOptions(ui.state)), { remember: false });
    // Opening the page is not a step to undo.
    if (ui.state !== startState || initial) ui.history = emptyHistory();
    if (persist && ui.notice) render();
    // The options' catalogue is read once the result shows, so the options
    // card is complete before a player opens it; their labels (a file of
    // their own) load when it opens.
    idle(() => {
      ui.catalogsWanted = true;
      render();
    });
    // The analysis builds its tables on first use (tens of ms on a phone):
    // built here, the first 13th tile a player enters is a frame like any other.
    idle(() => ui.calculator.analyze({ text: '1236m4589p2377sEC' }));
  }

  const ready = start();
  return {
    ready,
    setHand: async (notation, situation) => { await ready; setHand(notation, situation); },
    setLanguage: (next) => {
      const l = normalizeLanguage(next);
      if (l) loadLanguage(l).catch(() => {}).then(() => { ui.lang = l; render(); });
    },
    language: () => ui.lang,
    current: () => ({ hand: S.toHand(ui.state), state: ui.state, result: ui.result, notation: notationText(ui.state) }),
    // The loaded module's catalogue (null before it loads): other features
    // read fan names from it rather than load the module a second time.
    catalog: (rules) => catalogFor(rules) ?? null,
    // The core's settlement by value (the score sheet's hands entered by hand), null before it loads.
    settle: (request) => ui.calculator?.settle(request) ?? null,
    // What Back closes: other features' layers (the score sheet) join it.
    layers,
  };
}
