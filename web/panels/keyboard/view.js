// The tile keyboard: what a tap adds (a tile or a meld), the winning-tile
// chooser, and the palette (suit tabs on a narrow phone, every suit at once
// when there is room).
import { strings, tileName } from '../../i18n.js';
import { BONUS, RED_FIVES, TILES, tileCount } from '../hand/tiles.js';
import RULE_SETS from '../../rules/all-page.js';
import { MELD_MODES, blockedTiles } from '../hand/state.js';
import { flowersOf } from '../situation/rules.js';
import { h, setIfChanged, setProperty, setText, tileFace, unchanged } from '../../view.js';

export const PALETTE_GROUPS = [
  ['m', TILES.slice(0, 9)],
  ['p', TILES.slice(9, 18)],
  ['s', TILES.slice(18, 27)],
  ['z', TILES.slice(27)],
  ['f', BONUS],
];

/**
 * The palette of a rule set: Riichi's suits end with their red five (0m 0p
 * 0s), and a rule set played without flowers has no flowers tab.
 */
export function paletteGroups(rules) {
  const own = RULE_SETS[rules] ?? {};
  return PALETTE_GROUPS
    .filter(([key]) => key !== 'f' || flowersOf(rules) !== 'none')
    .map(([key, codes]) => [key, own.RED_FIVES ? [...codes, ...RED_FIVES.filter((r) => r[1] === key)] : codes]);
}
// The mode buttons are built once per language; a tap moves the pressed state
// and changes the hint.
export function renderTools(root, { state, lang, notice, choosingWin, onMode, onChooseWin, redChows = null, onRedChow }) {
  const t = strings(lang, state.rules);
  if (root.dataset.lang !== `${lang}|${state.rules}`) {
    const modes = ['tile', ...MELD_MODES].map((mode) => h('button', {
      type: 'button', class: 'tool', 'data-mode': mode, 'aria-describedby': 'mode-hint',
    }, t[`mode_${mode}`]));
    root.replaceChildren(
      h('div', { class: 'modes', role: 'group', 'aria-label': t.declare }, modes,
        h('button', { type: 'button', class: 'tool', 'data-part': 'choose-win' })),
      h('p', { class: 'hint', id: 'mode-hint', role: 'status' }),
      h('div', { class: 'red-chows', role: 'group', 'data-part': 'red-chows', hidden: true }));
    root.dataset.lang = `${lang}|${state.rules}`;
  }
  root.onclick = (e) => {
    const button = e.target.closest('[data-mode], [data-part=choose-win], [data-red-chow]');
    if (!button || !root.contains(button)) return;
    if (button.dataset.redChow) onRedChow(button.dataset.redChow.split(' '));
    else if (button.dataset.mode) onMode(button.dataset.mode);
    else onChooseWin();
  };
  renderRedChows(root.querySelector('[data-part=red-chows]'), redChows, t, lang, state.rules);
  for (const button of root.querySelectorAll('[data-mode]')) {
    setIfChanged(button, 'aria-pressed', String(state.mode === button.dataset.mode));
  }
  const win = root.querySelector('[data-part=choose-win]');
  setText(win, choosingWin ? t.choosing_win : t.choose_win);
  setIfChanged(win, 'aria-pressed', String(choosingWin));
  setProperty(win, 'disabled', state.tiles.length < 2);
  // The hint speaks up only when a tap would do something other than add a tile.
  const full = tileCount(state) >= 14 && state.mode === 'tile';
  const hint = notice ? t.reasons[notice] ?? t.notices[notice]
    : choosingWin ? t.choosing_win_hint
      : state.mode !== 'tile' ? t.mode_hint[state.mode] : full ? t.hand_full_hint : '';
  const p = root.querySelector('#mode-hint');
  setText(p, hint || t.mode_hint.tile);
  p.classList.toggle('quiet', !hint);
}

