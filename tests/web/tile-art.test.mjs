import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { tileSvg, TILE_CODES, BONUS_CODES } from '../../web/tile-art.js';

const ALL = [...TILE_CODES, ...BONUS_CODES];
const ART_BUDGET = 4 * 1024; // all 42 SVGs concatenated, gzipped
const MODULE_BUDGET = 5 * 1024; // web/tile-art.js itself, gzipped

// Tiny tag-balance check: every opening tag is closed in order, no stray text outside <svg>.
function checkBalanced(svg) {
  const stack = [];
  const re = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let m;
  while ((m = re.exec(svg))) {
    const between = svg.slice(last, m.index);
    assert.ok(!/[<>]/.test(between), `stray angle bracket near ${JSON.stringify(between)}`);
    last = re.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      assert.equal(stack.pop(), name, `unbalanced </${name}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
    if (stack.length === 0) assert.equal(last, svg.length, 'content after closing </svg>');
  }
  assert.equal(last, svg.length, 'unparsed trailing markup');
  assert.deepEqual(stack, [], 'unclosed tags');
}

test('tile code lists', () => {
  assert.equal(TILE_CODES.length, 34);
  assert.equal(BONUS_CODES.length, 8);
  assert.equal(new Set(ALL).size, 42);
  assert.deepEqual(TILE_CODES.slice(0, 9), ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
  assert.deepEqual(TILE_CODES.slice(27), ['E', 'S', 'W', 'N', 'C', 'F', 'P']);
});

test('every tile renders well-formed, safe SVG', () => {
  for (const code of ALL) {
    const svg = tileSvg(code);
    assert.ok(svg.startsWith('<svg'), code);
    assert.match(svg, /^<svg [^>]*viewBox="0 0 30 40"/, code);
    checkBalanced(svg);
    assert.doesNotMatch(svg, /<script/i, code);
    assert.doesNotMatch(svg, /\son\w+\s*=/i, code);
    assert.doesNotMatch(svg, /href/i, code);
    assert.doesNotMatch(svg, /url\(|@import|javascript:/i, code);
    assert.doesNotMatch(svg, /<(image|foreignObject|use|style)\b/i, code);
    assert.doesNotMatch(svg, /\bid=/, `${code}: ids would collide when tiles are inlined together`);
    assert.doesNotMatch(svg, /NaN|undefined/, code);
  }
});

test('distinct tiles give distinct markup', () => {
  const seen = new Map();
  for (const code of ALL) {
    const svg = tileSvg(code);
    assert.ok(!seen.has(svg), `${code} renders the same as ${seen.get(svg)}`);
    seen.set(svg, code);
  }
});

test('every tile has a latin corner index', () => {
  for (const code of ALL) {
    const label = /^\d/.test(code) ? code[0] : /^[fs]\d$/.test(code) ? code[1] : code;
    assert.match(tileSvg(code), new RegExp(`<text [^>]*>${label}</text>`), code);
  }
});

test('title option adds an escaped accessible <title>', () => {
  const svg = tileSvg('5p', { title: 'Five of dots <&> "x"' });
  assert.match(svg, /^<svg [^>]*role="img"[^>]*><title>Five of dots &#60;&#38;&#62; &#34;x&#34;<\/title>/);
  checkBalanced(svg);
  assert.match(tileSvg('5p'), /aria-hidden="true"/);
  assert.doesNotMatch(tileSvg('5p'), /<title>/);
});

test('Riichi\'s red fives (0m 0p 0s) are their five with every mark red; other zeros are no tile', () => {
  for (const suit of 'mps') {
    const red = tileSvg(`0${suit}`);
    checkBalanced(red);
    assert.equal(red.replace(/#[0-9a-f]{6}/gi, ''), tileSvg(`5${suit}`).replace(/#[0-9a-f]{6}/gi, ''), 'the five\'s shapes');
    assert.doesNotMatch(red, /#1f5ea8|#17804a|#1c2551/i, 'no blue, green or ink');
    assert.notEqual(red, tileSvg(`5${suit}`));
  }
  assert.throws(() => tileSvg('0z'), RangeError);
});

test('unknown codes throw', () => {
  for (const bad of ['0z', '10p', 'x', '', 'f5', 's0', 'e', 'SW', 'toString', '__proto__', 'm']) {
    assert.throws(() => tileSvg(bad), RangeError, bad);
  }
});

test('size budget', () => {
  const all = ALL.map((c) => tileSvg(c)).join('');
  const artGz = gzipSync(all, { level: 9 }).length;
  const src = readFileSync(new URL('../../web/tile-art.js', import.meta.url));
  const modGz = gzipSync(src, { level: 9 }).length;
  console.log(`tile art: 42 SVGs ${all.length} B raw, ${artGz} B gzipped (budget ${ART_BUDGET}); ` +
    `tile-art.js ${src.length} B raw, ${modGz} B gzipped (budget ${MODULE_BUDGET})`);
  assert.ok(artGz < ART_BUDGET, `art ${artGz} B gzipped exceeds ${ART_BUDGET}`);
  assert.ok(modGz < MODULE_BUDGET, `module ${modGz} B gzipped exceeds ${MODULE_BUDGET}`);
});
