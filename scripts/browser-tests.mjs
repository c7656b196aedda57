// The browser tests (tests/browser/), as npm test runs them: in
// MAHJONG_TEST_JOBS node processes at once (default: two per core), each
// running one file after another on one browser (tests/browser/lane.mjs) and
// handed the next file as it asks, the longest first (last run's times, kept
// in build/), then the timing-sensitive ones below in one process alone, so
// that another file's work never slows the frames, the steps back or the
// network they measure. Prints each file's time at the end, the slowest
// first.
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
const LANE = path.join(dir, 'lane.mjs');
const STALLED = (Number(process.env.MAHJONG_FILE_MINUTES) || 12) * 60000;

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
// was last written down (tests/browser/durations.json: a clean clone's run
// in lanes on 2 cores; only their order matters, and a file missing there
// starts late), else its length (a line ≈ 0.1 s).
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

/**
 * Runs the files in `width` node processes at a time (tests/browser/lane.mjs),
 * each running a file after another on one browser, and handed its next file
 * (the queue's first) as it asks for it.
 */
async function pool(queue, width) {
  const next = [...queue];
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, () => lane(next)));
}

// One lane: its output printed whole when it ends (two lanes' lines never
// interleave), each file's time and failures read from it, its closing
// counts added up.
function lane(next) {
  const given = [];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test-reporter=tap', LANE], { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    // the file handed at an ask starts when the lane asks again
    let started = null;
    let handed = null;
    // A lane asks as each file starts: a file that runs past STALLED has hung
    // (the longest takes about 4 minutes), and the lane is stopped, its output
    // printed, rather than the run waiting for CI's limit.
    const hung = [];
    let stalled = null;
    const watch = () => {
      clearTimeout(stalled);
      stalled = setTimeout(() => {
        hung.push(`# FAILED ${started ?? handed}: still running after ${STALLED / 60000} minutes, stopped (its lane: ${given.join(', ')})`);
        child.kill('SIGTERM');
      }, STALLED);
    };
    watch();
    child.on('message', () => {
      watch();
      started = handed ?? started;
      handed = next.shift() ?? null;
      if (handed) given.push(handed);
      child.send({ file: handed });
    });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => {
      clearTimeout(stalled);
      const text = Buffer.concat(out).toString();
      if (given.length) process.stdout.write(`# ---- ${given.join(', ')}\n${text}`);
      const lines = text.split('\n');
      for (const line of lines) {
        const m = /^# (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
        if (m) totals[m[1]] = (totals[m[1]] ?? 0) + Number(m[2]);
      }
      const files = fileResults(lines);
      for (const [file, { seconds }] of Object.entries(files)) took[file] = seconds;
      // a file whose suite never ended failed too
      const failedHere = given.filter((f) => !files[f] || files[f].failed);
      if (code !== 0 && !failedHere.length) failedHere.push(`the lane of ${given.join(', ')}`);
      failedFiles.push(...failedHere);
      const found = failedTests(lines);
      // a lane that stopped before its files' tests ran says why on its last lines
      if (code !== 0 && !found.length && !hung.length) found.push(stoppedEarly(given.join(', '), code, text));
      failures.push(...hung, ...found);
      resolve();
    });
  });
}

/** Each file's suite in a lane's TAP: its seconds, and whether it failed. */
function fileResults(lines) {
  const files = {};
  lines.forEach((line, i) => {
    const m = /^(not )?ok \d+ - (\S+\.test\.mjs)$/.exec(line);
    if (!m) return;
    let seconds = 0;
    for (let j = i + 1; j < lines.length && lines[j].startsWith('  '); j++) {
      const d = /^  duration_ms: ([\d.]+)/.exec(lines[j]);
      if (d) seconds = Number(d[1]) / 1000;
    }
    files[m[2]] = { seconds, failed: Boolean(m[1]) };
  });
  return files;
}

/** Why a file stopped with no test failed: its error's line and where it was thrown (or its last lines). */
function stoppedEarly(file, code, text) {
  const lines = text.trimEnd().split('\n');
  const at = lines.findLastIndex((l) => /^[\w.]*Error\b/.test(l));
  const why = at >= 0 ? lines.slice(at, at + 3) : lines.slice(-6);
  return [`# FAILED ${file}: exited with ${code ?? 'a signal'}`, ...why.map((l) => `#   ${l.trim().slice(0, 300)}`)].join('\n');
}

/**
 * Each test that failed in a lane's TAP output, with its file, location and
 * error (a few lines): every `not ok` but a suite's that only says a test
 * inside it failed.
 */
function failedTests(lines) {
  const found = [];
  let file = '';
  lines.forEach((line, i) => {
    const top = /^# Subtest: (\S+\.test\.mjs)$/.exec(line);
    if (top) file = top[1];
    const m = /^( *)not ok \d+ - (.*)$/.exec(line);
    if (!m) return;
    const inner = `${m[1]}  `;
    const block = [];
    for (let j = i + 1; j < lines.length && lines[j].startsWith(inner) && lines[j] !== `${inner}...`; j++) block.push(lines[j].slice(inner.length));
    if (block.some((l) => /^failureType: 'subtestsFailed'/.test(l))) return;
    const keep = [];
    // where a file's own code threw (its suite's location is lane.mjs's)
    const fields = m[1] ? /^(location|error|expected|actual):/ : /^(location|error|stack):/;
    block.forEach((l, j) => {
      if (!fields.test(l)) return;
      keep.push(l);
      // a multi-line value's first lines
      for (let k = j + 1; k < block.length && /^  /.test(block[k]) && k <= j + 6; k++) keep.push(block[k]);
    });
    // (a line cut at 300 characters: an error may quote a megabyte-long address)
    const cut = (l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l);
    const name = m[1] ? `${file}: ${m[2]}` : `${m[2]} (the file itself)`;
    found.push([`# FAILED ${name}`, ...keep.map((l) => `#   ${l.trim()}`)].map(cut).join('\n'));
  });
  return found;
}
