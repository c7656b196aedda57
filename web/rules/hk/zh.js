// Hong Kong's Chinese words on the page, over the general ones (web/i18n/zh.js,
// whose chunk loads these): 食糊, 出铳, 起糊, 萬/筒/索, 番 for faan. Written in
// Simplified characters, Traditional derived, then `hant` corrects it.

const hans = {
  empty_hand: '点牌组成手牌。最后加入的一张是食糊的牌。',
  suits: { m: '万子', p: '筒子', s: '索子', z: '字牌', f: '花牌' },
  suit_tabs: { m: '万', p: '筒', s: '索', z: '字', f: '花' },
  mode_chow: '上',
  mode_hint: { chow: '点顺子中最小的一张（1至7）来上。' },
  choose_win: '选食糊的牌',
  choosing_win: '点食糊的那张',
  choosing_win_hint: '点手牌中食糊的那一张。',
  make_winning: (name) => `以${name}为食糊的牌`,
  winning_tile: '食糊的牌',
  meld_names: { chow: '上', pung: '碰', kong: '明杠', concealed_kong: '暗杠' },
  situation: '食糊情况',
  discard: '出铳',
  dealt_in: '出铳',
  from_seat: (seat) => `${seat}家出铳`,
  from_player: (name) => `${name}出铳`,
  discarder: '出铳者',
  who_won: '食糊者',
  liable: '包家（打出成碰那张牌的人）',
  won_from: '食边家',
  last_of_kind: '食绝张',
  kong_replacement: '杠上自摸（或补花自摸）',
  robbing_kong: '抢杠',
  last_tile_of_wall: '海底捞月',
  heavenly: '天糊',
  earthly: '地糊',
  kong_on_kong: '杠上杠',
  payments_hint: '选出铳者（或自摸）即可看到各家输赢。',
  payments_none: '不够起糊番数，没有输赢。',
  arrangement: '牌型',
  groups: { pair: '眼', knitted: '组合龙' },
  not_winning: '还未食糊：食糊要四组牌加一对眼（或特殊牌型）。',
  notation_empty: '输入框是空的：请先输入手牌（清空手牌请点“新一局”）。',
  errors: { not_winning: '这些牌不能食糊。', inconsistent: '食糊情况与手牌矛盾。' },
  notices: { seat_was_discarder: '你的门风原是出铳者：请重新选出铳者。' },
  meets_minimum: (min) => `达到${min}番起糊`,
  below_minimum: (min) => `不足${min}番起糊`,
  limit_hand: '爆棚',
  capped: (n) => `封顶 ${n}`,
};

// Words written differently in Traditional Chinese beyond their characters.
const hant = { suits: { m: '萬子', p: '筒子', s: '索子', z: '字牌', f: '花牌' } };

// `name`: the header's switch.
export default { name: '港式', hans, hant };
