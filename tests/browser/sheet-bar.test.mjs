// The score sheet's bottom bar (Draw, Enter a hand, Penalty, Undo): four
// buttons a quarter of a small phone wide, each label's words whole on their
// lines, in every language and rule set whose words it shows.
// Regressions at 320x568: "Draw (流/局)", 流局 broken across two lines; 手动记一/局.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, drawnLines, tap, useBrowser } from './harness.mjs';
import { closeSheet, openSheet, startMatch } from './sheet-pages.mjs';

const env = useBrowser();
const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const LANGS = ['en', 'zh-Hans', 'zh-Hant', 'ja'];
const SIZES = [[320, 568], [640, 360]];

// Each bar button as drawn (drawnLines), its words parted by spaces (a
// Chinese or Japanese label, no spaces, is one: 手动记一局 broke as 手动记一/局).
const barButtons = async (page) => (await drawnLines(page.locator('.sheet-actions button'))).map((b) => ({ ...b, words: b.text.split(' ') }));

for (const rules of ['mcr', 'hk', 'riichi']) {
  test(`${rules}: the sheet's bottom bar keeps each word whole, in ${LANGS.join(', ')}, at ${SIZES.map((s) => s.join('x')).join(' and ')}`, async (t) => {
    const { page } = await env.open(t);
    await startMatch(page, NAMES, { rules });
    for (const lang of LANGS) {
      await closeSheet(page);
      await tap(page, '[data-part=lang-switch]');
      await tap(page, `[data-lang=${lang}]`);
      await openSheet(page);
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        const buttons = await barButtons(page);
        assert.equal(buttons.length, 4);
        for (const b of buttons) {
          const where = `${rules} ${lang} ${width}x${height} "${b.text}" drawn as ${JSON.stringify(b.lines)}`;
          for (const word of b.words) assert.ok(b.lines.some((line) => line.includes(word)), `${where}: "${word}" whole`);
          assert.ok(!b.overflows, `${where}: inside its button`);
        }
        await page.screenshot({ path: path.join(ARTIFACTS, `sheet-bar-${rules}-${lang}-${width}x${height}.png`) });
      }
      await page.setViewportSize({ width: 360, height: 640 });
    }
  });
}
