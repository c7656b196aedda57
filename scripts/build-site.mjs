// Copies the page and the wasm module into dist/: every file the site serves,
// and nothing else (no previews, no tests).
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const web = path.join(root, 'web');
const wasm = path.join(root, 'build/wasm');

const PAGE = ['index.html', 'style.css', 'app.js', 'calculator.js', 'view.js', 'state.js', 'i18n.js', 'tile-art.js'];
const WASM = ['mahjong.js', 'mahjong.d.ts', 'mahjong-core.mjs', 'mahjong-core.wasm'];

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
for (const file of PAGE) cpSync(path.join(web, file), path.join(dist, file));
for (const file of WASM) cpSync(path.join(wasm, file), path.join(dist, file));
cpSync(path.join(web, 'definitions'), path.join(dist, 'definitions'), { recursive: true });

// What the first load sends, gzipped (definitions load on the first tap).
const firstLoad = PAGE.concat(WASM.filter((f) => !f.endsWith('.d.ts')));
let total = 0;
const sizes = firstLoad.map((file) => {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, bytes: statSync(path.join(dist, file)).size, gzip: gz };
});
writeFileSync(path.join(root, 'build/site-sizes.json'), JSON.stringify({ total_gzip: total, files: sizes }, null, 2));
console.log(`dist/ built: first load ${(total / 1024).toFixed(1)} KB gzipped over ${firstLoad.length} files`);
