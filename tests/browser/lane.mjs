// Browser test files run one after another in one node process, each a suite
// named by its file: they share the harness's server, browser and warm
// contexts (harness.mjs, shareBetweenFiles), where a process of its own per
// file starts Node, loads Playwright, launches Chromium and installs the
// service worker again. scripts/browser-tests.mjs runs the suite as a few of
// these, handing each its next file as it asks (over the IPC channel);
// without one it runs the files given, in order:
//
//   node --test-reporter=tap tests/browser/lane.mjs a.test.mjs b.test.mjs
//
// A file registers its tests before it awaits anything but an import(): a
// test is filed under the suite whose code began the promise awaited, so one
// a file before began (load()'s, shared by the files of a lane) files the
// tests after it under that file's suite, ended by then, and they fail
// unrun ("its parent finished"). What the tests need is awaited in a before
// hook (harness.test.mjs checks each file).
import { after, before, describe } from 'node:test';
import { AsyncResource } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { shareBetweenFiles, stopSharing } from './harness.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
shareBetweenFiles();

// A suite registered from inside another suite's code would be its child:
// each is registered from this, the top level's, async context.
const atTop = AsyncResource.bind((register) => register());
const given = process.argv.slice(2);
const running = [];

// The next file is asked for as a file's suite starts, so that it is
// registered (suites run one after another) before this one ends: the
// process never waits for it, and holds one file beside the one it runs.
const ask = process.send ? () => process.send({ next: true }) : () => queue(given.shift() ?? null);
if (process.send) process.on('message', ({ file }) => atTop(() => queue(file)));
ask();

function queue(file) {
  if (!file) {
    finish();
    return;
  }
  let done;
  running.push(new Promise((resolve) => { done = resolve; }));
  describe(path.basename(file), async () => {
    before(() => atTop(ask));
    try {
      await import(pathToFileURL(path.resolve(dir, path.basename(file))).href);
    } finally {
      // after the file's own after hooks (registered as it loaded): they may
      // still use the browser; they run even when a before hook fails
      after(done);
    }
  });
}

// Once every file's suite has ended: the shared browsers closed and the
// channel let go, so that the process ends.
async function finish() {
  await Promise.all(running);
  await stopSharing();
  if (process.connected) process.disconnect();
}
