// What the first load holds (issue 21), after `npm run build`: each file of
// the count (build/site-sizes.json) gzipped; each WebAssembly module's
// sections and its data's longest texts; each script's sources by the bytes
// they put into their bundle (esbuild's metafile, build/app-meta.json).
//   node scripts/first-load-breakdown.mjs [--top N]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 12;
const sizes = JSON.parse(readFileSync(path.join(root, 'build/site-sizes.json'), 'utf8'));
const meta = JSON.parse(readFileSync(path.join(root, 'build/app-meta.json'), 'utf8'));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

// A module's sections (id, name, bytes), read from its binary.
const SECTION = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];
function sections(bytes) {
  const out = [];
  let i = 8;
  const leb = () => {
    let v = 0, shift = 0, b;
    do (b = bytes[i++]), (v |= (b & 127) << shift), (shift += 7);
    while (b & 128);
    return v >>> 0;
  };
  while (i < bytes.length) {
    const id = bytes[i++];
    const size = leb();
    out.push({ name: SECTION[id] ?? `#${id}`, body: bytes.subarray(i, i + size) });
    i += size;
  }
  return out;
}

// The data's printable runs of 12 bytes or more (UTF-8 text), longest first.
function texts(data) {
  const runs = [];
  let start = -1;
  for (let i = 0; i <= data.length; i++) {
    const c = data[i];
    const printable = i < data.length && (c >= 0x20 || c === 10) && c !== 0x7f;
    if (printable && start < 0) start = i;
    if (!printable && start >= 0) {
      if (i - start >= 12) runs.push(Buffer.from(data.subarray(start, i)).toString('utf8'));
      start = -1;
    }
  }
  return runs;
}

console.log(`first load ${kb(sizes.total_gzip)} gzipped (build ${sizes.version}):`);
for (const f of [...sizes.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(8)}  ${f.file} (${kb(f.bytes)} raw)`);
const after = sizes.after_first_result;
if (after) {
  console.log(`right after the first result ${kb(after.total_gzip)} gzipped:`);
  for (const f of after.files) console.log(`  ${kb(f.gzip).padStart(8)}  ${f.file} (${kb(f.bytes)} raw)`);
}

for (const f of sizes.files.filter((x) => x.file.endsWith('.wasm'))) {
  const bytes = readFileSync(path.join(root, 'dist', f.file));
  console.log(`\n${f.file}: its sections (raw, gzipped alone)`);
  const list = sections(bytes);
  for (const s of list) console.log(`  ${s.name.padEnd(9)} ${kb(s.body.length).padStart(9)} ${kb(gz(s.body)).padStart(9)}`);
  const data = list.find((s) => s.name === 'data')?.body ?? new Uint8Array();
  const runs = texts(data);
  const textBytes = runs.reduce((n, r) => n + Buffer.byteLength(r), 0);
  console.log(`  texts in its data: ${runs.length} runs, ${kb(textBytes)} raw, ${kb(gz(Buffer.from(runs.join('\n'))))} gzipped; the longest:`);
  for (const r of [...runs].sort((a, b) => b.length - a.length).slice(0, top)) console.log(`    ${Buffer.byteLength(r)} B  ${r.slice(0, 90).replace(/\n/g, ' ')}${r.length > 90 ? '...' : ''}`);
}

// The scripts of the count, each by the sources in it.
const distName = (out) => path.relative(path.join(root, 'dist'), path.resolve(root, out)).split(path.sep).join('/');
for (const f of sizes.files.filter((x) => x.file.endsWith('.js'))) {
  const output = Object.entries(meta.outputs).find(([out]) => distName(out) === f.file)?.[1];
  if (!output) continue;
  console.log(`\n${f.file}: ${kb(f.gzip)} gzipped, ${kb(f.bytes)} minified; its sources (minified bytes in it):`);
  const inputs = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  for (const [file, { bytesInOutput }] of inputs.slice(0, top)) console.log(`  ${kb(bytesInOutput).padStart(8)}  ${file.replace(/^build\/site-src\//, 'web/')}`);
  if (inputs.length > top) console.log(`  ${kb(inputs.slice(top).reduce((n, [, i]) => n + i.bytesInOutput, 0)).padStart(8)}  ${inputs.length - top} more`);
}
