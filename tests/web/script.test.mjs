// Simplified -> Traditional as Hong Kong and Taiwan players read it
// (web/i18n/script.js): OpenCC's character table alone gave 十三麼 and 混麼九
// (麼 is the question word), 爲, 啓, 喫 and 搜索 on Traditional screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toHant, toHans } from '../../web/i18n/script.js';

test('mahjong\'s 么 and 幺 stay 么 in Traditional; the question word becomes 甚麼', () => {
  assert.equal(toHant('十三么'), '十三么');
  assert.equal(toHant('混幺九'), '混么九');
  assert.equal(toHant('看打后叫甚么糊'), '看打後叫甚麼糊');
});

test('the characters Hong Kong and Taiwan write: 為, 啟, 吃, 複製, 搜尋', () => {
  assert.equal(toHant('设为你的门风'), '設為你的門風');
  assert.equal(toHant('默认启用'), '默認啟用');
  assert.equal(toHant('不吃碰'), '不吃碰');
  assert.equal(toHant('已复制'), '已複製');
  assert.equal(toHant('搜索番种'), '搜尋番種');
});

test('Traditional back to Simplified is unchanged by these', () => {
  assert.equal(toHans('設為你的門風'), '设为你的门风');
  assert.equal(toHans('十三么'), '十三么');
});
