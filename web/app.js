// The page: one calculator that keeps its hand in the URL and local storage,
// and works offline once visited.
import { mountCalculator } from './calculator.js';
import { watchForUpdates } from './updates.js';

const calculator = mountCalculator(document.getElementById('app'), { persist: true });

// The service worker is registered once the first result is on screen: its
// install downloads every file for offline use, and on a first visit that
// must not compete with the page's own first frame.
const whenIdle = window.requestIdleCallback ?? ((f) => setTimeout(f, 200));
calculator.ready.then(() => requestAnimationFrame(() => setTimeout(() => {
  whenIdle(() => watchForUpdates(calculator.language), { timeout: 2000 });
})));
