// The page: one calculator that keeps its hand in the URL and local storage,
// and works offline once visited.
import { mountCalculator } from './calculator.js';
import { watchForUpdates } from './updates.js';

const calculator = mountCalculator(document.getElementById('app'), { persist: true });
calculator.ready.then(() => watchForUpdates(calculator.language));
