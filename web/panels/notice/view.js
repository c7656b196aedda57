// The notice bar: what was dropped from a link or the saved hand, a failed
// save. It stays until dismissed or replaced.
import { strings } from '../../i18n.js';
import { h, setIfChanged, setProperty, setText } from '../../view.js';

export function noticeSkeleton({ onClose }) {
  return [
    h('p', { 'data-part': 'notice-text' }),
    h('button', { type: 'button', class: 'tool', 'data-part': 'notice-close', onclick: onClose }, '×'),
  ];
}

/** `notice` is a key of the language's notices, or null for none. */
export function renderNotice(root, { notice, lang, rules }) {
  const t = strings(lang, rules);
  setProperty(root, 'hidden', !notice);
  setText(root.querySelector('[data-part=notice-text]'), notice ? t.notices[notice] : '');
  setIfChanged(root.querySelector('[data-part=notice-close]'), 'aria-label', t.close);
}
