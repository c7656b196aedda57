// Draws the app icons (PNG, the sizes browsers ask for) from the project's
// own tile art: the red dragon tile on the felt green. Run once when the art
// changes; the PNGs are committed, so building the site needs no browser.
//   node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/browser/chromium.mjs';
import { tileSvg } from '../web/tile-art.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = (name) => path.join(root, 'web/icons', name);

// `padding` is the share of the icon left around the tile: maskable icons
// keep their art inside the central 80% safe zone.
function iconSvg(padding) {
  const tile = tileSvg('C').replace('<svg ', '<svg x="0" y="0" width="30" height="40" ');
  const scale = (100 * (1 - 2 * padding)) / 40;
  const x = 50 - 15 * scale, y = 50 - 20 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${padding > 0.15 ? 0 : 18}" fill="#1e5c3f"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${tile}</g></svg>`;
}

writeFileSync(out('icon.svg'), iconSvg(0.1));
const browser = await launchChromium();
const page = await browser.newPage();
for (const [name, size, padding] of [['icon-192.png', 192, 0.1], ['icon-512.png', 512, 0.1], ['icon-maskable-512.png', 512, 0.2], ['apple-touch-icon.png', 180, 0.1]]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0">${iconSvg(padding).replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  writeFileSync(out(name), await page.screenshot({ omitBackground: true }));
}
await browser.close();
console.log('icons written to web/icons/');
