// The score sheet's buttons beside the calculator's result: "Record this
// hand", "Score sheet", and while a match is open "Draw" and "By fans"; the
// line confirming a hand recorded, with Undo. This small module loads after the first result; the
// sheet itself (index.js, its own bundle) loads on the first tap.
import './launcher.css';
import { launcherWords, sheetLanguage } from './i18n-launcher.js';
import { currentId } from './current.js';

// Where the buttons go: the slot the result card keeps for other features,
// under the fans, at every size.
const SLOT = '[data-part="result-actions"]';

/**
 * `calculator` is the mounted calculator (web/calculator.js): the sheet reads
 * the hand, how it was won and its result from `current()`, fan names from
 * `catalog(rules)` and the payments of hands entered by value from
 * `settle(request)`, all of the page's one module. `sheetLink` is the "#sheet=..." the page was opened with.
 */
export function mountLauncher({ calculator, sheetLink = null }) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./launcher.css', import.meta.url).href;
  document.head.append(link);

  const open = button('open-sheet');
  const record = button('record-hand');
  // while a match is open: a draw in one tap, a hand by its fans (faan) without tiles
  const draw = button('launcher-draw');
  const byFans = button('record-by-fans');
  const status = document.createElement('span');
  status.className = 'sheet-launcher-status';
  status.setAttribute('role', 'status');
  status.dataset.testid = 'record-status';
  // A hand recorded: one line saying who won and what each player gets, and Undo beside it.
  const undo = button('record-undo');
  undo.hidden = true;
  // When the calculator scores under other options than the match: record
  // it under the match's (scored again) or leave it, one tap each.
  const offer = document.createElement('div');
  offer.className = 'sheet-launcher-offer';
  const bar = document.createElement('div');
  bar.className = 'sheet-launcher';
  // the line first, under the payments: the tile keyboard, open for the next hand, covers what is below
  bar.append(status, undo, offer, record, draw, byFans, open);
  document.querySelector(SLOT).append(bar);

  let rules = null; // the open match's rule set, null without one
  const context = {
    calculator,
    onClose: () => open.focus(),
    onMatch: (match) => { rules = match?.rules ?? null; label(); },
    onOutcome: show,
  };
  // The sheet with the core's settle(), whose module loads when first needed (issue 21).
  const sheet = () => Promise.all([import('./index.js'), calculator.loadSettlement?.().catch(() => {})]).then(([m]) => m);
  open.addEventListener('click', async () => (await sheet()).openSheet(context));

  function show(outcome) {
    status.replaceChildren();
    if (outcome.ok && outcome.undo) {
      const line = document.createElement('span');
      line.dataset.testid = 'record-confirmation';
      line.textContent = outcome.message;
      status.append(line);
    } else {
      status.textContent = outcome.message;
    }
    status.dataset.ok = String(outcome.ok);
    undo.hidden = !outcome.undo;
    if (outcome.offer) showOffer(outcome.offer);
  }
  async function run(action, how) {
    for (const b of [record, draw]) b.disabled = true;
    offer.replaceChildren();
    try {
      show(await (await sheet())[action](context, how));
    } finally {
      for (const b of [record, draw]) b.disabled = false;
    }
  }
  function showOffer(words) {
    const yes = button('record-as-match');
    yes.textContent = words.rescore;
    yes.addEventListener('click', () => run('recordHand', { rescore: true }));
    const no = button('record-cancel');
    no.textContent = words.cancel;
    no.addEventListener('click', () => {
      setAside();
      record.focus();
    });
    offer.append(yes, no);
  }
  // While the offer is open its answers are the only buttons (launcher.css): it goes with its question.
  function setAside() {
    offer.replaceChildren();
    status.textContent = '';
  }
  // The hand scored again (its tiles or options changed): the question was about the one before.
  const summary = document.querySelector(SLOT).parentElement.querySelector('[data-part=summary]');
  if (summary) {
    new MutationObserver(() => { if (offer.firstChild) setAside(); })
      .observe(summary, { childList: true, subtree: true, characterData: true });
  }
  record.addEventListener('click', () => run('recordHand'));
  draw.addEventListener('click', () => run('recordDraw'));
  byFans.addEventListener('click', async () => (await sheet()).recordByFans(context));
  undo.addEventListener('click', () => run('undoRecord'));

  function label() {
    // The page's own language: 繁體 stays Traditional (it read Simplified for every zh).
    const lang = sheetLanguage(calculator.language(), rules);
    const words = launcherWords(lang, rules);
    open.textContent = words.open;
    record.textContent = words.record;
    draw.textContent = words.draw;
    byFans.textContent = words.by_fans;
    undo.textContent = words.undo;
    draw.hidden = !rules;
    byFans.hidden = !rules;
  }
  label();
  new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  const openShared = async (fragment) => (await sheet()).openLink(context, fragment);
  if (sheetLink) openShared(sheetLink);
  // A match open on this phone (a reload): the calculator names its players at once.
  else if (currentId()) sheet().then((m) => m.follow(context));
  window.addEventListener('hashchange', () => { if (location.hash.startsWith('#sheet=')) openShared(location.hash); });
}

function button(testid) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'tool';
  b.dataset.testid = testid;
  return b;
}
