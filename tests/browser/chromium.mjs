// How the browser tests launch Debian's Chromium (never a downloaded one).
//
// Its headless shell by default (Debian's chromium-headless-shell: the same
// Chromium build's engine, network and service workers, without the
// browser's windows, toolbar and address bar, as Playwright runs headless
// tests): measured the same hour on 2 cores, the whole suite took 747 s and
// 1,436 s of CPU against 893 s and 1,721 s with every file in the whole
// browser (whose browser process redraws its hidden toolbar after every
// address the page writes). A file about what the browser itself does (a first visit's
// install, offline, Back) asks for the whole browser (useBrowser's
// `wholeBrowser`), and MAHJONG_CHROMIUM=full runs every file in it.
//
// Chromium counts only the last --disable-features flag, and Playwright
// passes its own list: a test's features go into one flag with Playwright's
// (read once from the command line Playwright gives a browser; the runner,
// scripts/browser-tests.mjs, hands it to every file in the environment).
import { createRequire } from 'node:module';

// Required, not imported: Node 20 imports a CommonJS package by scanning
// each of its files for their exports first, and playwright-core's two
// bundles are 7 MB (0.35 s of CPU more in each of the suite's 50-odd
// processes, measured: 1.03 s against 0.68 s).
const { chromium } = createRequire(import.meta.url)('playwright-core');

export const WHOLE_BROWSER = '/usr/bin/chromium';
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const everyFileWhole = process.env.MAHJONG_CHROMIUM === 'full';

export const CHROMIUM = {
  executablePath: everyFileWhole ? WHOLE_BROWSER : HEADLESS_SHELL,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};

// The address bar's popup pages, which headless Chromium keeps in a renderer
// of their own for each window and redraws each time the page rewrites its
// address (after every tap): a fifth of a test file's CPU, measured
// (options-conflicts: 40-42 s of CPU with them, 31-33 s without).
const FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const ENV_KEY = 'MAHJONG_PLAYWRIGHT_FEATURES_OFF';

/**
 * The command line (program first) of a browser launched with `options`:
 * what Playwright adds to ours. Launches and closes one.
 */
export async function commandLineOf(options) {
  // the command line is given only to automation
  const browser = await chromium.launch({ ...options, args: [...options.args, '--enable-automation'] });
  try {
    const session = await browser.newBrowserCDPSession();
    return (await session.send('Browser.getBrowserCommandLine')).arguments;
  } finally {
    await browser.close();
  }
}

let playwrights = null;
/** The features Playwright switches off, from a browser's command line (once per run). */
export async function playwrightFeaturesOff() {
  if (process.env[ENV_KEY] !== undefined) return process.env[ENV_KEY].split(',').filter(Boolean);
  playwrights ??= (async () => {
    const flag = (await commandLineOf(CHROMIUM)).filter((a) => a.startsWith('--disable-features=')).at(-1);
    return flag ? flag.slice('--disable-features='.length).split(',').filter(Boolean) : [];
  })();
  const list = await playwrights;
  process.env[ENV_KEY] = list.join(',');
  return list;
}

/**
 * Launch options: `args` added, `featuresOff` switched off beside
 * Playwright's and ours, the whole browser rather than the headless shell
 * when `wholeBrowser`.
 */
export async function chromiumOptions({ args = [], featuresOff = [], wholeBrowser = false } = {}) {
  const off = [...new Set([...(await playwrightFeaturesOff()), ...FEATURES_OFF, ...featuresOff])];
  const executablePath = wholeBrowser ? WHOLE_BROWSER : CHROMIUM.executablePath;
  return { ...CHROMIUM, executablePath, args: [...CHROMIUM.args, ...args, `--disable-features=${off.join(',')}`] };
}

/** Chromium launched with chromiumOptions(...). */
export async function launchChromium(options) {
  return chromium.launch(await chromiumOptions(options));
}
