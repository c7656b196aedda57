// Riichi rule options in players' words, keyed by the option ids of
// `catalog('riichi').options` (core/rules/riichi/option_table.cpp), one label
// and a one-line explanation in each of the page's languages (`ja` for a
// page in Japanese). The options, their defaults and each preset's values
// are the core's; docs/riichi-rules.md gives their sources. The wording is
// the project's own.
export default {
  preset: {
    en: {
      label: 'Rule book',
      help: 'Sets every option below to that rule book\'s value; an option changed after it wins.',
      choices: { tenhou: 'Tenhou', mahjong_soul: 'Mahjong Soul', wrc: 'WRC 2022', ema: 'EMA 2016', m_league: 'M.League' },
    },
    'zh-Hans': {
      label: '规则',
      help: '按所选规则设定以下各项；之后另改的选项为准。',
      choices: { tenhou: '天凤', mahjong_soul: '雀魂', wrc: 'WRC 2022', ema: 'EMA 2016', m_league: 'M联赛' },
    },
    'zh-Hant': {
      label: '規則',
      help: '按所選規則設定以下各項；之後另改的選項為準。',
      choices: { tenhou: '天鳳', mahjong_soul: '雀魂', wrc: 'WRC 2022', ema: 'EMA 2016', m_league: 'M聯賽' },
    },
    ja: {
      label: 'ルール',
      help: '選んだルールで以下の項目を設定します。後から変えた項目が優先です。',
      choices: { tenhou: '天鳳', mahjong_soul: '雀魂', wrc: 'WRC 2022', ema: 'EMA 2016', m_league: 'Mリーグ' },
    },
  },
  aka_dora: {
    en: { label: 'Red fives (aka dora)', help: 'Each red five (0m 0p 0s) is one dora more.' },
    'zh-Hans': { label: '赤宝牌', help: '每张赤五（0m 0p 0s）多计一番宝牌。' },
    'zh-Hant': { label: '赤寶牌', help: '每張赤五（0m 0p 0s）多計一番寶牌。' },
    ja: { label: '赤ドラ', help: '赤五（0m 0p 0s）はそれぞれドラ1枚。' },
  },
  open_tanyao: {
    en: { label: 'Open tanyao (kuitan)', help: 'All Simples counts with a called meld too.' },
    'zh-Hans': { label: '食断', help: '副露后断幺九仍然计番。' },
    'zh-Hant': { label: '食斷', help: '副露後斷么九仍然計番。' },
    ja: { label: '喰いタン', help: '鳴いても断幺九が付きます。' },
  },
  kiriage: {
    en: { label: 'Kiriage mangan', help: '4 han 30 fu and 3 han 60 fu are paid as mangan.' },
    'zh-Hans': { label: '切上满贯', help: '4番30符和3番60符按满贯计。' },
    'zh-Hant': { label: '切上滿貫', help: '4番30符和3番60符按滿貫計。' },
    ja: { label: '切り上げ満貫', help: '4飜30符と3飜60符を満貫とします。' },
  },
  kazoe: {
    en: { label: '13 han or more (kazoe)', help: 'What a hand of 13 han or more without a yakuman is.', choices: { yakuman: 'Yakuman', sanbaiman: 'Sanbaiman' } },
    'zh-Hans': { label: '累计役满', help: '没有役满的13番以上按什么计。', choices: { yakuman: '役满', sanbaiman: '三倍满' } },
    'zh-Hant': { label: '累計役滿', help: '沒有役滿的13番以上按什麼計。', choices: { yakuman: '役滿', sanbaiman: '三倍滿' } },
    ja: { label: '数え役満', help: '役満なしの13飜以上の扱い。', choices: { yakuman: '役満', sanbaiman: '三倍満' } },
  },
  double_yakuman: {
    en: { label: 'Double yakuman', help: 'Thirteen-wait Kokushi, Suuankou Tanki, Junsei Chuuren and Daisuushii count twice.' },
    'zh-Hans': { label: '双倍役满', help: '国士无双十三面、四暗刻单骑、纯正九莲宝灯、大四喜计两倍役满。' },
    'zh-Hant': { label: '雙倍役滿', help: '國士無雙十三面、四暗刻單騎、純正九蓮寶燈、大四喜計兩倍役滿。' },
    ja: { label: 'ダブル役満', help: '国士無双十三面待ち・四暗刻単騎・純正九蓮宝燈・大四喜を2倍に。' },
  },
  yakuman_stacking: {
    en: { label: 'Yakuman stack', help: 'Several yakuman in one hand add up.' },
    'zh-Hans': { label: '役满叠加', help: '一手牌有几个役满就计几倍。' },
    'zh-Hant': { label: '役滿疊加', help: '一手牌有幾個役滿就計幾倍。' },
    ja: { label: '役満の複合', help: '複数の役満を重ねて数えます。' },
  },
  double_wind_pair_fu: {
    en: { label: 'Double wind pair', help: 'Fu for a pair of the wind that is both seat and round wind: 2 or 4.' },
    'zh-Hans': { label: '连风雀头符', help: '自风兼场风的雀头计几符：2或4。' },
    'zh-Hant': { label: '連風雀頭符', help: '自風兼場風的雀頭計幾符：2或4。' },
    ja: { label: '連風牌の雀頭', help: '自風かつ場風の雀頭の符：2符か4符。' },
  },
  renhou: {
    en: { label: 'Renhou', help: 'A win on a discard before your first draw.', choices: { none: 'Not played', mangan: 'Mangan', yakuman: 'Yakuman' } },
    'zh-Hans': { label: '人和', help: '自己第一次摸牌前荣和。', choices: { none: '不采用', mangan: '满贯', yakuman: '役满' } },
    'zh-Hant': { label: '人和', help: '自己第一次摸牌前榮和。', choices: { none: '不採用', mangan: '滿貫', yakuman: '役滿' } },
    ja: { label: '人和', help: '最初のツモの前のロン和了。', choices: { none: 'なし', mangan: '満貫', yakuman: '役満' } },
  },
};
