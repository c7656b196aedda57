// The score sheet's two buttons beside the calculator's result: "Score sheet"
// and "Record this hand". This small module loads after the first result; the
// sheet itself (index.js, its own bundle) loads on the first tap.
import './launcher.css';
import { LAUNCHER, sheetLanguage } from './i18n-launcher.js';

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
  const status = document.createElement('span');
  status.className = 'sheet-launcher-status';
  status.setAttribute('role', 'status');
  status.dataset.testid = 'record-status';
  // When the calculator scores under other options than the match: record
  // it under the match's (scored again) or leave it, one tap each.
  const offer = document.createElement('div');
  offer.className = 'sheet-launcher-offer';
  const bar = document.createElement('div');
  bar.className = 'sheet-launcher';
  bar.append(open, record, status, offer);
  document.querySelector(SLOT).append(bar);

  const context = { calculator, onClose: () => open.focus() };
  const sheet = () => import('./index.js');
  open.addEventListener('click', async () => (await sheet()).openSheet(context));
  async function recordNow(how) {
    record.disabled = true;
    offer.replaceChildren();
    try {
      const outcome = await (await sheet()).recordHand(context, how);
      status.textContent = outcome.message;
      status.dataset.ok = String(outcome.ok);
      if (outcome.offer) showOffer(outcome.offer);
    } finally {
      record.disabled = false;
    }
  }
  function showOffer(words) {
    const yes = button('record-as-match');
    yes.textContent = words.rescore;
    yes.addEventListener('click', () => recordNow({ rescore: true }));
    const no = button('record-cancel');
    no.textContent = words.cancel;
    no.addEventListener('click', () => {
      offer.replaceChildren();
      status.textContent = '';
      record.focus();
    });
    offer.append(yes, no);
  }
  record.addEventListener('click', () => recordNow());

  function label() {
    // The page's own language: 繁體 stays Traditional (it read Simplified for every zh).
    const words = LAUNCHER[sheetLanguage(calculator.language(), 'mcr')];
    open.textContent = words.open;
    record.textContent = words.record;
  }
  label();
  new MutationObserver(label).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });

  const openShared = async (fragment) => (await sheet()).openLink(context, fragment);
  if (sheetLink) openShared(sheetLink);
  window.addEventListener('hashchange', () => { if (location.hash.startsWith('#sheet=')) openShared(location.hash); });
}

function button(testid) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'tool';
  b.dataset.testid = testid;
  return b;
}
