// The score sheet panel: loaded on first use (its own bundle, dist/sheet/index.js),
// it keeps the matches in IndexedDB and draws the panel over the calculator.
// launcher.js calls openSheet, recordHand and openLink.
import './sheet.css';
import {
  SheetError, addEntry, customPenalty, deleteEntry, drawEntry, falseWin, finish, newMatch, nextHand, replaceEntry,
  replay, winByHand, winFromResult, optionDifferences,
} from './match.js';
import { falseWinAmount } from './settlement.js';
import { effectiveOptions, matchOptions, nonDefaultOptions, sameValue, useCore } from './core.js';
import { differenceWords, loadOptionWords } from './option-words.js';
import { SHEET_LANGUAGES, sheetLanguage, sheetStrings } from './i18n.js';
import {
  allMatches, currentId, deleteMatch, loadMatch, onOtherTab, saveMatch, setCurrentId, updateMatch,
} from './store.js';
import { LINK_KEY, compareCopies, decodeMatch, matchLink, payloadOf } from './share.js';
import { toCsv } from './csv.js';
import { qrSvg } from './qr.js';
import { fanNames } from './fan-names.js';
import { remember, undo } from './undo.js';
import { fanPoints, fanRows, nextTimes } from './by-fans.js';
import { describe, recordedLine, renderPanel, renderRow } from './view.js';
import { renderForm } from './form-view.js';
import { patch } from './patch.js';
import { RULE_SET_IDS, sheetOf } from './rules.js';

const LANG_KEY = 'mahjong-sheet-lang';

const state = {
  match: null, matches: [], lang: 'en', screen: 'list', form: null, openRow: null, notice: null, confirm: null,
  history: [], open: { figures: false, share: false }, link: null,
  draft: null, bad: [],
};
// A new match starts from the calculator's rule set and options (the
// core's defaults for a rule set it is not on); its form changes those that
// decide who pays whom.
function newDraft() {
  const calculator = ctx.calculator.current().state;
  const optionsFor = (rules) => ({
    ...sheetOf(rules).DEFAULTS,
    ...effectiveOptions(rules, calculator.rules === rules ? calculator.options : {}),
  });
  return {
    rules: RULE_SET_IDS.includes(calculator.rules) ? calculator.rules : RULE_SET_IDS[0], players: ['', '', '', ''],
    options: Object.fromEntries(RULE_SET_IDS.map((id) => [id, optionsFor(id)])),
  };
}
let panel = null;
let ctx = null;
let lastRecorded = null;
// The last hand recorded from the calculator's side, which its Undo takes
// back: the match as it was after it, and the calculator's hand before it.
let undoable = null;

// ---- the three entry points ----

/** Opens the panel on the current match (or the list of matches). */
export async function openSheet(context) {
  ctx = context;
  await loadCore();
  await loadCurrent();
  show();
}

/**
 * Follows the match this phone has open (at the page's load): the
 * calculator's seat row names its players, the launcher shows its buttons.
 */
export async function follow(context) {
  ctx = context;
  await loadCore();
  await loadCurrent();
  await syncCalculator();
}

// While a match is open and has a hand to come, the calculator names its
// players by the wind each holds in that hand; otherwise it is as without one.
// `fresh`: a hand was just recorded from the calculator, which starts the
// next one (its round and what is on the table) in one step; otherwise the
// calculator's hand stays and only the table follows the sheet.
async function syncCalculator({ fresh = false } = {}) {
  const match = state.match;
  const next = match && !match.finished ? nextHand(match) : null;
  const live = next && !next.over;
  ctx?.onMatch?.(live ? { rules: match.rules } : null);
  await ctx?.calculator?.setPlayers?.(live ? Object.fromEntries(next.seats.map((w, p) => [w, match.players[p]])) : null);
  // what the rule set keeps on the table (Riichi's honba and deposits) follows the sheet, however it changed
  const table = live ? sheetOf(match.rules).nextSituation?.(next) : null;
  // Not set on the hand just recorded (a second scoring and a step of the
  // calculator's Undo for nothing): the new hand starts with it.
  if (fresh) await ctx?.calculator?.newHand(live ? { prevalent_wind: next.prevalent, ...table } : {});
  else if (table) await ctx.calculator.setSituation?.(table);
}

/**
 * Records the calculator's last result as the next hand of the current match.
 * Returns the message to show beside the button, and, when the calculator
 * scores under another rule set or options than the match, `offer`: the
 * words of two buttons, to record it under the match's (recordHand again
 * with `rescore`) or to leave it.
 */
