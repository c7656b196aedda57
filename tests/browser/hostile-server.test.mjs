// The dev server (scripts/serve.mjs) under hostile paths: nothing outside the
// served folder is ever read, and a malformed path is a 404, not a crash.
// Plain node:test (no browser); it lives beside the other hostile-input suites.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveInside, serve } from '../../scripts/serve.mjs';

let dir;
let root;
let server;
let base;

before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-serve-'));
  root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'sub'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), 'the page');
  writeFileSync(path.join(root, 'sub', 'index.html'), 'a sub page');
  // A sibling whose name begins with the root's: the old startsWith(root) check let it through.
  mkdirSync(path.join(dir, 'site-secret'));
  writeFileSync(path.join(dir, 'site-secret', 'file'), 'SECRET');
  writeFileSync(path.join(dir, 'outside'), 'SECRET');
  server = await serve(root, 0);
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

// fetch() would normalise the dots away; a raw request keeps the path as sent.
async function get(rawPath) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${base}/`, { path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('regression: /..%2f<root>-secret%2ffile does not read the sibling folder whose name begins with the root\'s', async () => {
  const res = await get('/..%2fsite-secret%2ffile');
  assert.equal(res.status, 404);
  assert.doesNotMatch(res.body, /SECRET/);
});

test('every other way out of the root is a 404', async () => {
  for (const hostile of ['/../outside', '/..%2foutside', '/%2e%2e/outside', '/%2e%2e%2foutside', '/sub/..%2f..%2foutside',
    '/..%5coutside', '/%2e%2e%5csite-secret%5cfile', '//..%2f..%2foutside', '/..%2f..%2f..%2f..%2fetc%2fpasswd']) {
    const res = await get(hostile);
    assert.equal(res.status, 404, hostile);
    assert.doesNotMatch(res.body, /SECRET|root:/, hostile);
  }
});

test('malformed escapes and NUL bytes are a 404, and the server keeps serving', async () => {
  for (const hostile of ['/%E0%A4%A', '/%', '/index.html%00.png', '/%00']) {
    assert.equal((await get(hostile)).status, 404, hostile);
  }
  const ok = await get('/');
  assert.equal(ok.status, 200);
  assert.equal(ok.body, 'the page');
});

test('paths inside the root still resolve, dot segments included', async () => {
  assert.equal((await get('/sub/')).body, 'a sub page');
  assert.equal((await get('/sub/../index.html')).body, 'the page');
  assert.equal((await get('/sub/%2e%2e/index.html')).body, 'the page');
});

test('resolveInside compares whole path segments', () => {
  assert.equal(resolveInside(root, '/index.html'), path.join(root, 'index.html'));
  assert.equal(resolveInside(root, '/'), root);
  assert.equal(resolveInside(root, '/../site-secret/file'), null);
  assert.equal(resolveInside(root, '/../site'), root, 'back into the root itself is the root');
  assert.equal(resolveInside(root, '/%zz'), null);
});

test('static-host caching: Last-Modified and 304, no Cache-Control (as python3 -m http.server serves)', async (t) => {
  const statik = await serve(root, 0, '127.0.0.1', { caching: 'static-host' });
  t.after(() => new Promise((resolve) => statik.close(resolve)));
  const url = `http://127.0.0.1:${statik.address().port}/index.html`;
  const first = await fetch(url);
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('cache-control'), null);
  const modified = first.headers.get('last-modified');
  assert.ok(modified);
  const again = await fetch(url, { headers: { 'If-Modified-Since': modified } });
  assert.equal(again.status, 304);
  const noCache = await fetch(`${base}/index.html`);
  assert.equal(noCache.headers.get('cache-control'), 'no-cache', 'the default stays no-cache');
});
