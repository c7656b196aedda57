// Builds the static site in dist/: the page and its modules, the wasm module,
// the manifest and icons, the embeddable element and its demo pages, and the
// service worker with the list of every file to precache, each with its hash,
// and a version that changes whenever any of them does.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { embeddedStylesheet } from './embedded-css.mjs';
import { writeServiceWorker } from './precache.mjs';
import { LOADED, handFieldsOf, ruleSetLists } from './rule-set-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const web = path.join(root, 'web');
const wasm = path.join(root, 'build/wasm');

// The page and the embeddable element are each one minified module, bundled by
// esbuild (Debian's package): a phone then fetches and compiles one script
// instead of ten, which measurably brings the first result forward (npm run
// bench:web). The bundles keep their entry's name, so the HTML is the same
// bundled or not. mahjong.js and its glue also stay as they are, for sites
// that use the JS API directly. Each rule set's fan definitions and option
// labels (web/rules/<id>/fans.js, options.js) stay apart and load on demand.
const BUNDLES = ['app.js', 'mahjong-calculator.js', 'embed.js', 'sheet/launcher.js', 'sheet/index.js'];
// The page's bundle is split (esbuild --splitting): what its first screen does
// not show (the Chinese words, the analysis, the fan table: each an import()
// in web/) is a chunk of its own, loaded when needed, and named by its
// content's hash, so a new build never meets an old chunk under the same
// name. The chunks sit beside app.js, where web/ has the modules whose
// relative imports (./rules/<id>/...) they keep.
const SPLIT = { 'app.js': 'app-[name]-[hash]' };
// embed.js imports the element, which is a bundle of its own; so do the page
// and the score sheet's launcher, whose sheet loads on demand (web/sheet/).
const SHARED = { 'embed.js': ['./mahjong-calculator.js'], 'app.js': ['./sheet/launcher.js'], 'sheet/launcher.js': ['./index.js'] };

// What a cold load of the page fetches before its first result is drawn,
// in the order of the budget report (issue 21's "first result"): one script,
// app.js, with the chunks it imports at once folded in (below). A phone's
// browser reads the manifest too (headless Chromium, which npm run bench:web
// drives, does not).
// The first hand's rule set's first module (mahjong-<id>.wasm; its glue is in
// app.js) and its catalogue's words (its fans' names, its situation reasons)
// are fetched at once (added below: an MCR visitor's, the registry's first).
const FIRST_LOAD = ['index.html', 'style.css', 'app.js', 'manifest.webmanifest'];
// What every cold load fetches right after the first result is on screen
// (web/app.js, and the options' started()): the page's second stylesheet,
// the score sheet's buttons, the service worker's script and the options'
// rows (app.js's chunks, named by their sources: found in the metafile).
const AFTER_FIRST_RESULT = ['later.css', 'sheet/launcher.js', 'sheet/launcher.css'];
const AFTER_FIRST_RESULT_CHUNKS = ['updates.js', 'panels/options/rows.js'];
// What a Chinese first visit adds: the chunk of web/i18n/zh.js and its imports.
const CHINESE = 'i18n/zh.js';
const PAGE = ['index.html', 'manifest.webmanifest'];
// The page's stylesheets: style.css for the first screen, later.css for what it never shows.
const STYLESHEETS = ['style.css', 'later.css'];
const EMBEDDING = ['embed.html', 'embed.css', 'embed-host.css', 'embed-interactive.css', 'embed-page.css', 'tutorial.html', 'tutorial.css'];
// The JS API (and the reading of a hand for its JSON way and of the
// analysis's compact form, which it imports when first needed) and every wasm module: the first modules
// (mahjong-<id>.wasm, one a rule set), each rule set's own (mahjong-riichi)
// and the JSON way's, all with the one glue mahjong-first.mjs, which app.js
// also bundles, and the analysis's with its own glue, which mahjong.js
// imports by its address when first needed (so no bundle holds it); and the
// words of the first modules' catalogues (mahjong-words-<id>.json,
// core/words.h): the first hand's beside its first module, another rule
// set's with its module.
const WASM = ['mahjong.js', 'hand-json.js', 'compact-analysis.js', 'mahjong.d.ts', ...readdirSync(wasm).filter((f) => /^mahjong-.*\.(mjs|wasm)$|^mahjong-words-.*\.json$/.test(f)).sort()];
const DIRECTORIES = ['icons'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const file of PAGE) cpSync(path.join(web, file), path.join(dist, file));
for (const file of EMBEDDING) cpSync(path.join(web, file), path.join(dist, file));
for (const file of WASM) cpSync(path.join(wasm, file), path.join(dist, file));
for (const dir of DIRECTORIES) cpSync(path.join(web, dir), path.join(dist, dir), { recursive: true });

