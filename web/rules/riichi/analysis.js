// Riichi's words in the analysis panel (web/panels/analysis/strings.js), over
// the general ones: each wait's han (and fu) by ron and by tsumo, and what
// the win collects; for a closed hand not in riichi, each value dama (黙聴,
// ダマ: without declaring) above and with riichi below. Japanese: ja.js.

const en = {
  unit: 'han',
  by_discard: 'Ron',
  by_self_draw: 'Tsumo',
  wait_tile: 'Wins on',
  limit: 'limit',
  below: () => 'no yaku',
  pays_note: 'Han, fu and what you collect (+).',
  fu: (n) => `${n} fu`,
  declared: 'Riichi',
  declared_note: 'Dama above, with riichi below.',
  limits: { mangan: 'Mangan', haneman: 'Haneman', baiman: 'Baiman', sanbaiman: 'Sanbaiman', yakuman: 'Yakuman' },
};

const hans = {
  unit: '番',
  by_discard: '荣和',
  by_self_draw: '自摸',
  below: () => '无役',
  limit: '满贯以上',
  pays_note: '番、符，及你得的点数（+）。',
  fu: (n) => `${n}符`,
  declared: '立直',
  declared_note: '上为默听，下为立直。',
  waits_title: (n) => `听牌：${n}张可和`,
  limits: { mangan: '满贯', haneman: '跳满', baiman: '倍满', sanbaiman: '三倍满', yakuman: '役满' },
};

const hant = { ...hans, by_discard: '榮和', below: () => '無役', limit: '滿貫以上', pays_note: '番、符，及你得的點數（+）。', waits_title: (n) => `聽牌：${n}張可和`,
  declared_note: '上為默聽，下為立直。',
  limits: { mangan: '滿貫', haneman: '跳滿', baiman: '倍滿', sanbaiman: '三倍滿', yakuman: '役滿' } };

// For a page in Japanese (its plumbing is the page's i18n), in the shape of hans.
const ja = {
  unit: '飜', by_discard: 'ロン', by_self_draw: 'ツモ', wait_tile: '和了牌', below: () => '役なし', limit: '満貫以上',
  pays_note: '飜・符と、あなたの収支（+）。', fu: (n) => `${n}符`, waits_title: (n) => `聴牌：${n}種`,
  declared: '立直', declared_note: '上段ダマ、下段立直。',
  discards_title: '打牌候補（良い順）', ready_on: '待ち', left: '残り',
  limits: { mangan: '満貫', haneman: '跳満', baiman: '倍満', sanbaiman: '三倍満', yakuman: '役満' },
};

export default { en, hans, hant, ja };
