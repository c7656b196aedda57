// Builds the static site in dist/: the page and its modules, the wasm module,
// the manifest and icons, the embeddable element and its demo pages, and the
// service worker with the list of every file to precache and a version that
// changes whenever any of them does.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const web = path.join(root, 'web');
const wasm = path.join(root, 'build/wasm');

// The files the page loads at first, in the order of the budget report.
const FIRST_LOAD = [
  'index.html', 'style.css', 'app.js', 'calculator.js', 'view.js', 'state.js', 'i18n.js', 'tile-art.js',
  'updates.js', 'mahjong.js', 'mahjong-core.mjs', 'mahjong-core.wasm',
];
const PAGE = [
  'index.html', 'style.css', 'app.js', 'calculator.js', 'view.js', 'state.js', 'i18n.js', 'tile-art.js',
  'updates.js', 'manifest.webmanifest',
];
const EMBEDDING = ['mahjong-calculator.js', 'embed.html', 'embed.js', 'embed.css', 'embed-page.css', 'tutorial.html', 'tutorial.css'];
const WASM = ['mahjong.js', 'mahjong.d.ts', 'mahjong-core.mjs', 'mahjong-core.wasm'];
const DIRECTORIES = ['definitions', 'icons'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const file of PAGE) cpSync(path.join(web, file), path.join(dist, file));
for (const file of EMBEDDING) cpSync(path.join(web, file), path.join(dist, file));
for (const file of WASM) cpSync(path.join(wasm, file), path.join(dist, file));
for (const dir of DIRECTORIES) cpSync(path.join(web, dir), path.join(dist, dir), { recursive: true });

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

// The service worker precaches every file the site serves.
const precache = filesUnder(dist).filter((f) => !f.endsWith('.d.ts'));
const hash = createHash('sha256');
for (const file of precache) hash.update(file).update(readFileSync(path.join(dist, file)));
const version = hash.digest('hex').slice(0, 12);
const sw = readFileSync(path.join(web, 'sw.js'), 'utf8')
  .replace('__VERSION__', version)
  .replace("['__PRECACHE__']", JSON.stringify(['./', ...precache]));
writeFileSync(path.join(dist, 'sw.js'), sw);

// What the first load sends, gzipped (definitions and icons load later).
let total = 0;
const sizes = FIRST_LOAD.map((file) => {
  const body = readFileSync(path.join(dist, file));
  const gzip = gzipSync(body, { level: 9 }).length;
  total += gzip;
  return { file, bytes: body.length, gzip };
});
mkdirSync(path.join(root, 'build'), { recursive: true });
writeFileSync(path.join(root, 'build/site-sizes.json'), JSON.stringify({ version, total_gzip: total, files: sizes }, null, 2));
console.log(`dist/ built (version ${version}): first load ${(total / 1024).toFixed(1)} KB gzipped over ${FIRST_LOAD.length} files; ${precache.length} files precached`);
