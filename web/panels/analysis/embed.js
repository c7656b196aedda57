// The embed's waits mode (<mahjong-calculator mode="waits" hand="…">, issue
// 13): a 13-tile hand and its waits with their values, for rule-tutorial
// pages; with `quiz`, the reader first taps the tiles they think win, then
// checks: each tile they picked is marked right or wrong, each wait they
// missed is marked, and the waits table shows.
import { tileName } from '../../i18n.js';
import { h, tileFace } from '../../view.js';
import { TILES } from '../hand/tiles.js';
import { analysisStrings } from './strings.js';
import { waitsTable } from './view.js';

/**
 * The waits view as a list of nodes. `analysis` is analyze()'s answer for the
 * hand; `lang` the page's ('en', 'zh-Hans', 'zh-Hant', 'ja'); `quiz` whether the
 * answer waits for the reader's picks; `minimum` the rule set's, `total` its
 * catalogue's shown_total (the wait's field read as its total), `reading` its
 * analysis_reading (Riichi: each wait valued with riichi too).
 */
export function waitsView({ analysis, lang, quiz, minimum, total, reading }) {
  if (!analysis.ok) return [h('p', { class: 'error', 'data-code': analysis.error.code }, analysis.error.message)];
  const t = analysisStrings(lang, analysis.rules);
  const name = (code) => tileName(code, lang, analysis.rules);
  if (analysis.tiles !== 13) return [h('p', { class: 'error', 'data-code': 'tile_count' }, t.needs_13)];
  if (analysis.shanten > 0) {
    return [h('p', { class: 'not-ready', 'data-testid': 'not-ready', 'data-shanten': analysis.shanten }, t.shanten(analysis.shanten))];
  }
  const table = () => waitsTable(analysis.waits, { t, name, minimum, pays: null, onWait: null, total, reading });
  if (!quiz) return table();

  const winning = new Set(analysis.waits.filter((w) => w.discard).map((w) => w.tile));
  const picked = new Set();
  const answer = h('div', { class: 'quiz-answer', 'data-part': 'answer' });
  const verdict = h('p', { class: 'quiz-result', 'data-testid': 'quiz-result', role: 'status' });
  const board = h('div', { class: 'quiz-board', role: 'group', 'aria-label': t.quiz_prompt },
    TILES.map((code) => h('button', {
      type: 'button', class: 'pick', 'data-pick': code, 'aria-pressed': 'false', 'aria-label': name(code),
      onclick: (e) => {
        if (board.dataset.answered) return;
        const on = !picked.has(code);
        if (on) picked.add(code);
        else picked.delete(code);
        e.currentTarget.setAttribute('aria-pressed', String(on));
      },
    }, tileFace(code))));
  const check = h('button', { type: 'button', class: 'quiz-check', 'data-testid': 'quiz-check', onclick: () => {
    if (board.dataset.answered) return reset();
    board.dataset.answered = 'true';
    let right = 0;
    let wrong = 0;
    for (const button of board.querySelectorAll('[data-pick]')) {
      const code = button.dataset.pick;
      const mark = picked.has(code) ? (winning.has(code) ? 'right' : 'wrong') : winning.has(code) ? 'missed' : null;
      if (mark === 'right') right++;
      if (mark === 'wrong') wrong++;
      if (mark) {
        button.dataset.verdict = mark;
        button.setAttribute('aria-label', `${name(code)}: ${t[`quiz_${mark}`]}`);
      }
    }
    verdict.textContent = t.quiz_result(right, winning.size, wrong);
    answer.replaceChildren(...table());
    check.textContent = t.quiz_again;
  } }, t.quiz_check);
  function reset() {
    delete board.dataset.answered;
    picked.clear();
    for (const button of board.querySelectorAll('[data-pick]')) {
      delete button.dataset.verdict;
      button.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-label', name(button.dataset.pick));
    }
    verdict.textContent = '';
    answer.replaceChildren();
    check.textContent = t.quiz_check;
  }
  return [h('p', { class: 'quiz-prompt' }, t.quiz_prompt), board, h('div', { class: 'quiz-actions' }, check, verdict), answer];
}
