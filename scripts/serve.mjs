// A small static server for dist/ (npm start, and the browser tests). It
// sends the right types (the wasm must be application/wasm to stream), the
// same Content-Security-Policy as the page's meta tag, and the CORS header
// that lets other sites load mahjong-calculator.js and its wasm (a module
// script from another origin needs it; so does any host of dist/).
//
// `caching: 'static-host'` serves as most static hosts do (and as
// `python3 -m http.server` does): Last-Modified and 304s, no Cache-Control,
// so that browsers cache heuristically. The update tests use it: the default
// `no-cache` would hide a service worker that installs from a stale HTTP cache.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ts': 'text/plain; charset=utf-8',
};
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'";

const notFound = () => Object.assign(new Error('not found'), { code: 'ENOENT' });

/**
 * The file under `root` that a request path names, or null when it names
 * anything outside it. The check compares whole path segments: a plain
 * startsWith(root) would let `/..%2fdist-secret%2ffile` into a sibling folder
 * whose name begins with the root's.
 */
export function resolveInside(root, requestPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null; // a malformed escape names nothing
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, '.' + path.posix.sep + decoded);
  const relative = path.relative(root, file);
  if (relative === '') return file;
  if (relative.startsWith('..' + path.sep) || relative === '..' || path.isAbsolute(relative)) return null;
  return file;
}

// `compress: true` gzips text as real hosts do (Lighthouse's audit of the
// page measures what a phone downloads; scripts/lighthouse.mjs sets it).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.wasm']);

export function serve(dir, port = 8080, host = '127.0.0.1', { caching = 'no-cache', compress = false } = {}) {
  const root = path.resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      // The path as sent (new URL() would read `//host/...` as another host).
      let file = resolveInside(root, req.url.replace(/[?#].*$/s, ''));
      if (!file) throw notFound();
      let info = await stat(file);
      if (info.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      const headers = {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
        'Access-Control-Allow-Origin': '*',
      };
      if (caching === 'static-host') {
        const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
        headers['Last-Modified'] = modified.toUTCString();
        const since = Date.parse(req.headers['if-modified-since'] ?? '');
        if (since >= modified.getTime()) {
          res.writeHead(304, headers);
          res.end();
          return;
        }
      } else {
        headers['Cache-Control'] = 'no-cache';
      }
      let body = await readFile(file);
      if (compress && COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      res.writeHead(err.code === 'ENOENT' || err.code === 'ENOTDIR' ? 404 : 500, { 'Content-Type': 'text/plain' });
      res.end(err.code === 'ENOENT' ? 'not found' : 'error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? 8080);
  const server = await serve(dir, port, process.env.HOST ?? '127.0.0.1');
  console.log(`Mahjong calculator: http://localhost:${server.address().port}/  (serving ${dir}; Ctrl+C to stop)`);
}
