// The header: the title, the rule set and the language (a menu of the four).
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT, ruleSetName, strings } from '../../i18n.js';
import { h, setIfChanged, setText } from '../../view.js';
import { RULE_SET_IDS } from '../../rules/all-page.js';

/** The header's contents (the shell's <header class="bar">). */
export function headerSkeleton({ onRules, onLanguage }) {
  return [
    h('h1', { 'data-part': 'title' }),
    h('div', { class: 'switches' },
      h('div', { class: 'segmented small', role: 'group', 'data-part': 'rules-switch' },
        RULE_SET_IDS.map((rules) => h('button', { type: 'button', 'data-rules': rules, 'aria-pressed': String(rules === RULE_SET_IDS[0]), onclick: () => onRules(rules) },
          rules.toUpperCase()))),
      h('details', { class: 'lang-menu', 'data-part': 'lang-menu' },
        h('summary', { 'data-part': 'lang-switch' }),
        h('div', { class: 'menu', role: 'group' },
          LANGUAGES.map((lang) => h('button', {
            type: 'button', 'data-lang': lang, lang,
            onclick: (e) => { e.target.closest('details').open = false; onLanguage(lang); },
          }, LANGUAGE_NAMES[lang])))))];
}

export function renderHeader(root, { state, lang }) {
  const t = strings(lang, state.rules);
  setText(root.querySelector('[data-part=title]'), t.title);
  for (const button of root.querySelectorAll('[data-rules]')) {
    setIfChanged(button, 'aria-pressed', String(button.dataset.rules === state.rules));
    setText(button, ruleSetName(button.dataset.rules, lang));
  }
  setIfChanged(root.querySelector('[data-part=rules-switch]'), 'aria-label', t.rules_label);
  const summary = root.querySelector('[data-part=lang-switch]');
  setText(summary, LANGUAGE_SHORT[lang]);
  // The name starts with what the button shows (voice control users say it).
  setIfChanged(summary, 'aria-label', `${LANGUAGE_SHORT[lang]} — ${t.language}: ${LANGUAGE_NAMES[lang]}`);
  setIfChanged(root.querySelector('.menu'), 'aria-label', t.language);
  for (const button of root.querySelectorAll('[data-lang]')) setIfChanged(button, 'aria-pressed', String(button.dataset.lang === lang));
}
