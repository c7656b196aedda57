// What the first result executes of the scripts and uses of the styles it
// loads (a measurement, not a test): Chromium's precise coverage (CDP
// Profiler, per function, with counts) and CSS rule usage from navigation up
// to the moment the first result is drawn ([data-scorer=ready]), for a shared
// MCR hand, a fresh English visit and a zh-HK browser's first visit. Prints,
// per file fetched before then, its bytes, those never run (scripts) or
// never matched (styles), and the largest unused functions.
//
//   node tests/browser/first-coverage.mjs [--functions N]   (needs dist/: scripts/build)
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { serve } from '../../scripts/serve.mjs';
import { launchChromium } from './chromium.mjs';
import { DIST, PHONE } from './harness.mjs';

const TOP = Number(process.argv[process.argv.indexOf('--functions') + 1]) || 8;
const VISITS = [
  ['a shared MCR hand', `#h=${encodeURIComponent('[EEE1]123m456p789s5p5p')}`, 'en-GB'],
  ['a fresh English visit', '', 'en-GB'],
  ['a zh-HK first visit', '', 'zh-HK'],
];

// A script's unused bytes by the source they came from (its source map in
// dist/, when it has one): {source: bytes}.
function unusedBySource(file, source, used) {
  const mapFile = path.join(DIST, `${file}.map`);
  if (!existsSync(mapFile)) return {};
  const map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  const out = {};
  let line = 0, column = 0;
  for (let i = 0; i < source.length; i++, column++) {
    if (source[i] === '\n') { line++, column = -1; continue; }
    if (used[i]) continue;
    const name = (map.findEntry(line, column).originalSource ?? '?').replace(/^.*site-src\//, '');
    out[name] = (out[name] ?? 0) + 1;
  }
  return out;
}

// Unused byte ranges of one script: a block's ranges nest, the innermost
// count wins (V8's precise block coverage), so walk every offset's last
// covering range.
function unusedScript(file, source, functions) {
  const used = new Uint8Array(source.length).fill(1);
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  for (const r of ranges) used.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  let unused = 0;
  for (const u of used) unused += 1 - u;
  const bySource = unusedBySource(file, source, used);
  const dead = functions.filter((f) => f.ranges[0].count === 0 && f.functionName)
    .map((f) => ({ name: f.functionName, bytes: f.ranges[0].endOffset - f.ranges[0].startOffset }))
    .sort((a, b) => b.bytes - a.bytes).slice(0, TOP);
  return { unused, dead, bySource };
}

async function visit(browser, baseURL, [label, where, locale]) {
  const context = await browser.newContext({ ...PHONE, locale, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Debugger.enable'); // for the scripts' sources
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  await cdp.send('CSS.startRuleUsageTracking');
  const sheets = new Map();
  cdp.on('CSS.styleSheetAdded', ({ header }) => sheets.set(header.styleSheetId, header));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(baseURL + where);
  await page.locator('[data-part=layout][data-scorer=ready]').waitFor({ state: 'attached' });
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const { ruleUsage } = await cdp.send('CSS.stopRuleUsageTracking');
  const lines = [];
  let total = 0, totalUnused = 0;
  for (const script of result.filter((s) => s.url.startsWith(baseURL))) {
    const { scriptSource } = await cdp.send('Debugger.getScriptSource', { scriptId: script.scriptId }).catch(() => ({ scriptSource: null }));
    if (scriptSource === null) continue;
    const file = new URL(script.url).pathname.slice(1);
    const { unused, dead, bySource } = unusedScript(file, scriptSource, script.functions);
    total += scriptSource.length, totalUnused += unused;
    lines.push(`  ${new URL(script.url).pathname.padEnd(28)} ${String(scriptSource.length).padStart(7)} B, unused ${String(unused).padStart(6)} (${(100 * unused / scriptSource.length).toFixed(0)} %)`);
    for (const [name, n] of Object.entries(bySource).sort((a, b) => b[1] - a[1]).slice(0, TOP)) lines.push(`      ${name}: ${n} unused`);
    if (!Object.keys(bySource).length) for (const d of dead) lines.push(`      ${d.name} ${d.bytes}`);
  }
  for (const [id, header] of sheets) {
    if (!header.sourceURL?.startsWith(baseURL)) continue;
    // (Chromium lists the rules used; what is neither is unused rules, or @media wrappers.)
    const used = ruleUsage.filter((r) => r.styleSheetId === id && r.used).reduce((n, r) => n + r.endOffset - r.startOffset, 0);
    lines.push(`  ${new URL(header.sourceURL).pathname.padEnd(28)} ${String(header.length).padStart(7)} B, rules used ${used} B, the rest ${header.length - used} (${(100 * (header.length - used) / header.length).toFixed(0)} %)`);
  }
  console.log(`${label} (${locale}): scripts ${total} B, ${totalUnused} unused before the first result`);
  console.log(lines.join('\n'));
  console.log(`  fetched: ${[...new Set(fetched)].join(' ')}\n`);
  await context.close();
}

if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run scripts/build first');
const server = await serve(DIST, 0);
const baseURL = `http://127.0.0.1:${server.address().port}/`;
const browser = await launchChromium();
try {
  for (const v of VISITS) await visit(browser, baseURL, v);
} finally {
  await browser.close();
  server.close();
}