// The rule sets are the folders of web/rules/ (scripts/rule-set-list.mjs), in
// the core's registry order; their lists are written anew, so a folder added
// is a rule set the page knows. What loads by its address is copied beside
// the bundles; the rest is bundled where its list is imported.
const mahjong = await import(pathToFileURL(path.join(wasm, 'mahjong.js')).href);
const order = await mahjong.ruleSets();
// The rule sets with a first module (built without its catalogue's words,
// which are a file beside it): each one's files of a first load.
const firstIds = order.filter((id) => WASM.includes(`mahjong-${id}.wasm`) && WASM.includes(`mahjong-words-${id}.json`));
const firstFiles = (id) => [`mahjong-${id}.wasm`, `mahjong-words-${id}.json`].filter((f) => WASM.includes(f));
FIRST_LOAD.splice(FIRST_LOAD.indexOf('manifest.webmanifest'), 0, ...firstFiles(order[0]));
const lists = ruleSetLists(path.join(web, 'rules'), order, await handFieldsOf(mahjong));
for (const [file, text] of Object.entries(lists)) writeFileSync(path.join(web, 'rules', file), text);
for (const id of order) {
  for (const part of LOADED) {
    const file = path.join(web, 'rules', id, `${part}.js`);
    if (!existsSync(file)) continue;
    mkdirSync(path.join(dist, 'rules', id), { recursive: true });
    cpSync(file, path.join(dist, 'rules', id, `${part}.js`));
  }
}

// The page's stylesheets, minified (esbuild: comments and spaces out, a
// quarter smaller gzipped): style.css, part of every first load, and
// later.css, what the first screen never shows, loaded right after it.
for (const sheet of STYLESHEETS) {
  execFileSync('esbuild', [path.join(web, sheet), '--minify', '--log-level=warning', `--outfile=${path.join(dist, sheet)}`],
    { stdio: 'inherit' });
}

// The page's stylesheets, in their order, as the interactive element uses them: one (scripts/embedded-css.mjs).
writeFileSync(path.join(dist, 'embed-calculator.css'),
  embeddedStylesheet(STYLESHEETS.map((sheet) => readFileSync(path.join(web, sheet), 'utf8')).join('\n')));

// The page's sources import mahjong.js and the glue from beside them, as
// dist/ has them; they are bundled from a staging copy laid out the same way.
const staging = path.join(root, 'build/site-src');
rmSync(staging, { recursive: true, force: true });
cpSync(web, staging, { recursive: true });
for (const file of WASM) cpSync(path.join(wasm, file), path.join(staging, file));
const metafile = path.join(root, 'build/app-meta.json');
for (const entry of BUNDLES) {
  const external = ['node:*', ...(SHARED[entry] ?? [])].map((e) => `--external:${e}`);
  const out = SPLIT[entry]
    ? ['--splitting', `--outdir=${path.dirname(path.join(dist, entry))}`, `--chunk-names=${SPLIT[entry]}`, `--metafile=${metafile}`]
    : [`--outfile=${path.join(dist, entry)}`];
  execFileSync('esbuild', [path.join(staging, entry), '--bundle', '--format=esm', '--minify', '--target=es2020',
    '--sourcemap', '--log-level=warning', ...external, ...out], { stdio: 'inherit' });
}

