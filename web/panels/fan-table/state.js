// The fan table's search: which catalogue rows match what was typed, by
// name in any language, number or points.
import { fanNameIn, inScript } from '../../i18n.js';

const fold = (s) => String(s).toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The fans of `catalog` that match `query` (all of them for an empty one). */
export function searchFans(catalog, query, definitions = {}) {
  const q = fold(query.trim());
  if (!q) return catalog.fans;
  // Chinese matches in either script.
  const forms = [q, fold(inScript(q, 'zh-Hans')), fold(inScript(q, 'zh-Hant'))];
  return catalog.fans.filter((f) => {
    const text = fold([f.name, f.zh, f.ja ?? '', f.id.replace(/_/g, ' '), inScript(f.zh, 'zh-Hans'), inScript(f.zh, 'zh-Hant'), fanNameIn(f, 'ja', catalog.rules), f.number, `${f.points}`,
      definitions[f.id]?.en ?? ''].join(' '));
    return forms.some((form) => text.includes(form));
  });
}