export async function recordHand(context, { rescore = false } = {}) {
  ctx = context;
  await loadCore();
  const problem = await loadCurrent();
  // the match as stored now: another tab may have recorded since
  await reread();
  const t = sheetStrings(language(), state.match?.rules);
  if (problem && !state.match) return { ok: false, message: problem };
  if (!state.match) return { ok: false, message: t.errors.no_match };
  const { result, state: situationState, notation, seatChosen } = ctx.calculator.current();
  if (result && result === lastRecorded) return { ok: false, message: t.already };
  const situation = { ...situationState, notation };
  try {
    const next = nextHand(state.match);
    if (next.over) throw new SheetError('over');
    if (!result?.ok) throw new SheetError('no_result', 'the calculator has no scored hand');
    // The winner is the seat row's only once a seat was picked for this hand:
    // one left from the hand before would record the hand for its holder,
    // silently. The seat row then asks (a line, its seats marked).
    if (seatChosen === false) {
      await ctx.calculator.askSeat?.(t.errors.pick_winner);
      return { ok: false, message: t.errors.pick_winner };
    }
    const differs = optionDifferences(state.match, situation.rules, situation.options);
    // A hand scored in another round (the player changed it, or scores a
    // hand out of order): said before recording, and one tap records it as
    // the hand to come; so are other options than the match's.
    const otherRound = situation.prevalent_wind !== next.prevalent;
    if ((differs.length || otherRound) && !rescore) {
      const wind = t.winds[next.prevalent];
      if (otherRound) {
        return {
          ok: false, message: t.errors.prevalent(next.hand, wind, t.winds[situation.prevalent_wind]),
          offer: { rescore: t.record_as_hand(next.hand, wind), cancel: t.cancel },
        };
      }
      await loadOptionWords(state.match.rules);
      return {
        ok: false, message: t.errors.options(differenceWords(differs, state.match.rules, language(), t)),
        offer: { rescore: t.record_as_match, cancel: t.cancel },
      };
    }
    if (differs.length || otherRound) {
      await scoreAsMatch(situationState, next.prevalent);
      const again = await recordHand(context);
      return again.ok && differs.length ? { ...again, message: `${again.message}${t.sentence_sep}${t.rescored}` } : again;
    }
    // made on the match as stored, inside the write: a hand another tab
    // recorded meanwhile comes first, and this one is played after it
    const outcome = await recorded((match) => {
      const now = nextHand(match);
      if (situation.prevalent_wind !== now.prevalent) throw new SheetError('prevalent', '', [now.hand, t.winds[now.prevalent]]);
      return winFromResult(match, result, situation);
    }, { notation, state: situationState });
    lastRecorded = result;
    return outcome;
  } catch (err) {
    const message = errorText(err, t);
    if (panel) draw();
    return { ok: false, message };
  }
}

/** Records a drawn hand: one tap at the calculator. */
export async function recordDraw(context) {
  ctx = context;
  await loadCore();
  await loadCurrent();
  const t = sheetStrings(language(), state.match?.rules);
  if (!state.match) return { ok: false, message: t.errors.no_match };
  try {
    if (nextHand(state.match).over) throw new SheetError('over');
    // a draw that says who was ready (Riichi's): the sheet's form, drawn on the sheet
    if (sheetOf(state.match.rules).DRAW_BY_FORM) {
      await openSheet(context);
      openForm('hand');
      state.form.values.winner = 'draw';
      // recorded as the calculator records (its line, Undo, the next hand), and back to it
      state.form.fromLauncher = true;
      drawForm();
      return { ok: true, message: '' };
    }
    const { notation, state: calculatorState } = ctx.calculator.current();
    return await recorded(() => drawEntry(), { notation, state: calculatorState });
  } catch (err) {
    return { ok: false, message: errorText(err, t) };
  }
}

// A hand recorded from the calculator: the match takes it, the calculator
// starts the next hand in its winds, and the answer is one line saying who
// won and what each player gets, which Undo takes back.
// `entryFor(match)` makes the entry on the match as stored (see change()).
async function recorded(entryFor, calculatorBefore) {
  // the calculator starts the next hand: its round, and what the rule set puts on the table (Riichi's honba and deposits)
  await change((match) => addEntry(match, entryFor(match)), { merge: true, fresh: true });
  const t = sheetStrings(language(), state.match.rules);
  const row = replay(state.match).rows.at(-1);
  undoable = { after: state.match, calculator: calculatorBefore, hand: row.hand };
  if (panel) draw();
  return { ok: true, message: recordedLine(row, state.match, t), undo: true };
}

