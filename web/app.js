// The page: one calculator that keeps its hand in the URL and local storage,
// and works offline once visited.
import { mountCalculator } from './calculator.js';
import { afterPaint } from './frames.js';
import { laterStyles } from './later-styles.js';

// The score sheet (web/sheet/) records the last result; a shared match comes
// as "#sheet=...", read before the calculator writes its hand in the address.
// One that arrives while the sheet's buttons load (a link followed, pasted)
// is caught too: their own listener is not there yet.
let sheetLink = location.hash.startsWith('#sheet=') ? location.hash : null;
const catchSheetLink = () => { if (location.hash.startsWith('#sheet=')) sheetLink = location.hash; };
addEventListener('hashchange', catchSheetLink);
const calculator = mountCalculator(document.getElementById('app'), { persist: true });

// Nothing else loads before the first result is on screen: the frame that
// shows it has been painted.
const painted = calculator.ready.then(() => afterPaint());

// The service worker is registered once the page is idle after that: its
// install downloads every file for offline use, and on a first visit that
// must not compete with the page's own first frames. Its script (updates.js)
// is a chunk of its own, fetched then: the first result does not need it.
// Its banner's styles are in the page's second stylesheet, asked for as soon
// as the first result is painted (web/later-styles.js).
const whenIdle = window.requestIdleCallback ?? ((f) => setTimeout(f, 200));
const later = painted.then(() => laterStyles());
painted.then(() => whenIdle(() => Promise.all([import('./updates.js'), later.catch(() => {})])
  .then(([m]) => m.watchForUpdates(calculator.language), () => {}), { timeout: 2000 }));
// Its buttons load after the first result, apart from this bundle; the sheet on the first tap.
painted.then(() => import('./sheet/launcher.js')).then((m) => {
  removeEventListener('hashchange', catchSheetLink);
  m.mountLauncher({ calculator, sheetLink });
});