// A red five tapped in chow mode stands in three chows ([340m], [406m],
// [067m]): each that fits is a button, in the row under the modes (shown
// on a short screen too, where the hint is not).
function renderRedChows(row, chows, t, lang, rules) {
  setProperty(row, 'hidden', !chows);
  const key = chows ? JSON.stringify([chows, lang]) : '';
  if (row.dataset.key === key) return;
  row.dataset.key = key;
  if (!chows) {
    row.replaceChildren();
    return;
  }
  row.setAttribute('aria-label', t.red_chow_question);
  row.replaceChildren(h('span', { class: 'question', 'aria-hidden': 'true' }, t.red_chow_question),
    ...chows.map((tiles) => h('button', {
      type: 'button', class: 'meld chow', 'data-red-chow': tiles.join(' '),
      'aria-label': `${t.meld_names.chow} ${tiles.map((c) => tileName(c, lang, rules)).join(' ')}`,
    }, tiles.map((c) => h('span', { class: 'in-meld' }, tileFace(c))))));
}

// The palette is built once per language; later renders only update what a
// tap can change (which tiles are blocked and why, which flowers are in,
// which suit shows), so a tap costs little.
export function renderPalette(root, { state, lang, tab: chosen, refused, onTap, onTab, onBlocked }) {
  const t = strings(lang, state.rules);
  const groups = paletteGroups(state.rules);
  // a tab this rule set has not (flowers under Riichi) shows its first
  const tab = groups.some(([key]) => key === chosen) ? chosen : groups[0][0];
  const built = `${lang}|${state.rules}`;
  if (root.dataset.lang !== built) {
    const tabs = h('div', { class: 'tabs', role: 'tablist', 'aria-label': t.palette },
      groups.map(([key, codes]) => h('button', {
        type: 'button', class: 'tab', role: 'tab', id: `tab-${key}`, 'aria-controls': `panel-${key}`,
        'data-tab': key, onclick: () => onTab(key),
      // Named by what it shows (voice control users say it), then the suit in full.
      }, tileFace(codes[0]), h('span', {}, t.suit_tabs[key]),
      t.suit_tabs[key] !== t.suits[key] && h('span', { class: 'hidden-label' }, ` — ${t.suits[key]}`))));
    const panels = groups.map(([key, codes]) => h('div', {
      class: `panel panel-${key}`, id: `panel-${key}`, role: 'tabpanel', 'aria-labelledby': `tab-${key}`,
    }, codes.map((code) => h('button', { type: 'button', class: `tile${BONUS.includes(code) ? ' bonus' : ''}`, 'data-tile': code }, tileFace(code)))));
    root.replaceChildren(tabs, h('div', { class: 'panels' }, panels));
    root.dataset.lang = built;
    delete root.dataset.key;
  }
  const blocked = blockedTiles(state, refused);
  if (unchanged(root, JSON.stringify([lang, tab, state.mode, [...blocked], state.flowers]))) return;
  root.onclick = (e) => {
    const button = e.target.closest('[data-tile]');
    if (!button || !root.contains(button)) return;
    const code = button.dataset.tile;
    const reason = blocked.get(code);
    if (reason) onBlocked?.(reason);
    else onTap(code);
  };
  for (const button of root.querySelectorAll('[data-tab]')) {
    const selected = button.dataset.tab === tab;
    setIfChanged(button, 'aria-selected', String(selected));
    setIfChanged(button, 'tabindex', selected ? '0' : '-1');
  }
  for (const panel of root.querySelectorAll('.panel')) panel.classList.toggle('active', panel.id === `panel-${tab}`);
  const mode = state.mode === 'tile' ? '' : ` (${t.meld_names[state.mode] ?? t[`mode_${state.mode}`]})`;
  for (const button of root.querySelectorAll('[data-tile]')) {
    const code = button.dataset.tile;
    if (BONUS.includes(code)) {
      const reason = blocked.get(code);
      setIfChanged(button, 'aria-pressed', String(state.flowers.includes(code)));
      setIfChanged(button, 'aria-label', tileName(code, lang, state.rules));
      setIfChanged(button, 'aria-disabled', reason ? 'true' : null);
      setIfChanged(button, 'title', reason ? t.reasons[reason] : null);
      continue;
    }
    const reason = blocked.get(code);
    setIfChanged(button, 'aria-label', tileName(code, lang, state.rules) + mode);
    setIfChanged(button, 'aria-disabled', reason ? 'true' : null);
    setIfChanged(button, 'title', reason ? t.reasons[reason] : null);
  }
}
