// The hand as text (type or paste one; the core reads and writes it) and the
// link that shares it.
import { strings } from '../../i18n.js';
import { h, setIfChanged, setProperty, setText } from '../../view.js';

export function notationSkeleton({ onApply, onCopy, onFanTable }) {
  return [
    h('form', { class: 'notation', 'data-part': 'notation-form', onsubmit: (e) => { e.preventDefault(); onApply(); } },
      h('label', { 'data-part': 'notation-label', for: 'notation' }),
      h('div', { class: 'row' },
        h('input', { id: 'notation', 'data-part': 'notation', name: 'notation', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', 'aria-describedby': 'notation-error' }),
        h('button', { type: 'submit', class: 'tool', 'data-part': 'apply' })),
      h('p', { class: 'message error', id: 'notation-error', 'data-part': 'notation-error', role: 'alert' })),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'tool', 'data-part': 'copy-link', onclick: onCopy }),
      h('button', { type: 'button', class: 'tool', 'data-part': 'open-fan-table', onclick: () => onFanTable(null) }),
      h('span', { role: 'status', 'data-part': 'copy-status' })),
  ];
}

export function renderNotation(root, { state, lang, notation, persist }) {
  const t = strings(lang, state.rules);
  const text = root.querySelector('[data-part=notation]');
  const focused = root.getRootNode().activeElement;
  if (focused !== text && text.getAttribute('aria-invalid') !== 'true' && notation !== null && text.value !== notation) text.value = notation;
  setText(root.querySelector('[data-part=notation-label]'), t.notation);
  setText(root.querySelector('[data-part=apply]'), t.apply);
  setText(root.querySelector('[data-part=copy-link]'), t.copy_link);
  setText(root.querySelector('[data-part=open-fan-table]'), t.fan_table);
  setProperty(root.querySelector('[data-part=copy-link]'), 'hidden', !persist);
  setIfChanged(text, 'placeholder', t.notation_hint);
}

/**
 * Why the box's text was not applied, in the screen's language: `error` is
 * null, {key} (a word of the page) or {code, detail} (the core's error code,
 * and its specific English sentence, kept beside as a detail).
 */
export function showNotationError(root, lang, rules, error) {
  const t = strings(lang, rules);
  const shown = root.querySelector('[data-part=notation-error]');
  const input = root.querySelector('[data-part=notation]');
  const headline = !error ? '' : error.key ? t[error.key] : t.errors[error.code] ?? t.errors.parse;
  const detail = error?.detail && error.detail !== headline ? error.detail : '';
  shown.replaceChildren(...(headline ? [headline] : []),
    ...(detail ? [' ', h('span', { class: 'detail', lang: 'en' }, detail)] : []));
  if (error) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}
