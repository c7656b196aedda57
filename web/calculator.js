// The calculator: holds the state, scores it on every change and renders into
// the root it is mounted on (the page's body, or a custom element's shadow
// root). The page keeps the hand in the URL fragment and local storage; an
// embedded calculator takes its hand from its host and reports its scores.
import { load } from './mahjong.js';
import { LANGUAGES, strings } from './i18n.js';
import * as S from './state.js';
import {
  h, renderHand, renderOptions, renderPalette, renderResult, renderSituation, renderTools, setIfChanged, setText, PALETTE_GROUPS,
} from './view.js';

const STORAGE_KEY = 'mahjong-calculator';
// How long the first render waits for the scorer before showing the palette alone.
const SCORER_WAIT_MS = 300;

// The skeleton every calculator fills: result and settings above, the hand
// and the palette in a dock below.
function skeleton() {
  return [
    h('header', { class: 'bar' },
      h('h1', { 'data-part': 'title' }),
      h('div', { class: 'switches' },
        h('div', { class: 'segmented small', role: 'group', 'data-part': 'rules-switch' },
          h('button', { type: 'button', 'data-rules': 'mcr', 'aria-pressed': 'true' }, 'MCR'),
          h('button', { type: 'button', 'data-rules': 'hk', 'aria-pressed': 'false' }, 'HK')),
        h('button', { type: 'button', class: 'lang', 'data-part': 'lang-switch' }))),
    h('main', {},
      h('section', { class: 'card result', 'data-part': 'result', 'aria-live': 'polite', 'aria-atomic': 'true' }),
      h('section', { class: 'card', 'data-part': 'situation' }),
      h('section', { class: 'card options', 'data-part': 'options' }),
      h('section', { class: 'card' },
        h('form', { class: 'notation', 'data-part': 'notation-form' },
          h('label', { 'data-part': 'notation-label', for: 'notation' }),
          h('div', { class: 'row' },
            h('input', { id: 'notation', 'data-part': 'notation', name: 'notation', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'aria-describedby': 'notation-error' }),
            h('button', { type: 'submit', class: 'tool', 'data-part': 'apply' })),
          h('p', { class: 'message error', id: 'notation-error', 'data-part': 'notation-error', role: 'alert' })),
        h('div', { class: 'row' },
          h('button', { type: 'button', class: 'tool', 'data-part': 'copy-link' }),
          h('span', { role: 'status', 'data-part': 'copy-status' })))),
    h('footer', { class: 'dock' },
      h('section', { class: 'hand', 'data-part': 'hand' }),
      h('div', { class: 'tools', 'data-part': 'tools' }),
      h('nav', { class: 'palette', 'data-part': 'palette' })),
  ];
}

/**
 * Mounts a calculator into `root`, an element (in the page, or inside a
 * custom element's shadow root).
 *   persist:   keep the hand in the URL fragment and local storage (the page)
 *   initial:   {notation, situation} to start from (an embed's attributes)
 *   lang:      the language to start in
 *   onScore:   called with each result
 * Returns {setHand(notation, situation), setLanguage(lang), ready}.
 */
