// The page: one calculator that keeps its hand in the URL and local storage.
import { mountCalculator } from './calculator.js';

mountCalculator(document.getElementById('app'), { persist: true });
