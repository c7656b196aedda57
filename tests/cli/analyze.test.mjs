// The hand analysis on the command line (issue 13): `mahjong-score --analyze
// --jsonl` (npm run analyze) over the fixture hands, its errors, and
// analyze:wasm printing the same bytes for every line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const native = [path.join(root, 'build/native/mahjong-score'), ['--analyze', '--jsonl']];
const wasm = [process.execPath, [path.join(root, 'wasm/score-cli.mjs'), '--analyze', '--jsonl']];

const run = ([cmd, args], input) => {
  const r = spawnSync(cmd, args, { input, encoding: 'utf8', maxBuffer: 1 << 29 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
};
const analyzeAll = (cli, hands) => run(cli, hands.map((h) => JSON.stringify(h)).join('\n') + '\n').split('\n').slice(0, -1).map((l) => JSON.parse(l));

const fixtureHands = (file) =>
  readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')
    .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((v) => v.hand?.win_tile && !v.expect_error);
const files = ['mcr-public.jsonl', 'mcr-seed-examples.jsonl', 'hk-seed-examples.jsonl'];

// A win flag other than self_drawn changes what the hand is worth, and the
// analysis scores each wait with none of them.
const otherFlags = ['last_of_kind', 'kong_replacement', 'robbing_kong', 'last_tile_of_wall', 'heavenly', 'earthly', 'kong_on_kong'];
const situation = (hand) => {
  const { win_tile, self_drawn, discarder, liable, ...rest } = hand;
  for (const flag of otherFlags) delete rest[flag];
  return rest;
};

test('every fixture hand without its winning tile is ready and waits on that tile, worth the fixture total', () => {
  let compared = 0;
  for (const file of files) {
    const rows = fixtureHands(file);
    const results = analyzeAll(native, rows.map((r) => situation(r.hand)));
    rows.forEach((row, i) => {
      const result = results[i];
      assert.equal(result.ok, true, `${row.id}: ${JSON.stringify(result)}`);
      assert.equal(result.tiles, 13, row.id);
      assert.equal(result.shanten, 0, row.id);
      assert.deepEqual(result.useful, [], row.id);
      const wait = result.waits.find((w) => w.tile === row.hand.win_tile);
      assert.ok(wait, `${row.id} waits on ${row.hand.win_tile}: ${result.waits.map((w) => w.tile)}`);
      const held = [...row.hand.concealed, ...(row.hand.melds ?? []).flatMap((m) => m.tiles.slice(0, 3))].filter((t) => t === row.hand.win_tile).length;
      assert.equal(wait.in_hand, held, row.id);
      if (otherFlags.some((f) => row.hand[f]) || row.expect?.total === undefined) return;
      const value = row.hand.self_drawn ? wait.self_drawn : wait.discard;
      assert.equal(value.total, row.expect.total, `${row.id} won ${row.hand.self_drawn ? 'self-drawn' : 'on a discard'}`);
      compared++;
    });
  }
  assert.ok(compared > 1500, `${compared} totals compared`);
});

test('every fixture hand as 14 tiles already wins, and letting the winning tile go leaves it waiting on it', () => {
  const rows = fixtureHands('mcr-public.jsonl').filter((_, i) => i % 8 === 0);
  const results = analyzeAll(native, rows.map((r) => ({ ...situation(r.hand), win_tile: r.hand.win_tile })));
  rows.forEach((row, i) => {
    const result = results[i];
    assert.equal(result.tiles, 14, row.id);
    assert.equal(result.shanten, -1, row.id);
    const standing = new Set([...row.hand.concealed, row.hand.win_tile]);
    assert.deepEqual(new Set(result.discards.map((d) => d.tile)), standing, row.id);
    const back = result.discards.find((d) => d.tile === row.hand.win_tile);
    assert.equal(back.shanten, 0, row.id);
    assert.ok(back.waits.some((w) => w.tile === row.hand.win_tile), row.id);
    // Best first: shanten never falls along the list.
    for (let k = 1; k < result.discards.length; k++) assert.ok(result.discards[k - 1].shanten <= result.discards[k].shanten, row.id);
  });
});

test('13 or 14 tiles as text; the id echoed first; blank lines skipped', () => {
  const out = run(native, [
    '{"id":7,"text":"1112345678999m"}',
    '',
    '{"text":"1112345678999m5p","id":"x"}',
    '{"text":"1m4m7m2p5p8p3s6s9sESWN"}',
  ].join('\n') + '\n').split('\n');
  assert.equal(out.length, 4);
  const nine = JSON.parse(out[0]);
  assert.equal(out[0].slice(0, 16), '{"id":7,"ok":tru');
  assert.deepEqual(nine.waits.map((w) => w.tile), ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
  assert.ok(nine.waits.every((w) => w.discard.fans.some((f) => f.id === 'nine_gates')), 'every wait is Nine Gates');
  const fourteen = JSON.parse(out[1]);
  assert.equal(fourteen.id, 'x');
  assert.equal(fourteen.tiles, 14);
  assert.equal(fourteen.discards[0].tile, '5p', 'letting 5p go keeps the nine waits');
  assert.equal(fourteen.discards[0].waits.length, 9);
  const knitted = JSON.parse(out[2]);
  assert.equal(knitted.shanten, 0, 'honors and knitted tiles, one tile short');
  assert.deepEqual(knitted.waits.map((w) => w.tile), ['C', 'F', 'P']);
});

test('not ready: the shanten and the useful tiles, in tile order', () => {
  const [r] = analyzeAll(native, [{ concealed: ['1m', '2m', '4m', '7m', '8m', '2p', '5p', '8p', '3s', '3s', 'E', 'S', 'C'] }]);
  assert.equal(r.shanten > 0, true);
  assert.deepEqual(r.waits, []);
  assert.ok(r.useful.length > 0);
  const order = (t) => ['m', 'p', 's'].includes(t[1]) ? 'mps'.indexOf(t[1]) * 9 + +t[0] : 27 + 'ESWNCFP'.indexOf(t);
  assert.deepEqual(r.useful, [...r.useful].sort((a, b) => order(a) - order(b)));
});

test('bad input gets the errors scoring gives', () => {
  const cases = [
    [{ text: '1112345678999' }, 'parse'],
    [{ text: '111234567899m' }, 'tile_count'],
    [{ text: '111234567899m11p' + '5p' }, 'tile_count'],
    [{ text: '1111123456789m' }, 'too_many_copies'],
    [{ concealed: ['1m'], melds: [{ type: 'chow', tiles: ['1m', '3m', '5m'] }] }, 'bad_meld'],
    [{ text: '1112345678999m', sugar: true }, 'parse'],
    [{ text: '1112345678999m', flowers: 9 }, 'parse'],
    [[1, 2], 'parse'],
  ];
  const lines = cases.map(([h]) => JSON.stringify(h)).concat(['{"text":', '\u0000\u00ff']);
  const out = run(native, lines.join('\n') + '\n').split('\n').slice(0, -1).map((l) => JSON.parse(l));
  assert.equal(out.length, lines.length, 'one answer per line');
  cases.forEach(([hand, code], i) => assert.deepEqual([out[i].ok, out[i].error?.code], [false, code], JSON.stringify(hand)));
  for (const r of out.slice(cases.length)) assert.equal(r.error.code, 'parse');
});

test('the invalid fixture hands: the analysis refuses what scoring refuses for its tiles, with the same code', () => {
  const rows = readFileSync(path.join(root, 'tests/fixtures/mcr-invalid.jsonl'), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l).hand);
  const input = rows.map((h) => JSON.stringify(h)).join('\n') + '\n';
  const scored = run([native[0], ['--jsonl']], input).split('\n').slice(0, -1).map((l) => JSON.parse(l));
  const analysed = run(native, input).split('\n').slice(0, -1).map((l) => JSON.parse(l));
  let refused = 0;
  rows.forEach((hand, i) => {
    const code = scored[i].error?.code;
    // Scoring also refuses 13 tiles (no winning tile), hands that do not win and
    // win flags that cannot go together: all of them the analysis takes.
    if (code === 'too_many_copies' || code === 'bad_meld' || code === 'parse' || (code === 'tile_count' && hand.win_tile)) {
      assert.equal(analysed[i].error?.code, code, JSON.stringify(hand));
      refused++;
    }
    if (!analysed[i].ok) assert.equal(analysed[i].error.code, code, JSON.stringify(hand));
  });
  assert.ok(refused >= 30, `${refused} refused`);
});

test('analyze:wasm prints what the native analysis prints, byte for byte, on every fixture line as 13 and 14 tiles', () => {
  const lines = [];
  for (const file of [...files, 'mcr-invalid.jsonl']) {
    const rows = readFileSync(path.join(root, 'tests/fixtures', file), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)).filter((v) => v.hand);
    for (const { hand } of rows) {
      lines.push(JSON.stringify(hand)); // 14 tiles (the winning tile as drawn), or the fixture's bad hand
      const { win_tile, ...thirteen } = hand;
      lines.push(JSON.stringify(thirteen));
    }
  }
  lines.push('{"id":[1,{"a":null}],"text":"1112345678999m"}', 'not json', '{"text":"12m"}');
  const input = lines.join('\n') + '\n';
  const fromNative = run(native, input);
  assert.equal(fromNative.split('\n').length, lines.length + 1);
  const fromWasm = run(wasm, input);
  assert.ok(fromWasm === fromNative, 'the two outputs differ'); // not deepEqual: a diff of megabytes
});

// A closed Riichi hand not in riichi is valued dama and with riichi (its
// catalogue's analysis_reading): the Riichi reference hands with their riichi
// as given and taken off, as 13 and 14 tiles, natively and through wasm.
test('Riichi: analyze:wasm prints the native bytes, a closed hand not in riichi valued with riichi too', () => {
  const rows = readFileSync(path.join(root, 'tests/fixtures/riichi-public.jsonl'), 'utf8').split('\n').filter((l) => l.trim())
    .map((l) => JSON.parse(l)).filter((v) => v.hand).filter((_, i) => i % 4 === 0);
  const hands = rows.flatMap(({ hand }) => {
    const { win_tile, self_drawn, discarder, ippatsu, kong_replacement, robbing_kong, last_tile_of_wall, ...rest } = hand;
    const dama = { ...rest, riichi: false, double_riichi: false, ura_dora_indicators: [] };
    return [rest, { ...rest, win_tile }, dama, { ...dama, win_tile }];
  });
  const input = hands.map((h) => JSON.stringify(h)).join('\n') + '\n';
  const fromNative = run(native, input);
  assert.ok(run(wasm, input) === fromNative, 'the two outputs differ');
  const results = fromNative.split('\n').slice(0, -1).map((l) => JSON.parse(l));
  let declared = 0;
  hands.forEach((hand, i) => {
    const r = results[i];
    if (!r.ok) return;
    // A meld in the text is closed only as a concealed kong: four alike, no digit naming a player ([8888p], [0555m], [EEEE]).
    const inText = [...(hand.text ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]);
    const closed = (hand.melds ?? []).every((m) => m.type === 'kong' && m.concealed)
      && inText.every((g) => /^(?:(\d)\1{3}[mps]|0555[mps]|([ESWNCFP])\2{3})$/.test(g));
    const waits = r.tiles === 13 ? r.waits : r.discards.flatMap((d) => d.waits);
    for (const w of waits.filter((x) => x.discard)) {
      // Only a closed hand that has not declared (nor won on its first turn) has the riichi values.
      assert.equal('riichi' in w, closed && !hand.riichi && !hand.double_riichi && !hand.first_turn, JSON.stringify(hand));
      if (!w.riichi) continue;
      assert.deepEqual(Object.keys(w), ['tile', 'in_hand', 'discard', 'self_drawn', 'riichi']);
      // Riichi's han, or a yakuman that leaves the yaku aside.
      for (const way of ['discard', 'self_drawn']) {
        const [dama, riichi] = [w[way], w.riichi[way]];
        if (riichi.yakuman) assert.equal(riichi.total, dama.total, JSON.stringify(hand));
        else assert.ok(riichi.fans.some((f) => f.id === 'riichi') && riichi.total === dama.total + 1, JSON.stringify(hand));
      }
      declared++;
    }
  });
  assert.ok(declared > 20, `${declared} waits valued with riichi`);
});
