// Builds the static site in dist/: the page and its modules, the wasm module,
// the manifest and icons, the embeddable element and its demo pages, and the
// service worker with the list of every file to precache, each with its hash,
// and a version that changes whenever any of them does.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { embeddedStylesheet } from './embedded-css.mjs';
import { writeServiceWorker } from './precache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const web = path.join(root, 'web');
const wasm = path.join(root, 'build/wasm');

// The page and the embeddable element are each one minified module, bundled by
// esbuild (Debian's package): a phone then fetches and compiles one script
// instead of ten, which measurably brings the first result forward (npm run
// bench:web). The bundles keep their entry's name, so the HTML is the same
// bundled or not. mahjong.js and its glue also stay as they are, for sites
// that use the JS API directly. Fan definitions stay apart and load on demand.
const BUNDLES = ['app.js', 'mahjong-calculator.js', 'embed.js', 'sheet/launcher.js', 'sheet/index.js'];
// embed.js imports the element, which is a bundle of its own; so do the page
// and the score sheet's launcher, whose sheet loads on demand (web/sheet/).
const SHARED = { 'embed.js': ['./mahjong-calculator.js'], 'app.js': ['./sheet/launcher.js'], 'sheet/launcher.js': ['./index.js'],
  'sheet/index.js': ['../mahjong.js'] };

// The files the page loads at first, in the order of the budget report.
const FIRST_LOAD = ['index.html', 'style.css', 'app.js', 'mahjong-core.wasm'];
const PAGE = ['index.html', 'style.css', 'manifest.webmanifest'];
const EMBEDDING = ['embed.html', 'embed.css', 'embed-host.css', 'embed-interactive.css', 'embed-page.css', 'tutorial.html', 'tutorial.css'];
const WASM = ['mahjong.js', 'mahjong.d.ts', 'mahjong-core.mjs', 'mahjong-core.wasm'];
const DIRECTORIES = ['definitions', 'icons'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const file of PAGE) cpSync(path.join(web, file), path.join(dist, file));
for (const file of EMBEDDING) cpSync(path.join(web, file), path.join(dist, file));
for (const file of WASM) cpSync(path.join(wasm, file), path.join(dist, file));
for (const dir of DIRECTORIES) cpSync(path.join(web, dir), path.join(dist, dir), { recursive: true });

// The page's stylesheet as the interactive element uses it (scripts/embedded-css.mjs).
writeFileSync(path.join(dist, 'embed-calculator.css'), embeddedStylesheet(readFileSync(path.join(web, 'style.css'), 'utf8')));

// The page's sources import mahjong.js and the glue from beside them, as
// dist/ has them; they are bundled from a staging copy laid out the same way.
const staging = path.join(root, 'build/site-src');
rmSync(staging, { recursive: true, force: true });
cpSync(web, staging, { recursive: true });
for (const file of WASM) cpSync(path.join(wasm, file), path.join(staging, file));
for (const entry of BUNDLES) {
  const external = ['node:*', ...(SHARED[entry] ?? [])].map((e) => `--external:${e}`);
  execFileSync('esbuild', [path.join(staging, entry), '--bundle', '--format=esm', '--minify', '--target=es2020',
    '--sourcemap', '--log-level=warning', ...external, `--outfile=${path.join(dist, entry)}`], { stdio: 'inherit' });
}

// The service worker precaches every file the site serves, each checked
// against its hash (scripts/precache.mjs).
const { version, files: precached } = writeServiceWorker(dist, readFileSync(path.join(web, 'sw.js'), 'utf8'));

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
console.log(`dist/ built (version ${version}): first load ${(total / 1024).toFixed(1)} KB gzipped over ${FIRST_LOAD.length} files; ${Object.keys(precached).length - 1} files precached, each checked by its SHA-256`);
