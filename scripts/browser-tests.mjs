// The browser tests (tests/browser/), as npm test runs them: the files
// MAHJONG_TEST_JOBS at a time (default: one per core), then the
// timing-sensitive ones below alone, so that another file's work never
// slows the frames, the steps back or the network they measure.
//
//   node scripts/browser-tests.mjs [file...]   (default: every *.test.mjs)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'tests/browser');

// Files that measure time or wait for what must not happen: a frame's
// content, Back's timing, the network going quiet, a worker's update.
const ALONE = ['frame', 'back', 'lazy', 'hostile-updates'].map((name) => `${name}.test.mjs`);

const jobs = Number(process.env.MAHJONG_TEST_JOBS) || availableParallelism();
const asked = process.argv.slice(2).map((f) => path.basename(f));
const files = asked.length ? asked : readdirSync(dir).filter((f) => f.endsWith('.test.mjs')).sort();
const together = files.filter((f) => !ALONE.includes(f));
const alone = files.filter((f) => ALONE.includes(f));

const totals = {};
let failed = false;
const started = Date.now();
for (const [group, concurrency] of [[together, jobs], [alone, 1]]) {
  if (!group.length) continue;
  const code = await nodeTest(group.map((f) => path.join(dir, f)), concurrency);
  failed ||= code !== 0;
}
const summary = Object.entries(totals).map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`# browser tests, all groups: ${summary}; ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);

// Runs node --test over the files, passing its output through and adding up
// its closing counts (# tests, # pass, # fail...).
function nodeTest(paths, concurrency) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', `--test-concurrency=${concurrency}`, ...paths], {
      cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        const m = /^# (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line);
        if (m) totals[m[1]] = (totals[m[1]] ?? 0) + Number(m[2]);
      }
    });
    child.on('close', resolve);
  });
}