export function mountCalculator(root, { persist = false, initial = null, lang = null, onScore = null } = {}) {
  // The skeleton's parts, found once: they stay in place for the calculator's life.
  const parts = new Map();
  const part = (name) => {
    let el = parts.get(name);
    if (!el?.isConnected) parts.set(name, (el = root.querySelector(`[data-part="${name}"]`)));
    return el;
  };
  let shown = false; // the skeleton is in the root (see show())
  const ui = {
    state: S.initialState(),
    lang: lang ?? 'en',
    tab: 'm',
    choosingWin: false,
    openFan: null,
    calculator: null,
    catalogs: {},
    catalogsWanted: false, // set once the first result is on screen
    definitions: {},
    result: null,
    failed: false,
    optionsOpen: false,
    notice: null, // a reason shown once in the status line (a blocked tap)
  };

  // Rendering replaces controls; the one that had focus gets it back, found
  // again by what it is (its data attributes), so keyboard use never loses
  // its place.
  const FOCUS_KEYS = ['data-tile', 'data-mode', 'data-option', 'data-field', 'data-flag', 'data-rules', 'data-fan-toggle', 'data-part', 'id'];
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

  function loadStored() {
    if (!persist) return {};
    try {
      return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    } catch {
      return {};
    }
  }

  function store() {
    if (!persist) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ lang: ui.lang, state: ui.state }));
    } catch {
      // private mode or full storage: the URL still holds the hand
    }
  }

  function syncFragment() {
    if (!persist) return;
    const fragment = S.toFragment(ui.state);
    if (location.hash !== fragment) history.replaceState(null, '', fragment);
  }

  // The address and local storage follow the hand once the tap's frame is
  // painted (history.replaceState and localStorage cost milliseconds each, and
  // a tap must fit in a frame); a burst of taps writes once. They are written
  // at once when the page is hidden or a link is copied.
  let persistPending = null;
  const idle = window.requestIdleCallback ?? ((f) => setTimeout(f, 50));
  const cancelIdle = window.cancelIdleCallback ?? clearTimeout;
  function persistSoon() {
    if (!persist || persistPending) return;
    persistPending = idle(persistNow, { timeout: 200 });
  }
  function persistNow() {
    if (persistPending) cancelIdle(persistPending);
    persistPending = null;
    syncFragment();
    store();
  }

  // ---- scoring and rendering ----

  function score() {
    if (!ui.calculator) return;
    ui.result = ui.calculator.score(S.toHand(ui.state));
    onScore?.(ui.result);
  }

  function render() {
    if (!shown) return; // before the first render nothing is on screen to update
    const refocus = focusSelector(root.getRootNode().activeElement);
    draw();
    if (refocus) {
      const again = root.querySelector(refocus);
      if (again && again !== root.getRootNode().activeElement) again.focus({ preventScroll: true });
    }
  }

  function draw() {
    const { state } = ui;
    const t = strings(ui.lang);
    if (persist) {
      const lang = ui.lang === 'zh' ? 'zh-Hans' : 'en';
      if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
      const title = `${t.title} · ${ui.lang === 'zh' ? 'Mahjong calculator' : '麻将算番器'}`;
      if (document.title !== title) document.title = title;
    }
    // Only what changed is written: each write of text makes the browser lay
    // its section out again, and this runs on every tap.
    setText(part('title'), t.title);
    for (const button of root.querySelectorAll('[data-rules]')) {
      setIfChanged(button, 'aria-pressed', String(button.dataset.rules === state.rules));
      setText(button, t[`rules_${button.dataset.rules}`]);
    }
    setIfChanged(part('rules-switch'), 'aria-label', t.rules_label);
    const other = ui.lang === 'zh' ? 'English' : '中文';
    setText(part('lang-switch'), other);
    setIfChanged(part('lang-switch'), 'aria-label', `${t.language}: ${other}`);
    setIfChanged(part('lang-switch'), 'lang', ui.lang === 'zh' ? 'en' : 'zh');

    // Handlers read ui.state when they fire: a section that is not rebuilt
    // keeps its handlers, and they must not act on the state it was built for.
    renderResult(part('result'), {
      state, lang: ui.lang, result: ui.result, catalog: ui.catalogs[state.rules], loading: !ui.calculator,
      failed: ui.failed, openFan: ui.openFan, definitions: ui.definitions[state.rules], onFan: toggleFan,
    });
    renderHand(part('hand'), {
      state, lang: ui.lang, choosingWin: ui.choosingWin, onTile: tapHandTile,
      onMeld: (i) => update(S.removeMeld(ui.state, i)),
      onChooseWin: () => { ui.choosingWin = !ui.choosingWin; render(); },
      onClear: () => { ui.choosingWin = false; update(S.clearHand(ui.state)); },
    });
    renderTools(part('tools'), { state, lang: ui.lang, notice: ui.notice, onMode: (mode) => update(S.setMode(ui.state, mode)) });
    renderPalette(part('palette'), {
      state, lang: ui.lang, tab: ui.tab, onTap: (code) => update(S.tap(ui.state, code)), onTab: selectTab, onBlocked: say,
    });
    renderSituation(part('situation'), { state, lang: ui.lang, onSet: (key, value) => update(S.setSituation(ui.state, key, value)) });
    renderOptions(part('options'), {
      state, lang: ui.lang, catalog: ui.catalogsWanted ? catalogFor(state.rules) : undefined, open: ui.optionsOpen,
      onToggle: (open) => { ui.optionsOpen = open; },
      onOption: (id, value, def) => update(S.setOption(ui.state, id, value, def)),
    });
    const text = part('notation');
    const focused = root.getRootNode().activeElement;
    if (focused !== text && text.getAttribute('aria-invalid') !== 'true') {
      const notation = S.toNotation(state);
      if (text.value !== notation) text.value = notation;
    }
    setText(part('notation-label'), t.notation);
    setText(part('apply'), t.apply);
    setText(part('copy-link'), t.copy_link);
    part('copy-link').hidden = !persist;
    setIfChanged(text, 'placeholder', t.notation_hint);
  }

  // A blocked tap says why in the status line, where a phone shows it.
  let noticeTimer = null;
  function say(reason) {
    ui.notice = reason;
    render();
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { ui.notice = null; render(); }, 4000);
  }

  function update(next) {
    ui.notice = null;
    ui.state = next;
    score();
    render();
    persistSoon();
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
    ui.tab = key;
    render();
    root.querySelector(`[id="tab-${key}"]`)?.focus();
  }

  async function toggleFan(id) {
    ui.openFan = ui.openFan === id ? null : id;
    render();
    const rules = ui.state.rules;
    if (ui.openFan && !ui.definitions[rules]) {
      try {
        ui.definitions[rules] = (await import(`./definitions/${rules}.js`)).default;
      } catch {
        ui.definitions[rules] = {};
      }
      render();
    }
  }

  // ---- the text box and the link ----

  function showNotationError(message) {
    part('notation-error').textContent = message;
    if (message) part('notation').setAttribute('aria-invalid', 'true');
    else part('notation').removeAttribute('aria-invalid');
  }

  function applyNotation() {
    if (!ui.calculator) return;
    const parsed = ui.calculator.parse(part('notation').value);
    // On an error the hand stays as it was and the text stays for fixing.
    if (!parsed.ok) return showNotationError(parsed.error.message);
    showNotationError('');
    update(S.withParsedTiles(ui.state, parsed.hand));
  }

  async function copyLink() {
    const t = strings(ui.lang);
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

  /** Replaces the hand (text notation) and the situation; a broken text stays in the box. */
  function setHand(notation, situation = {}) {
    const state = { ...S.initialState(), ...situation, options: { ...(situation.options ?? {}) } };
    if (!notation) return update(state);
    const parsed = ui.calculator.parse(notation);
    if (parsed.ok) {
      showNotationError('');
      return update(S.withParsedTiles(state, parsed.hand));
    }
    update(state);
    part('notation').value = notation;
    showNotationError(parsed.error.message);
  }

  function restoreFromFragment(fragment) {
    const { state, notation } = S.fromFragment(fragment, S.initialState());
    setHand(notation, state);
  }

  // ---- start ----

  function wire() {
    for (const button of root.querySelectorAll('[data-rules]')) {
      button.addEventListener('click', () => update(S.setRules(ui.state, button.dataset.rules)));
    }
    part('lang-switch').addEventListener('click', () => {
      ui.lang = LANGUAGES[(LANGUAGES.indexOf(ui.lang) + 1) % LANGUAGES.length];
      render();
      persistSoon();
    });
    part('notation-form').addEventListener('submit', (e) => {
      e.preventDefault();
      applyNotation();
    });
    part('copy-link').addEventListener('click', copyLink);
    if (persist) {
      addEventListener('pagehide', persistNow);
      document.addEventListener('visibilitychange', () => { if (document.hidden) persistNow(); });
      window.addEventListener('hashchange', () => {
        if (ui.calculator && location.hash !== S.toFragment(ui.state)) restoreFromFragment(location.hash);
      });
    }
    // Arrow keys move between the palette's tabs, as a tab list should.
    part('palette').addEventListener('keydown', (e) => {
      if (!e.target.matches('[role=tab]') || !['ArrowLeft', 'ArrowRight'].includes(e.key)) return;
      const keys = PALETTE_GROUPS.map(([k]) => k);
      const step = e.key === 'ArrowRight' ? 1 : -1;
      selectTab(keys[(keys.indexOf(ui.tab) + step + keys.length) % keys.length]);
    });
  }

  // The page is laid out once its first render is in: the skeleton replaces
  // whatever placeholder the host put in the root (index.html's shell).
  function show() {
    if (shown) return;
    shown = true;
    root.replaceChildren(...skeleton());
    if (persist && 'ResizeObserver' in window) {
      // scroll-padding itself, not a custom property: a custom property on
      // <html> is inherited, and changing it restyles the whole page.
      const dock = root.querySelector('.dock');
      const html = document.documentElement;
      new ResizeObserver(() => {
        const padding = matchMedia('(min-width: 900px)').matches ? '0px' : `${dock.offsetHeight + 8}px`;
        if (html.style.scrollPaddingBottom !== padding) html.style.scrollPaddingBottom = padding;
      }).observe(dock);
    }
    wire();
  }

  // The rule sets' catalogues (fan names, options, minimum) are read from the
  // core when first needed: the first result does not wait for them.
  function catalogFor(rules) {
    if (ui.calculator && !ui.catalogs[rules]) ui.catalogs[rules] = ui.calculator.catalog(rules);
    return ui.catalogs[rules];
  }

  async function start() {
    const stored = loadStored();
    if (!lang) {
      ui.lang = LANGUAGES.includes(stored.lang) ? stored.lang
        : navigator.language?.startsWith('zh') ? 'zh' : 'en';
    }
    if (stored.state && Array.isArray(stored.state.tiles)) ui.state = { ...S.initialState(), ...stored.state, mode: 'tile' };
    // The scorer was preloaded with the page and is usually in within a few
    // frames: the first render then shows the hand and its result together,
    // laid out once. Only when it is slow (a slow network) does the palette
    // show first, so the player can start building the hand.
    const loading = load();
    const settled = loading.then(() => true, () => true);
    if (!(await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SCORER_WAIT_MS, false))]))) {
      show();
      render();
    }
    try {
      ui.calculator = await loading;
    } catch {
      ui.failed = true;
      show();
      return render();
    }
    show();
    if (initial) setHand(initial.notation, initial.situation);
    else if (persist && location.hash.includes('h=')) restoreFromFragment(location.hash);
    else update(ui.state);
    // The options list needs the catalogue; it is read once the result shows.
    idle(() => {
      ui.catalogsWanted = true;
      render();
    });
  }

  const ready = start();
  return {
    ready,
    setHand: async (notation, situation) => { await ready; setHand(notation, situation); },
    setLanguage: (next) => { if (LANGUAGES.includes(next)) { ui.lang = next; render(); } },
    language: () => ui.lang,
  };
}
