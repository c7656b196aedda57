// The dock's bar: undo, redo, a new hand, the tile count and flowers, and the
// handle that folds and opens the tile keyboard.
import { strings } from '../../i18n.js';
import { tileCount } from '../hand/tiles.js';
import { h, setIfChanged, setProperty, setText, tileFace } from '../../view.js';

export function renderBar(root, { state, lang, canUndo, canRedo, folded, onUndo, onRedo, onNewHand, onToggle }) {
  const t = strings(lang, state.rules);
  if (root.dataset.lang !== `${lang}|${state.rules}`) {
    root.replaceChildren(
      h('button', { type: 'button', class: 'tool icon', 'data-testid': 'undo', 'aria-keyshortcuts': 'Control+Z', onclick: onUndo },
        h('span', { 'aria-hidden': 'true' }, '↶')),
      h('button', { type: 'button', class: 'tool icon', 'data-testid': 'redo', 'aria-keyshortcuts': 'Control+Shift+Z', onclick: onRedo },
        h('span', { 'aria-hidden': 'true' }, '↷')),
      h('button', { type: 'button', class: 'tool', 'data-testid': 'new-hand', onclick: onNewHand }),
      h('span', { class: 'count', 'data-testid': 'tile-count' }),
      h('span', { class: 'flowers', 'data-part': 'bar-flowers' }),
      h('button', { type: 'button', class: 'tool handle', 'data-testid': 'keyboard-toggle', 'aria-controls': 'keyboard', onclick: onToggle },
        h('span', { class: 'handle-label' }), h('span', { class: 'chevron', 'aria-hidden': 'true' })));
    root.dataset.lang = `${lang}|${state.rules}`;
    delete root.dataset.key;
  }
  const [undo, redo, fresh] = root.querySelectorAll('button');
  setIfChanged(undo, 'aria-label', t.undo);
  setIfChanged(undo, 'title', t.undo);
  setIfChanged(redo, 'aria-label', t.redo);
  setIfChanged(redo, 'title', t.redo);
  setProperty(undo, 'disabled', !canUndo);
  setProperty(redo, 'disabled', !canRedo);
  setText(fresh, t.new_hand);
  const count = root.querySelector('.count');
  setText(count, t.tiles_count(tileCount(state)));
  setIfChanged(count, 'aria-label', t.tiles_count_long(tileCount(state)));
  const flowers = root.querySelector('[data-part=bar-flowers]');
  const flowersKey = state.flowers.join(',');
  if (flowers.dataset.key !== flowersKey) {
    flowers.dataset.key = flowersKey;
    flowers.replaceChildren(...state.flowers.map(tileFace));
    setIfChanged(flowers, 'aria-label', state.flowers.length ? `${t.flowers}: ${state.flowers.length}` : null);
  }
  const toggle = root.querySelector('[data-testid=keyboard-toggle]');
  setIfChanged(toggle, 'aria-expanded', String(!folded));
  setText(toggle.querySelector('.handle-label'), folded ? t.keyboard_open : t.keyboard_close);
}
