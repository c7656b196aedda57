// The hand as text and as a link: the text box (the core reads it), Copy
// link, the page's address (read on load and on each hashchange), and the
// hand a calculator opens with (an embed's, the address's or the saved
// one). What a link or a saved hand holds that these rules cannot take is
// left out, the rest kept, and the player told.
import { strings } from '../../i18n.js';
import * as S from '../../state.js';
import { keepValidOptions } from '../options/state.js';
import { fromFragment, normalizeNotation, toFragment } from './state.js';
import { notationSkeleton, renderNotation, showNotationError } from './view.js';

// How long "Copied" stays beside the button.
const COPIED_MS = 2500;

export function mount(app) {
  const { ui } = app;
  const card = app.part('notation-card');
  card.append(...notationSkeleton({ onApply: apply, onCopy: copyLink, onFanTable: () => app.panels.fanTable.open(null) }));
  const box = app.part('notation');
  // Kept so that a change of language says it again in the new one.
  let error = null;
  const showError = (next) => {
    error = next;
    showNotationError(card, ui.lang, ui.state.rules, error);
  };
  const coreError = ({ code, message }) => ({ code, detail: message });

  function apply() {
    if (!ui.calculator) return;
    const text = normalizeNotation(box.value).trim();
    // An empty box never wipes the hand: New hand does that, undoably.
    if (!text) return showError({ key: 'notation_empty' });
    // read under the hand's rules (Riichi's red fives, 0m 0p 0s)
    const parsed = ui.calculator.parse(text, ui.state.rules);
    if (parsed.error?.code === 'not_loaded') return app.loadRules(ui.state.rules).then(apply);
    if (!parsed.ok) return showError(coreError(parsed.error));
    showError(null);
    app.update(S.withParsedTiles(ui.state, parsed.hand));
    box.value = app.notationText(ui.state) ?? box.value;
  }

  async function copyLink() {
    const t = strings(ui.lang, ui.state.rules);
    app.persistNow();
    const status = app.part('copy-status');
    try {
      await navigator.clipboard.writeText(location.href);
      status.textContent = t.copied;
    } catch {
      status.textContent = t.copy_failed;
    }
    setTimeout(() => { status.textContent = ''; }, COPIED_MS);
  }

  // Options that these rules do not have, or with a value out of range.
  function withValidOptions(state) {
    const { options, dropped } = keepValidOptions(state.options, app.catalogFor(state.rules), state);
    if (dropped) app.tell('options_dropped');
    return { ...state, options };
  }

  // The hand read from `text`, on `state`; a text that cannot be read stays in the box, with why.
  function readHand(state, text) {
    const parsed = ui.calculator.parse(normalizeNotation(text), state.rules);
    // a rule set whose module is not in yet (a Riichi link on an MCR page): read once it is
    if (parsed.error?.code === 'not_loaded') return app.loadRules(state.rules).then(() => readHand(state, text));
    if (parsed.ok) {
      showError(null);
      return app.update(S.withParsedTiles(state, parsed.hand));
    }
    app.update(S.sanitize(state));
    box.value = text;
    showError(coreError(parsed.error));
  }

  /** Replaces the hand (text notation) and the situation; a broken text stays in the box. */
  function setHand(text, situation = {}) {
    // Not sanitized before the tiles are in: a flag such as a kong's
    // replacement needs the hand's kong to stand.
    const state = withValidOptions({ ...S.initialState(), ...situation, options: { ...(situation.options ?? {}) } });
    if (!text) return app.update(S.sanitize(state));
    readHand(state, text);
  }

  function restoreFromFragment(fragment) {
    const read = fromFragment(fragment, ui.state);
    if (read.tooLong) {
      app.tell('link_too_long');
      return app.update(withValidOptions(ui.state), { remember: false });
    }
    if (read.dropped) app.tell('link_dropped');
    const state = withValidOptions(read.state);
    if (!read.hasHand) return app.update(S.sanitize(state));
    if (!read.notation) return app.update(S.sanitize({ ...state, tiles: [], melds: [], win: null }));
    readHand(state, read.notation);
  }

  let drawing = null;
  function draw() {
    drawing = null;
    renderNotation(card, { state: ui.state, lang: ui.lang, notation: app.notationText(ui.state), persist: app.persist });
    if (error) showNotationError(card, ui.lang, ui.state.rules, error);
    card.dataset.drawn = `${ui.lang}|${ui.state.rules}`;
  }

  if (app.persist) {
    window.addEventListener('hashchange', () => {
      if (!ui.calculator) return;
      const text = app.notationText(ui.state);
      if (text === null || location.hash !== toFragment(ui.state, text)) {
        // a hand given whole by an address (a link) comes with its seat: set
        // for this hand, as a tap on the seat row would (not so the page's own
        // address read at load, which keeps the last hand's seat)
        app.pickSeat(true);
        restoreFromFragment(location.hash);
      }
    });
  }

  return {
    setHand,
    /** The hand a calculator opens with: `initial` (an embed's), the address's, or the saved state's. */
    open(initial) {
      if (initial) setHand(initial.notation, initial.situation);
      else if (app.persist && location.hash.length > 1) restoreFromFragment(location.hash);
      else app.update(S.sanitize(withValidOptions(ui.state)), { remember: false });
    },
    render() {
      // The hand's text changes with every tap, and formatting it and writing
      // the text box cost a slow phone a millisecond or two of the tap's
      // frame: the card is below the result, so it is written in the first
      // idle time after that frame (a new language's words at once).
      if (card.dataset.drawn !== `${ui.lang}|${ui.state.rules}`) return draw();
      drawing ??= app.idle(draw, { timeout: 200 });
    },
  };
}