/** Takes back the hand recorded last from the calculator, and gives the calculator its hand back. */
export async function undoRecord(context) {
  ctx = context;
  await loadCurrent();
  const t = sheetStrings(language(), state.match?.rules);
  const last = undoable;
  undoable = null;
  // only while the sheet is as that hand left it
  if (!last || state.match?.id !== last.after.id || state.match.updated !== last.after.updated) return { ok: false, message: '' };
  try {
    await change((match) => deleteEntry(match, match.entries.length - 1), { notice: said((w) => w.taken_back(last.hand)) });
  } catch (err) {
    return { ok: false, message: errorText(err, t) };
  }
  lastRecorded = null;
  const { notation, state: before } = last.calculator;
  await ctx.calculator.setHand(notation ?? '', before);
  if (panel) draw();
  return { ok: true, message: t.taken_back(last.hand) };
}

/** Opens the sheet on a hand entered by its fans (MCR) or faan (HK), for a table that counts out loud. */
export async function recordByFans(context) {
  await openSheet(context);
  if (!state.match || state.screen !== 'sheet' || nextHand(state.match).over || state.match.finished) return;
  openForm('hand');
  state.form.byFans = true;
  state.form.fromLauncher = true;
  drawForm();
}

// The calculator's hand scored again by the core under the match's rule set
// and options: the calculator takes them (one step its Undo takes back), so
// what it shows is what the sheet records, and the next hand is scored alike.
async function scoreAsMatch(calculatorState, prevalent) {
  const { rules } = state.match;
  await ctx.calculator.setHand('', {
    ...calculatorState, rules, prevalent_wind: prevalent, options: nonDefaultOptions(rules, matchOptions(state.match)),
  });
}