const outputs = JSON.parse(readFileSync(metafile, 'utf8')).outputs;
const distName = (out) => path.relative(dist, path.resolve(root, out)).split(path.sep).join('/');
const outputOf = (name) => Object.entries(outputs).find(([out]) => distName(out) === name)?.[1];
const staticChunks = (name, seen = new Set()) => {
  for (const i of outputOf(name)?.imports ?? []) {
    const chunk = distName(i.path);
    if (i.kind === 'import-statement' && !i.external && !seen.has(chunk)) {
      seen.add(chunk);
      staticChunks(chunk, seen);
    }
  }
  return [...seen];
};

// The fold (issue 21): esbuild makes a chunk of each set of modules app.js
// shares with the lazy ones, and has no option to keep them in app.js; a
// first load fetched app.js and five such chunks, 1.8 KB more gzipped than
// one file. So app.js is bundled again with the chunks it imports at once
// (esbuild, which follows their source maps), and exports what the other
// files import from those chunks; each of them imports it from app.js
// instead, the one URL, so each module is evaluated once. Done here, on
// esbuild's output, not by another bundler (none is in the project) nor by
// reshaping the lazy modules' imports (which the next shared module would
// undo). An export is named by its chunk's hash and its name there, so a
// rewritten file's text follows from its text before (whose hash names
// it): a cached file of another build never meets this app.js under its
// name. Anything unexpected stops the build.
function foldChunks() {
  const fail = (why) => { throw new Error(why); };
  const folded = staticChunks('app.js');
  const key = (chunk) => /^app-chunk-([A-Z0-9]{8})\.js$/.exec(chunk)?.[1].slice(0, 5)
    ?? fail(`fold: app.js imports ${chunk}, not a shared chunk`);
  const keys = folded.map(key);
  if (new Set(keys).size !== keys.length) fail(`fold: two chunks' hashes begin alike (${keys})`);
  const exported = (chunk, name) => `${name}_${key(chunk)}`;
  // Every other file that imports a folded chunk, its imports rewritten:
  // each such import statement blanked (the same length, so its source map
  // still fits) and one import from app.js added on a line of its own.
  const wanted = new Map();
  const js = Object.keys(outputs).map(distName).filter((f) => f.endsWith('.js') && f !== 'app.js' && !folded.includes(f));
  for (const file of js.filter((f) => outputOf(f).imports.some((i) => folded.includes(distName(i.path))))) {
    let text = readFileSync(path.join(dist, file), 'utf8');
    const specifiers = [];
    text = text.replace(/import\s*(?:\{([^}]*)\}\s*from\s*)?"\.\/([^"]+)";?/g, (statement, names, chunk) => {
      if (!folded.includes(chunk)) return statement;
      for (const s of names?.split(',') ?? []) {
        const [name, local = name] = s.trim().split(/\s+as\s+/);
        if (!/^[\w$]+$/.test(name) || !/^[\w$]+$/.test(local)) fail(`fold: ${file} imports "${s}" from ${chunk}`);
        wanted.set(exported(chunk, name), [chunk, name]);
        specifiers.push(`${exported(chunk, name)} as ${local}`);
      }
      return ' '.repeat(statement.length);
    });
    if (folded.some((chunk) => text.includes(chunk))) fail(`fold: ${file} names a folded chunk other than in an import statement`);
    const mapComment = text.lastIndexOf('\n//# sourceMappingURL=');
    if (mapComment < 0) fail(`fold: ${file} has no source map comment`);
    writeFileSync(path.join(dist, file), `${text.slice(0, mapComment)}\nimport{${specifiers.join(',')}}from"./app.js";${text.slice(mapComment)}`);
  }
  // app.js again: the entry imports it first (its chunks then evaluate in
  // their order, before its body, as before) and exports what those files take.
  const entry = path.join(dist, 'app-fold.js');
  const byChunk = [...wanted].reduce((g, w) => ((g[w[1][0]] ??= []).push(w), g), {});
  writeFileSync(entry, ["import './app.js';", ...Object.entries(byChunk).map(([chunk, names]) =>
    `export { ${names.map(([as, [, name]]) => `${name} as ${as}`).join(', ')} } from './${chunk}';`)].join('\n'));
  const inFold = ['app.js', ...folded];
  const imports = inFold.flatMap((f) => outputOf(f).imports).filter((i) => i.external || !inFold.includes(distName(i.path)))
    .filter((i, n, all) => all.findIndex((j) => j.path === i.path) === n);
  const external = imports.map((i) => `--external:${i.external ? i.path : `./${distName(i.path)}`}`);
  const foldMeta = path.join(root, 'build/app-fold-meta.json');
  execFileSync('esbuild', [entry, '--bundle', '--format=esm', '--minify', '--target=es2020', '--sourcemap', '--log-level=warning',
    '--allow-overwrite', `--outfile=${path.join(dist, 'app.js')}`, `--metafile=${foldMeta}`, ...external], { stdio: 'inherit', cwd: root });
  const [app] = Object.values(JSON.parse(readFileSync(foldMeta, 'utf8')).outputs).filter((o) => o.entryPoint);
  const took = Object.keys(app.inputs).map(distName).sort();
  if (String(took) !== String([...inFold, 'app-fold.js'].sort())) fail(`fold: app.js took ${took}, not ${inFold}`);
  if (app.imports.some((i) => !i.external)) fail('fold: app.js still imports a file of its own');
  for (const f of [...folded, 'app-fold.js']) rmSync(path.join(dist, f));
  for (const f of folded) rmSync(path.join(dist, `${f}.map`));
  // The metafile as if esbuild had made it so (the sources' bytes as each chunk had them).
  const appOut = Object.keys(outputs).find((o) => distName(o) === 'app.js');
  for (const f of folded) {
    const out = Object.keys(outputs).find((o) => distName(o) === f);
    Object.assign(outputs[appOut].inputs, outputs[out].inputs);
    delete outputs[out];
    delete outputs[`${out}.map`];
  }
  for (const o of Object.values(outputs)) o.imports = o.imports.filter((i) => !folded.includes(distName(i.path)));
  outputs[appOut].imports = imports;
  writeFileSync(metafile, JSON.stringify({ ...JSON.parse(readFileSync(metafile, 'utf8')), outputs }));
}
foldChunks();
if (staticChunks('app.js').length) throw new Error(`app.js still imports ${staticChunks('app.js')} at once`);
// The Chinese words' chunks (a Chinese first visit's).
const chineseChunk = distName(Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith(CHINESE))[0]);
const chineseChunks = [chineseChunk, ...staticChunks(chineseChunk)];
const indexHtml = path.join(dist, 'index.html');
const script = '<script type="module" src="app.js"></script>';
const page = readFileSync(indexHtml, 'utf8');
if (!page.includes(script)) throw new Error(`index.html has no ${script}`);
// The favicon is in the page, a data: URL: as a file, Chromium fetched it
// again at every change of the address, that is after every tap (the page
// keeps the hand in its fragment). The manifest still names the file.
const favicon = 'href="icons/icon.svg"';
if (!page.includes(favicon)) throw new Error(`index.html has no ${favicon}`);
const iconSvg = readFileSync(path.join(web, 'icons/icon.svg'), 'utf8').trim().replace(/"/g, "'").replace(/[%#<>\s]/g, (c) => (c === ' ' ? c : encodeURIComponent(c)));
writeFileSync(indexHtml, page.replace(favicon, `href="data:image/svg+xml,${iconSvg}"`));
const entryChunk = (source) => distName(Object.entries(outputs).find(([, o]) => o.entryPoint?.endsWith(`site-src/${source}`))[0]);
AFTER_FIRST_RESULT.push(...AFTER_FIRST_RESULT_CHUNKS.flatMap((source) => [entryChunk(source), ...staticChunks(entryChunk(source))])
  .filter((c, i, all) => all.indexOf(c) === i));

// The service worker precaches every file the site serves, each checked
// against its hash (scripts/precache.mjs).
const { version, files: precached } = writeServiceWorker(dist, readFileSync(path.join(web, 'sw.js'), 'utf8'));

// What a cold load sends, each file gzipped (level 9); a Chinese first visit
// adds its words. The rest (definitions, the lazy panels, the sheet) loads
// when used, or with the service worker's precache after the first result.
const sizeOf = (file) => {
  const body = readFileSync(path.join(dist, file));
  return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
};
const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
const sizes = FIRST_LOAD.map(sizeOf);
const after = AFTER_FIRST_RESULT.map(sizeOf);
const chinese = chineseChunks.map(sizeOf);
const total = sum(sizes);
// What each module but the first adds when it loads: a rule set's own
// (Riichi's, when that rule set is first used) and the analysis's (from the
// 10th tile).
// A rule set's page words (web/rules/<id>/words.js) come with its module.
const wordsChunk = (id) => Object.entries(outputs).filter(([, o]) => o.entryPoint?.endsWith(`rules/${id}/words.js`))
  .flatMap(([out]) => [distName(out), ...staticChunks(distName(out))]);
// Each other module's files: its glue when it has its own (the analysis's;
// the others share the first modules' glue, in app.js), its wasm.
const moduleFiles = (id) => [`mahjong-${id}.mjs`, `mahjong-${id}.wasm`].filter((f) => WASM.includes(f));
const ownModules = Object.fromEntries(WASM.filter((f) => f.endsWith('.wasm'))
  .map((f) => f.slice('mahjong-'.length, -'.wasm'.length)).filter((id) => !firstIds.includes(id))
  .map((id) => [id, [...moduleFiles(id), ...wordsChunk(id)].map(sizeOf)]));
const words = WASM.filter((f) => f.startsWith('mahjong-words-')).map(sizeOf);
// The page words of a rule set with a first module (Hong Kong's), loaded when it is first shown.
const pageWords = Object.fromEntries(order.filter((id) => !ownModules[id]).map((id) => [id, wordsChunk(id).map(sizeOf)])
  .filter(([, files]) => files.length));
// The first load of a visitor whose first hand is another rule set's (a
// Hong Kong or Riichi link, a kept hand, a Japanese browser): its first
// module (Riichi's own), catalogue words and page words instead of the
// first rule set's.
const firstLoadOf = Object.fromEntries(order.filter((id) => id !== order[0]).map((id) => {
  const module = ownModules[id] ? moduleFiles(id) : firstFiles(id);
  const files = [...sizes.filter((f) => !firstFiles(order[0]).includes(f.file)), ...[...module, ...wordsChunk(id)].map(sizeOf)];
  return [id, { total_gzip: sum(files), files }];
}));
mkdirSync(path.join(root, 'build'), { recursive: true });
writeFileSync(path.join(root, 'build/site-sizes.json'), JSON.stringify({
  version, total_gzip: total, files: sizes, after_first_result: { total_gzip: sum(after), files: after }, chinese_first_visit: { total_gzip: total + sum(chinese), adds: chinese },
  catalogue_words: words,
  page_words: pageWords,
  first_load_of: firstLoadOf,
  loaded_when_needed: Object.fromEntries(Object.entries(ownModules).map(([id, files]) => [id, { total_gzip: sum(files), adds: files }])),
}, null, 2));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`dist/ built (version ${version}): first load ${kb(total)} gzipped over ${FIRST_LOAD.length} files ` +
  `(${sizes.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}); right after the first result ${kb(sum(after))} ` +
  `(${after.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}); a Chinese first visit adds ${kb(sum(chinese))} ` +
  `(${chinese.map((f) => f.file).join(', ')}); ` +
  Object.entries(ownModules).map(([id, files]) => `when needed, ${id} adds ${kb(sum(files))} (${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}); `).join('') +
  `the first modules' catalogue words: ${words.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}; ` +
  Object.entries(pageWords).map(([id, files]) => `${id}'s page words when first shown: ${files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')}; `).join('') +
  Object.entries(firstLoadOf).map(([id, { total_gzip: n, files }]) => `a first ${id} hand's first load ${kb(n)} gzipped ` +
    `(${files.filter((f) => !sizes.includes(f)).map((f) => `${f.file} ${kb(f.gzip)}`).join(', ')} instead of ${firstFiles(order[0]).join(', ')}); `).join('') +
  `${Object.keys(precached).length - 1} files precached, each checked by its SHA-256`);
