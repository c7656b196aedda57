// The browser tests (tests/browser/), as npm test runs them: each file in a
// node process of its own, MAHJONG_TEST_JOBS at a time (default: two
// per core), the longest first (last run's times, kept in build/), then the
// timing-sensitive ones below alone, so that another file's work never slows
// the frames, the steps back or the network they measure. Prints each file's
// time at the end, the slowest first.
//
//   node scripts/browser-tests.mjs [file...]   (default: every *.test.mjs)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightFeaturesOff } from '../tests/browser/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'tests/browser');
const TIMES = path.join(root, 'build/browser-test-times.json');

// Files that measure time or wait for what must not happen: a frame's
// content, Back's timing, the network going quiet, a worker's update.
const ALONE = ['frame', 'back', 'lazy', 'hostile-updates', 'sheet-timing'].map((name) => `${name}.test.mjs`);

// A file keeps about half a core busy (its time is mostly the page's frames
// and timers), so two per core: measured, 366 tests under a load of 20 with
// four at a time on 2 cores all passed.
const jobs = Number(process.env.MAHJONG_TEST_JOBS) || 2 * availableParallelism();
const asked = process.argv.slice(2).map((f) => path.basename(f));
const files = asked.length ? asked : readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort();

// Each file's time in the last run here, else as measured when the order
// was last written down (tests/browser/durations.json, seconds on a loaded
// 2-core machine: only their order matters), else its length (a line ≈ 0.1 s).
const readTimes = (file) => { try { return JSON.parse(readFileSync(file, 'utf8')); } catch { return {}; } };
const known = { ...readTimes(path.join(dir, 'durations.json')), ...readTimes(TIMES) };
const expected = (f) => known[f] ?? readFileSync(path.join(dir, f), 'utf8').split('\n').length / 10;
const longestFirst = (a, b) => expected(b) - expected(a);
const together = files.filter((f) => !ALONE.includes(f)).sort(longestFirst);
const alone = files.filter((f) => ALONE.includes(f));

const totals = {};
const took = {};
const failedFiles = [];
const failures = [];
const started = Date.now();
// Playwright's own switched-off features, read once for every file (in the environment).
await playwrightFeaturesOff();
await pool(together, jobs);
await pool(alone, 1);

const summary = Object.entries(totals).map(([k, v]) => `${k} ${v}`).join(', ');
console.log('# each file, the slowest first (seconds):');
for (const [f, s] of Object.entries(took).sort((a, b) => b[1] - a[1])) console.log(`#   ${s.toFixed(1).padStart(6)}  ${f}`);
if (failedFiles.length) console.log(`# files with a failure: ${failedFiles.join(', ')}`);
// Each failed test again, with where and why, last: CI's excerpt of a long
// log keeps its end.
for (const failure of failures) console.log(failure);
console.log(`# browser tests, all groups: ${summary}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
try {
  mkdirSync(path.dirname(TIMES), { recursive: true });
  writeFileSync(TIMES, JSON.stringify({ ...known, ...took }, null, 1));
} catch { /* the times only order the next run */ }
process.exit(failedFiles.length ? 1 : 0);

/** Runs the files, `width` at a time, each in a node process of its own. */
async function pool(queue, width) {
  const next = [...queue];
  const worker = async () => {
    for (let f = next.shift(); f; f = next.shift()) await nodeTest(f);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker));
}

// One file run by node with the test runner's TAP (what node --test prints,
// without its second process to pass it on: 0.15-0.2 s of CPU a file): its
// output printed whole when it ends (two files' lines never interleave), its
// closing counts added up.
function nodeTest(file) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test-reporter=tap', path.join(dir, file)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(out).toString();
      process.stdout.write(`# ---- ${file}\n${text}`);
      for (const line of text.split('\n')) {
        const m = /^# (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
        if (m) totals[m[1]] = (totals[m[1]] ?? 0) + Number(m[2]);
      }
      took[file] = (Date.now() - begun) / 1000;
      const failed = failedTests(file, text);
      if (code !== 0) failedFiles.push(file);
      // a file that stopped before its tests ran (an error as it loaded) says why on its last lines
      if (code !== 0 && !failed.length) failed.push(stoppedEarly(file, code, text));
      failures.push(...failed);
      resolve();
    });
  });
}

/** Why a file stopped with no test failed: its error's line and where it was thrown (or its last lines). */
function stoppedEarly(file, code, text) {
  const lines = text.trimEnd().split('\n');
  const at = lines.findLastIndex((l) => /^[\w.]*Error\b/.test(l));
  const why = at >= 0 ? lines.slice(at, at + 3) : lines.slice(-6);
  return [`# FAILED ${file}: exited with ${code ?? 'a signal'}`, ...why.map((l) => `#   ${l.trim().slice(0, 300)}`)].join('\n');
}

/** Each top-level `not ok` of a file's TAP output, with its location and error (a few lines). */
function failedTests(file, text) {
  const lines = text.split('\n');
  const found = [];
  lines.forEach((line, i) => {
    const m = /^not ok \d+ - (.*)$/.exec(line);
    if (!m) return;
    const block = [];
    for (let j = i + 1; j < lines.length && lines[j].startsWith('  ') && !/^  \.\.\.$/.test(lines[j]); j++) block.push(lines[j]);
    const keep = [];
    block.forEach((l, j) => {
      if (!/^  (location|error|expected|actual):/.test(l)) return;
      keep.push(l);
      // a multi-line value's first lines
      for (let k = j + 1; k < block.length && /^    /.test(block[k]) && k <= j + 6; k++) keep.push(block[k]);
    });
    // (a line cut at 300 characters: an error may quote a megabyte-long address)
    const cut = (l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l);
    found.push([`# FAILED ${file}: ${m[1]}`, ...keep].map((l) => cut(l.startsWith('#') ? l : `#   ${l.trim()}`)).join('\n'));
  });
  return found;
}
