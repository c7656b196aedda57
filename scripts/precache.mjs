// The service worker's precache list: every file dist/ serves, each with the
// SHA-256 of its bytes, written into dist/sw.js with a version named by them
// all. The worker installs a new version only when every file it fetches has
// the hash this build gave it, so a cache can never pair one build's app.js
// with another's wasm, and a half-finished deploy leaves the old version in
// place. The build calls this; the update tests call it again on a copy of
// dist/ to deploy a second version.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes `dir`/sw.js from the worker's source `template` (web/sw.js) and
 * returns {version, files}: `files` maps each precached path to its hash.
 * Not precached: the worker itself, type declarations and source maps (only
 * a developer's tools fetch them).
 */
export function writeServiceWorker(dir, template) {
  const paths = filesUnder(dir).filter((f) => f !== 'sw.js' && !f.endsWith('.d.ts') && !f.endsWith('.map'));
  const files = {};
  for (const file of paths) files[file] = sha256(readFileSync(path.join(dir, file)));
  // The site's root is the page itself.
  const precache = { './': files['index.html'], ...files };
  const version = sha256(JSON.stringify(precache)).slice(0, 12);
  const source = template
    .replace('__VERSION__', version)
    .replace("{ '__PRECACHE__': '' }", JSON.stringify(precache, null, 1));
  if (source === template) throw new Error('sw.js template has no placeholders');
  writeFileSync(path.join(dir, 'sw.js'), source);
  return { version, files: precache };
}
