#!/usr/bin/env node
// npm run bench:lighthouse: Lighthouse's mobile audit (its default: a
// mid-range phone, slow 4G, CPU 4x slower) of the built page (dist/), served
// locally, in Debian's Chromium. Prints the performance, accessibility and
// best-practices scores and every audit that is not passed. A benchmark, not
// a test: its figures move with the machine's load.
//
//   npm run bench:lighthouse            the page, three runs, the median scores
//   npm run bench:lighthouse -- --runs 1 --url http://host/   another server
//
// CHROME_PATH picks the browser (default /usr/bin/chromium).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

function argument(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

async function main() {
  const runs = Number(argument('runs', 3));
  let url = argument('url', null);
  let server = null;
  if (!url) {
    server = await serve(path.join(ROOT, 'dist'), 0, '127.0.0.1', { compress: true });
    url = `http://127.0.0.1:${server.address().port}/`;
  }
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const reports = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Each run starts cold: a fresh profile's storage, no service worker.
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      reports.push(lhr);
      const scores = CATEGORIES.map((c) => `${c} ${Math.round(lhr.categories[c].score * 100)}`).join(', ');
      console.log(`run ${i + 1}: ${scores}`);
    }
  } finally {
    await chrome.kill();
    server?.close();
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\n${url} (Lighthouse ${reports[0].lighthouseVersion}, mobile, median of ${runs})`);
  for (const c of CATEGORIES) {
    console.log(`  ${c.padEnd(15)} ${median(reports.map((r) => Math.round(r.categories[c].score * 100)))}`);
  }
  const last = reports.at(-1);
  for (const metric of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
    const values = reports.map((r) => r.audits[metric]?.numericValue).filter((v) => v !== undefined);
    const unit = metric === 'cumulative-layout-shift' ? '' : ' ms';
    if (values.length) console.log(`  ${metric.padEnd(25)} ${Math.round(median(values) * 1000) / 1000}${unit}`);
  }
  // Every audit below full marks in any run, with what it found.
  const failing = new Map();
  for (const r of reports) {
    for (const c of CATEGORIES) {
      for (const ref of r.categories[c].auditRefs) {
        const audit = r.audits[ref.id];
        if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
        if (!failing.has(ref.id)) failing.set(ref.id, { c, audit });
      }
    }
  }
  console.log(failing.size ? '\nnot passed:' : '\nevery audit passed');
  for (const [id, { c, audit }] of failing) {
    console.log(`  [${c}] ${id} (score ${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
    for (const item of (audit.details?.items ?? []).slice(0, 5)) {
      const where = item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? '';
      const what = item.node?.explanation ?? item.description ?? '';
      if (where || what) console.log(`      ${String(where).slice(0, 140)} ${String(what).split('\n')[0].slice(0, 160)}`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