/** Opens a shared match from the address's fragment ("#sheet=..."). */
export async function openLink(context, fragment) {
  ctx = context;
  // Read once: the match is kept (or refused) from here on. Left in the
  // address, a long link would ride along every history step the sheet
  // takes (its Back entry copies the address: 0.7 s for 380 KB) and open
  // again on a reload.
  if (location.hash.startsWith(`#${LINK_KEY}=`)) history.replaceState(history.state, '', location.href.replace(/#.*$/, ''));
  await loadCore();
  await loadCurrent();
  let incoming;
  try {
    incoming = decodeMatch(payloadOf(fragment) ?? '');
  } catch (err) {
    state.notice = noticeOf(err);
    show();
    return;
  }
  let kept;
  try {
    kept = await loadMatch(incoming.id);
  } catch (err) {
    // storage that fails, or a kept copy that does not read: nothing is written over
    state.notice = noticeOf(err);
    state.screen = 'list';
    show();
    return;
  }
  const verdict = compareCopies(kept, incoming);
  if (verdict === 'new') {
    try {
      await saveMatch(incoming);
      select(incoming, said((w) => w.opened_link));
    } catch (err) {
      state.notice = noticeOf(err);
    }
  } else if (verdict === 'newer') {
    select(kept, null);
    state.confirm = { incoming };
  } else {
    select(kept, said((w) => (verdict === 'older' ? w.kept_newer : w.opened_link)));
  }
  show();
}

// ---- state ----

// The rules' one source: the core's settle() and catalogue (core.js), from
// the calculator's own module (loaded by the time a result shows the
// launcher), so one WebAssembly instance serves the page and the sheet.
async function loadCore() {
  useCore({ settle: ctx.calculator.settle, catalog: ctx.calculator.catalog });
  // every kept rule set's module (Riichi's is its own): a kept game is read,
  // and a new one offered, whatever the calculator plays now (the service
  // worker has precached them)
  await Promise.all(RULE_SET_IDS.map((id) => ctx.calculator.loadRules?.(id)));
  await Promise.all(RULE_SET_IDS.map(loadOptionWords));
  try {
    state.draft ??= newDraft();
  } catch {
    // not loaded yet: "New match" makes the draft when tapped
  }
}

function language() {
  let stored = null;
  try { stored = localStorage.getItem(LANG_KEY); } catch { /* private mode */ }
  return SHEET_LANGUAGES.includes(stored) ? stored : sheetLanguage(ctx?.calculator?.language?.() ?? 'en', state.match?.rules);
}

// The current match and the list, as stored; a failure is said in the
// notice (storage that fails, a current record that does not read: it is
// listed apart), never thrown.
async function loadCurrent() {
  state.lang = language();
  const t = sheetStrings(state.lang, null);
  let problem = null;
  try {
    if (!state.match) {
      const id = currentId();
      state.match = id ? await loadMatch(id) : null;
      if (id && !state.match) setCurrentId(null); // gone: the list, not "no match" for ever
    }
  } catch (err) {
    state.match = null;
    problem = err;
  }
  try {
    const { matches, bad } = await allMatches();
    state.matches = matches;
    state.bad = bad.map((b) => ({ ...b, text: errorText(b.reason, t) }));
  } catch (err) {
    problem ??= err;
  }
  if (problem) state.notice = noticeOf(problem);
  state.screen = state.match ? 'sheet' : 'list';
  return problem && errorText(problem, t);
}

// The current match read again from storage (another tab may have changed it).
async function reread() {
  const id = state.match?.id;
  if (!id) return;
  try {
    const kept = await loadMatch(id);
    if (!kept) setCurrentId(null);
    if (kept?.updated !== state.match.updated) adopt(kept);
  } catch (err) {
    state.match = null;
    state.notice = noticeOf(err);
  }
}

// Another tab's copy of the current match (null: deleted there) replaces ours.
function adopt(kept) {
  state.match = kept;
  state.history = [];
  state.link = null;
  state.form = null;
  if (!kept) state.screen = 'list';
}

onOtherTab(async ({ id }) => {
  if (!ctx) return;
  if (state.match?.id === id) {
    const before = state.match.updated;
    await reread();
    if (state.match?.updated !== before) state.notice = said((w) => w.other_tab);
  }
  if (state.screen === 'list' || !state.match) await loadCurrent();
  if (panel) draw();
});

function select(match, notice) {
  state.match = match;
  state.screen = 'sheet';
  state.notice = notice;
  state.history = [];
  state.openRow = null;
  state.form = null;
  setCurrentId(match.id);
  syncCalculator();
}

/**
 * Changes the current match: `make(match)` returns the new one, made inside
 * the write's transaction on the match as stored. When another tab has moved
 * it since this tab read it, a `merge` change (one that adds an entry) is
 * made on that tab's copy; any other is refused ('moved') and this tab shows
 * the match as it is now. Resolves with the match once it is stored.
 */
async function change(make, { notice = null, merge = false, fresh = false } = {}) {
  const base = state.match;
  let before = base;
  let stored;
  try {
    stored = await updateMatch(base.id, (kept) => {
      if (!kept) throw new SheetError('gone', 'the match is no longer kept');
      if (kept.updated === base.updated) return make(base);
      if (!merge) throw new SheetError('moved', 'the match was changed in another tab');
      before = kept;
      return make(kept);
    });
  } catch (err) {
    if (err instanceof SheetError && (err.code === 'moved' || err.code === 'gone')) await reread();
    throw err;
  }
  state.history = remember(before === base ? state.history : [], before);
  state.match = stored;
  state.notice = notice;
  state.link = null;
  setCurrentId(stored.id);
  await syncCalculator({ fresh });
  return stored;
}

// A notice is kept as words to be said (a function of the sheet's language),
// so that it reads in the language chosen after it was given; in the words
// of the rule set it was given for (a new Riichi game's own refusals).
function said(words, rules = state.match?.rules) {
  return (lang) => words(sheetStrings(lang, rules));
}

function noticeOf(err, rules) {
  if (!(err instanceof SheetError)) throw err;
  return said((t) => errorText(err, t), rules);
}

function errorText(err, t) {
  if (err instanceof SheetError) {
    const text = t.errors[err.code];
    // the sheet's words (filled in with the error's), or the core's own for a refusal ('settle')
    if (typeof text === 'function' && err.words.length) return text(...err.words);
    return typeof text === 'string' ? text : err.message;
  }
  throw err;
}

// ---- the panel ----

function show() {
  if (!document.querySelector('link[data-sheet-css]')) {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = new URL('./index.css', import.meta.url).href; // esbuild writes sheet.css there
    css.dataset.sheetCss = '';
    document.head.append(css);
  }
  if (!panel) {
    panel = document.createElement('div');
    panel.className = 'sheet-host';
    panel.addEventListener('click', onClick);
    panel.addEventListener('change', onChange);
    panel.addEventListener('input', onInput);
    panel.addEventListener('submit', onSubmit);
    panel.addEventListener('keydown', (e) => { if (e.key === 'Escape' && !state.form) close(); });
    document.body.append(panel);
  }
  document.body.classList.add('sheet-open');
  // Back closes the sheet (its form first): the calculator's layers.
  ctx?.calculator?.layers?.open('sheet', close);
  draw();
  panel.querySelector('.sheet-bar h1')?.focus?.();
}

function close() {
  ctx?.calculator?.layers?.closed('sheet', 'sheet-form');
  panel?.remove();
  panel = null;
  document.body.classList.remove('sheet-open');
  ctx?.onClose?.();
}

// The page's words of a language the sheet shows but the page does not (its
// Japanese fan names, Chinese in the other script): asked for once, the sheet
// drawn again when they are in.
const asked = new Set();
function pageWords(lang) {
  if (asked.has(lang) || !ctx?.calculator?.loadLanguage) return;
  asked.add(lang);
  ctx.calculator.loadLanguage(lang).then(() => draw(), () => asked.delete(lang));
}

// The share code of the last link drawn, kept: the sheet is drawn anew on
// taps that leave the match as it is (the language, Share opened, a notice),
// and encoding a whole match's link takes 50-110 ms; the old panel is
// dropped, so its node moves to the new one.
let lastQr = null;
function shareQr(link, label) {
  if (lastQr?.link !== link || lastQr.label !== label) lastQr = { link, label, svg: qrSvg(link, label) };
  return lastQr.svg;
}

function draw() {
  if (!panel) return;
  if (state.lang !== 'en') pageWords(state.lang);
  formLayer();
  const main = panel.querySelector('.sheet-main');
  const scroll = main?.scrollTop ?? 0;
  // the form keeps its place too (a fan ticked far down the list)
  const formScroll = panel.querySelector('.sheet-sheet')?.scrollTop ?? 0;
  const focused = document.activeElement && panel.contains(document.activeElement) ? focusKey(document.activeElement) : null;
  const t = sheetStrings(state.lang, state.match?.rules);
  readFanNames();
  const view = renderSafely(t);
  view.lang = state.lang;
  panel.replaceChildren(view);
  const box = panel.querySelector('.sheet-qr');
  if (box && state.match) {
    state.link ??= matchLink(state.match, location.href.replace(/#.*$/, ''));
    panel.querySelector('[data-testid=share-link]').value = state.link;
    const svg = shareQr(state.link, t.share);
    if (svg) {
      svg.setAttribute('data-testid', 'share-qr');
      box.append(svg);
    } else {
      box.append(Object.assign(document.createElement('p'), { className: 'hint', textContent: t.qr_too_long }));
      box.lastChild.dataset.testid = 'qr-too-long';
    }
  }
  const newMain = panel.querySelector('.sheet-main');
  if (newMain) newMain.scrollTop = scroll;
  const newForm = panel.querySelector('.sheet-sheet');
  if (newForm) newForm.scrollTop = formScroll;
  if (focused) panel.querySelector(focused)?.focus({ preventScroll: true });
  if (state.form && !focused) panel.querySelector('.sheet-sheet input')?.focus({ preventScroll: true });
}

// The match's fans by name (the sheet's rows, the form "by fans"): the
// calculator's catalogue, once its module has loaded (it has by the time a
// result shows the launcher).
function readFanNames() {
  const rules = state.match?.rules;
  if (!rules || state.fanNamesFor === rules) return;
  const names = fanNames(rules, ctx.calculator.catalog, (id, fan, lang) => ctx.calculator.fanName?.(id, fan, lang) ?? null);
  state.fanNames = Object.keys(names).length ? names : null;
  if (state.fanNames) state.fanNamesFor = rules;
}

// A hand's or penalty's form is a layer of its own: Back closes it first.
function formLayer() {
  const layers = ctx?.calculator?.layers;
  if (state.form && !layers?.isOpen('sheet-form')) layers?.open('sheet-form', () => { state.form = null; drawForm(); });
  else if (!state.form && layers?.isOpen('sheet-form')) layers.closed('sheet-form');
}

// The open form drawn again after a tap in it (a fan ticked, the winner
// chosen): the form alone, patched into the one shown, so that what the tap
// changes is all that changes. The sheet under it (table, chart, totals)
// follows the match, not the form: drawing it on every tap was most of a
// tap's time (README, "Score sheet").
function drawForm() {
  if (!panel) return;
  formLayer();
  const shown = panel.querySelector('.sheet-sheet');
  if (!state.form) {
    shown?.remove(); // closed: the sheet under it is as it was
    return;
  }
  readFanNames();
  let drawn = null;
  try {
    drawn = renderForm(state, sheetStrings(state.lang, state.match?.rules));
  } catch (err) {
    console.warn(err); // the whole panel then, which says what failed (renderSafely)
  }
  const host = panel.querySelector('.sheet-panel');
  if (!drawn || !host) {
    draw();
    return;
  }
  const focused = panel.contains(document.activeElement) ? focusKey(document.activeElement) : null;
  if (shown) patch(shown, drawn);
  else host.append(drawn); // opened: where renderPanel puts it, last
  // as draw() does: a control that had the focus keeps it (patch keeps it in
  // place; one it had to replace gets it back), else the form's first field
  if (focused && !panel.contains(document.activeElement)) panel.querySelector(focused)?.focus({ preventScroll: true });
  if (!focused) panel.querySelector('.sheet-sheet input')?.focus({ preventScroll: true });
}

// The match replayed (every hand settled again by the core), kept for the
// match it was made from: opening a row asks for one row of it.
let replayed = null;
function replayOf(match) {
  if (replayed?.match !== match) replayed = { match, result: replay(match) };
  return replayed.result;
}

// Row `index` (null: none) drawn again, patched into the table shown, its
// Edit and Delete under it when it is open. Whether it was.
function drawRow(index, t) {
  if (index === null) return true;
  const shown = panel?.querySelector(`.sheet-table tr[data-index="${index}"]`);
  const row = shown && replayOf(state.match).rows.find((r) => r.index === index);
  if (!row) return false;
  const focused = panel.contains(document.activeElement) ? focusKey(document.activeElement) : null;
  const [main, tools] = [renderRow(row, state, t)].flat();
  patch(shown, main);
  if (shown.nextElementSibling?.classList.contains('sheet-rowtools')) shown.nextElementSibling.remove();
  if (tools) shown.after(tools);
  if (focused && !panel.contains(document.activeElement)) panel.querySelector(focused)?.focus({ preventScroll: true });
  return true;
}

// Drawing never takes the sheet down: a match that cannot be drawn is left
// (kept as it is, listed apart) for the list, with a notice; should the list
// fail too, the notice alone, with the way back to the calculator.
function renderSafely(t) {
  try {
    return renderPanel(state);
  } catch (err) {
    console.warn(err); // handled: said in the notice
    if (state.match) {
      state.bad = [...state.bad.filter((b) => b.id !== state.match.id), { id: state.match.id, record: state.match, text: t.errors.draw_failed }];
      state.matches = state.matches.filter((m) => m.id !== state.match.id);
      setCurrentId(null);
    }
    state.match = null;
    state.form = null;
    state.confirm = null;
    state.screen = 'list';
    state.notice = said((w) => w.errors.draw_failed);
    try {
      return renderPanel(state);
    } catch (again) {
      console.warn(again);
      state.matches = [];
      return renderPanel(state);
    }
  }
}

function focusKey(el) {
  for (const key of ['data-testid', 'data-action', 'name']) {
    if (!el.hasAttribute(key)) continue;
    const extra = el.dataset.index !== undefined ? `[data-index="${el.dataset.index}"]`
      : el.dataset.fanTimes ? `[data-fan-times="${el.dataset.fanTimes}"]`
        : el.type === 'radio' || el.type === 'checkbox' ? `[value="${el.value}"]` : '';
    return `[${key}="${el.getAttribute(key)}"]${extra}`;
  }
  return null;
}

// ---- events ----

async function onClick(e) {
  const target = e.target.closest('[data-action]');
  if (!target || target.tagName === 'INPUT') return;
  const action = target.dataset.action;
  const index = target.dataset.index === undefined ? null : Number(target.dataset.index);
  const t = sheetStrings(state.lang, state.match?.rules);
  switch (action) {
    case 'close': close(); return;
    case 'language':
      state.lang = SHEET_LANGUAGES[(SHEET_LANGUAGES.indexOf(state.lang) + 1) % SHEET_LANGUAGES.length];
      try { localStorage.setItem(LANG_KEY, state.lang); } catch { /* private mode */ }
      break;
    case 'toggle':
      e.preventDefault();
      state.open[target.dataset.section] = !state.open[target.dataset.section];
      // the figures are drawn shut too: opened in place (the share's QR code is drawn only once open)
      if (target.dataset.section === 'figures') {
        target.parentElement.open = state.open.figures;
        return;
      }
      break;
    case 'new':
      state.screen = 'new';
      state.draft = newDraft();
      break;
    case 'cancel-new': state.screen = state.match ? 'sheet' : 'list'; break;
    case 'list': await loadCurrent(); state.screen = 'list'; break;
    case 'open': await stored(t, async () => {
      const match = await loadMatch(target.dataset.id);
      if (match) select(match, null);
      else state.notice = said((w) => w.errors.gone);
    }); break;
    case 'delete-match':
      await stored(t, () => deleteMatch(target.dataset.id));
      if (state.match?.id === target.dataset.id) { state.match = null; setCurrentId(null); }
      await loadCurrent();
      state.screen = 'list';
      await syncCalculator();
      break;
    case 'export-bad': exportBad(); return;
    case 'replace':
      // the link's copy was read strictly (share.js) before the question
      await stored(t, async () => {
        await saveMatch(state.confirm.incoming);
        select(state.confirm.incoming, said((w) => w.opened_link));
      });
      state.confirm = null;
      break;
    case 'keep': state.confirm = null; break;
    case 'row':
    case 'row-open': {
      // the row that closes and the one that opens, in place: the rest of the sheet stays
      const before = state.openRow;
      state.openRow = before === index ? null : index;
      if (drawRow(before, t) && drawRow(state.openRow, t)) return;
      break;
    }
    case 'draw': await act((m) => addEntry(m, drawEntry()), t, { merge: true }); break;
    case 'undo': {
      const back = undo(state.history);
      if (back && await act(() => back[0], t, { notice: said((w) => w.undone) })) state.history = back[1];
      break;
    }
    case 'delete':
      await act((m) => deleteEntry(m, index), t, { notice: said((w) => w.deleted) });
      state.openRow = null;
      break;
    // the forms open and close over the sheet, which stays as it is
    case 'edit': openForm(state.match.entries[index].kind === 'penalty' ? 'penalty' : 'hand', index); drawForm(); return;
    case 'form-hand': openForm('hand'); drawForm(); return;
    case 'form-penalty': openForm('penalty'); drawForm(); return;
    case 'cancel-form': state.form = null; drawForm(); return;
    case 'fan-times': {
      // a fan held more than once: ×1, ×2 … its most, then ×1 again (the points follow)
      const v = state.form.values;
      const repeats = sheetOf(state.match.rules).FAN_REPEATS;
      v.times = { ...v.times, [target.dataset.fanTimes]: nextTimes(target.dataset.fanTimes, v.times, repeats) };
      v.points = fanPoints(v, state.fanNames, repeats);
      drawForm();
      return;
    }
    case 'finish': await act((m) => finish(m, !m.finished), t); break;
    case 'copy-link':
      try {
        await navigator.clipboard.writeText(state.link);
        state.notice = said((w) => w.copied);
      } catch {
        panel.querySelector('[data-testid=share-link]')?.select();
        return;
      }
      break;
    case 'csv': downloadCsv(t); return;
    case 'print': window.print(); return;
    default: return;
  }
  draw();
}

// A change (see change()); a refusal is said in the notice. Whether it was stored.
async function act(make, t, options = {}) {
  try {
    await change(make, options);
    return true;
  } catch (err) {
    state.notice = noticeOf(err);
    return false;
  }
}

// A storage step whose failure is said in the notice.
async function stored(t, work) {
  try {
    await work();
  } catch (err) {
    state.notice = noticeOf(err);
  }
}

// The records that do not read, as they are, in one JSON file.
function exportBad() {
  const records = state.bad.map((b) => b.record);
  download(new Blob([JSON.stringify(records, null, 1)], { type: 'application/json' }), 'mahjong-sheet-unread.json');
}

function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function openForm(type, index) {
  const { rows, next } = replay(state.match);
  const row = index === undefined ? null : rows.find((r) => r.index === index);
  const entry = row?.entry;
  const seats = row ? row.seats : next.seats;
  let values;
  if (type === 'hand') {
    values = entry?.kind === 'win'
      ? { winner: entry.winner, how: entry.self_drawn ? 'self' : entry.discarder, points: entry.points }
      : { winner: entry?.kind === 'draw' ? 'draw' : null, how: 'self', points: null };
    Object.assign(values, sheetOf(state.match.rules).formValues?.(entry)); // the rule set's own (Riichi's fu, riichi, ready)
  } else {
    values = entry
      ? { reason: entry.reason, offender: entry.offender ?? null, each: entry.reason === 'false_win' ? Math.max(...entry.delta) : falseWinAmount(state.match), amounts: entry.delta, note: entry.note }
      : { reason: 'false_win', offender: null, each: falseWinAmount(state.match), amounts: [null, null, null, null], note: '' };
  }
  state.form = { type, index, seats, values, error: null };
}

function readForm(form) {
  const data = new FormData(form);
  const num = (k) => (data.get(k) === null || data.get(k) === '' ? null : Number(data.get(k)));
  const v = state.form.values;
  if (state.form.type === 'hand') {
    const w = data.get('winner');
    v.winner = w === null ? null : w === 'draw' ? 'draw' : Number(w);
    const how = data.get('how');
    v.how = how === null || how === 'self' ? 'self' : Number(how);
    if (v.how === v.winner) v.how = 'self';
    if (data.has('points')) v.points = num('points');
    Object.assign(v, sheetOf(state.match.rules).readHandForm?.(data));
    if (state.form.byFans && sheetOf(state.match.rules).BY_FAN_LIST) {
      v.fans = data.getAll('fan');
      // a fan unticked forgets its times
      v.times = Object.fromEntries(Object.entries(v.times ?? {}).filter(([id]) => v.fans.includes(id)));
      v.flowers = Math.max(0, Math.min(8, Math.trunc(num('flowers') ?? 0)));
      v.points = fanPoints(v, state.fanNames, sheetOf(state.match.rules).FAN_REPEATS);
    }
  } else {
    v.reason = data.get('reason') ?? v.reason;
    if (data.has('offender')) v.offender = Number(data.get('offender'));
    if (data.has('each')) v.each = num('each');
    if (data.has('amount0')) v.amounts = [0, 1, 2, 3].map((p) => num(`amount${p}`));
    v.note = data.get('note') ?? '';
  }
}

function onChange(e) {
  const form = e.target.closest('form');
  if (form?.dataset.form === 'new-match') {
    readDraft(form);
    // a choice may show fields of its own (Riichi's own game)
    if (e.target.type === 'radio') draw();
    return;
  }
  if (!state.form || !form) return;
  readForm(form);
  if (e.target.type === 'radio' || e.target.type === 'checkbox' || e.target.name === 'flowers') drawForm();
}

function onInput(e) {
  const form = e.target.closest('form');
  if (form?.dataset.form === 'new-match') readDraft(form);
  else if (state.form && form) readForm(form);
}

function readDraft(form) {
  const data = new FormData(form);
  const d = state.draft;
  d.rules = data.get('rules') ?? d.rules;
  d.players = [0, 1, 2, 3].map((p) => data.get(`player${p}`) ?? d.players[p]);
  for (const id of RULE_SET_IDS) d.options[id] = sheetOf(id).readForm(data, d.options[id]);
}

async function onSubmit(e) {
  e.preventDefault();
  const form = e.target;
  // a new match's refusal in the words of the rule set it starts (Riichi's own game's fields)
  const t = sheetStrings(state.lang, form.dataset.form === 'new-match' ? state.draft.rules : state.match?.rules);
  if (form.dataset.form === 'new-match') {
    readDraft(form);
    try {
      const options = state.draft.options[state.draft.rules];
      // options the rule set's form cannot start with (HK: a named stake and money per point)
      const refused = sheetOf(state.draft.rules).formRefusal(options, state.lang, sameValue);
      if (refused) throw refused;
      // a player left unnamed is named by their place in the form, in the sheet's words (玩家1 …)
      const unnamed = [1, 2, 3, 4].map((n) => sheetStrings(state.lang, state.draft.rules).unnamed(n));
      const match = newMatch({ rules: state.draft.rules, players: state.draft.players, options, unnamed });
      await saveMatch(match); // current only once it is stored
      select(match, null);
      // its first hand is played in its round, not the one the calculator was left in
      await ctx?.calculator?.setSituation?.({ prevalent_wind: nextHand(match).prevalent });
      state.lang = language();
    } catch (err) {
      state.notice = noticeOf(err, state.draft.rules);
    }
    draw();
    return;
  }
  readForm(form);
  const { type, index, values: v } = state.form;
  try {
    const entry = type === 'hand' ? handEntry(v) : penaltyEntry(v);
    if (state.form.fromLauncher && index === undefined) {
      // from the calculator's "By fans": recorded as the calculator records, and back to it
      const { notation, state: calculatorState } = ctx.calculator.current();
      const outcome = await recorded(() => entry, { notation, state: calculatorState });
      state.form = null;
      close();
      ctx?.onOutcome?.(outcome);
      return;
    }
    await change((m) => (index === undefined ? addEntry(m, entry) : replaceEntry(m, index, entry)), { merge: index === undefined });
    state.form = null;
    state.openRow = null;
  } catch (err) {
    state.form.error = errorText(err, t);
  }
  draw();
}

function handEntry(v) {
  // the rule set's own fields (Riichi's riichi declarations, who was ready, fu)
  const extras = sheetOf(state.match.rules).handExtras?.(v) ?? {};
  if (v.winner === 'draw') return { ...drawEntry(), ...extras };
  if (v.winner === null) throw new SheetError('winner', 'choose the winner');
  const entry = winByHand({
    winner: v.winner, self_drawn: v.how === 'self', discarder: v.how === 'self' ? null : v.how, points: v.points,
  }, state.match.rules);
  if (!v.fans?.length) return { ...entry, ...extras };
  // by its fans: they name the row, and the flowers stay apart from the minimum (the core's settlement)
  const fans = fanRows(v, state.fanNames, sheetOf(state.match.rules).FAN_REPEATS);
  return { ...entry, fans, ...(v.flowers ? { flowers: v.flowers } : {}) };
}

function penaltyEntry(v) {
  if (v.reason === 'false_win') {
    if (v.offender === null) throw new SheetError('offender', 'choose who declared the false win');
    return falseWin(state.match, v.offender, v.each ?? falseWinAmount(state.match), v.note, Date.now(), state.form.seats);
  }
  return customPenalty(v.amounts.map((a) => a ?? 0), v.note);
}

function downloadCsv(t) {
  const csv = toCsv(state.match, (entry) => describe(entry, state.match, t));
  // A byte-order mark, so that spreadsheets read the names as UTF-8.
  download(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }),
    `mahjong-${state.match.rules}-${new Date(state.match.created).toISOString().slice(0, 10)}.csv`);
}

