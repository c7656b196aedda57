// The texts that load on demand from each rule set's folder (rules/<id>/):
// its fan definitions and its option labels. This module sits beside that
// folder in web/ as the page's bundles do in dist/, so the relative import
// names the same file in both (an import written in a panel's folder, two
// levels down, would climb out of a site hosted under a path once bundled).

/** A rule set's fan definitions ({<fan id>: {en, zh, ja}}); rejects when it cannot load. */
export const importDefinitions = (rules) => import(`./rules/${rules}/fans.js`).then((m) => m.default);

/** A rule set's option labels ({<option id>: {en|zh-Hans|zh-Hant|ja: {label, help, choices}}}). */
export const importOptionLabels = (rules) => import(`./rules/${rules}/options.js`).then((m) => m.default);
