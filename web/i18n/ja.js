// The page's words in Japanese, apart from English (web/i18n.js) so that an
// English or Chinese first load does not carry them: web/i18n.js loads this
// module when 日本語 is chosen (a Japanese first visit loads it beside the
// scorer, before the first render). The words are those Japanese players use
// at the table: ツモ, ロン, 放銃, チー/ポン/カン, 暗槓, 場風/自風, 和了; MCR's
// points are 点 (8点縛り), Hong Kong's faan 番 (web/rules/hk/ja.js). Each rule
// folder's ja.js (web/rules/all-ja.js lists them) adds its own: its name on
// the header's switch, words over these (`ja`), its fan names (`fans`), the
// core's reasons (`reasons`, `option_rules`) and its options' short words
// (`rule_words`). Where each term was checked: docs/japanese.md.
import RULE_SETS from '../rules/all-ja.js';

const JA = {
  title: '麻雀点数計算',
  rules_label: 'ルール',
  language: '言語',
  hand: '手牌',
  tiles_count: (n) => `${n}/14`,
  tiles_count_long: (n) => `14枚中${n}枚`,
  empty_hand: '牌をタップして手牌を作ります。最後に加えた牌が和了牌です。',
  palette: '牌',
  suits: { m: '萬子', p: '筒子', s: '索子', z: '字牌', f: '花牌' },
  suit_tabs: { m: '萬', p: '筒', s: '索', z: '字', f: '花' },
  declare: 'タップで加えるもの',
  hand_full_hint: '手牌がいっぱいです。手牌の牌をタップすると外せます。',
  mode_tile: '1枚',
  mode_chow: 'チー',
  mode_pung: 'ポン',
  mode_kong: '明槓',
  mode_concealed_kong: '暗槓',
  mode_hint: {
    tile: '牌をタップして加え、手牌の牌をタップして外します。',
    chow: '順子のいちばん小さい牌（1〜7）をタップしてチーします。',
    pung: 'ポンする牌をタップします。',
    kong: '明槓する牌をタップします。',
    concealed_kong: '暗槓する牌をタップします。',
  },
  choose_win: '和了牌…',
  choosing_win: '和了牌をタップ',
  choosing_win_hint: '手牌の中で和了った牌をタップします。',
  new_hand: '新しい手',
  undo: '戻す',
  redo: 'やり直す',
  keyboard_open: '牌',
  keyboard_close: '牌を隠す',
  remove_tile: (name) => `${name}を外す`,
  remove_meld: (name) => `${name}を外す`,
  make_winning: (name) => `${name}を和了牌にする`,
  winning_tile: '和了牌',
  meld_names: { chow: 'チー', pung: 'ポン', kong: '明槓', concealed_kong: '暗槓' },
  situation: '和了の状況',
  self_drawn: 'ツモ',
  self_drawn_short: 'ツモ',
  discard: 'ロン',
  dealt_in: '放銃',
  from_seat: (seat) => `${seat}家から`,
  from_player: (name) => `${name}から`,
  rules_in_force: '適用中のルール',
  discarder: '放銃者',
  discarder_unknown: '指定なし',
  liable: '最後のポンをさせた人（責任払い）',
  won_from: 'ロンした相手',
  prevalent_wind: '場風',
  seat_wind: '自風',
  your_seat: 'あなたの席',
  who_won: '和了者',
  last_of_kind: '和絶張（ラス牌）',
  kong_replacement: '嶺上牌で和了',
  robbing_kong: '搶槓（槍槓）',
  last_tile_of_wall: '最後の牌で和了（海底）',
  heavenly: '天和',
  earthly: '地和',
  kong_on_kong: '槓上槓',
  flowers: '花牌',
  flowers_hint: '牌の「花」タブから花牌を加えます。',
  options: 'ルール設定',
  display: '表示',
  theme: '配色',
  theme_auto: '端末に合わせる',
  theme_light: 'ライト',
  theme_dark: 'ダーク',
  large_tiles: '大きな牌',
  keys_layout: '牌の並べ方',
  keys_tabs: '種類ごと',
  keys_all: 'すべて表示',
  keys_all_hint: '画面が十分に高いか広いときはすべて、それ以外は種類ごとに表示します。',
  winds: { E: '東', S: '南', W: '西', N: '北' },
  result: '結果',
  total_points: '点',
  total_faan: '番',
  meets_minimum: (min) => `${min}点縛りを満たしています`,
  below_minimum: (min) => `${min}点に届かず和了れません`,
  payments: '支払い',
  payments_hint: 'ツモか放銃者を選ぶと支払いが出ます。',
  payments_none: '縛りに届かないので支払いはありません。',
  seat_hint: '席をタップすると自分の席になります。',
  you: 'あなた',
  arrangement: '手の読み方',
  groups: { chow: '順子', pung: '刻子', kong: '槓子', pair: '雀頭', knitted: '組合龍', tiles: '単独の牌' },
  loading: '計算機を読み込み中…',
  load_failed: '計算機を読み込めませんでした。ページを再読み込みしてください。',
  notation: '手牌のテキスト',
  notation_hint: '手牌を貼り付けるか入力します。例：[EEE1]123m456p789s5p5p',
  notation_empty: '入力欄が空です。先に手牌を入力してください（手牌を消すには「新しい手」）。',
  apply: '反映',
  copy_link: 'リンクをコピー',
  copied: 'リンクをコピーしました',
  copy_failed: 'コピーできません。リンクはアドレスバーにあります',
  fan_definition: 'この役について',
  definitions_loading: '読み込み中…',
  fan_table: '役一覧',
  fan_table_open: '役一覧で見る',
  fan_table_search: '役を検索',
  fan_table_none: '該当する役がありません。',
  fan_table_implies: '複合しない役：',
  close: '閉じる',
  points_short: (n) => `${n}点`,
  faan_short: (n) => `${n}番`,
  add_more: (n) => `あと${n}枚加えてください。`,
  remove_some: (n) => `${n}枚多すぎます。`,
  not_winning: 'まだ和了形ではありません。4面子1雀頭（または特殊な形）が必要です。',
  option_number_range: (min, max) => (max === undefined ? `${min}より大きい数。` : `${min}〜${max}の整数。`),
  option_number_positive: '0より大きい数。',
  option_other: 'その他',
  notices: {
    stored_dropped: '保存された手の一部が読めなかったため、省きました。',
    stored_unreadable: '保存された手が読めなかったため、最初から始めます。',
    storage_failed: 'この端末に手を保存できませんでした（容量不足かブロック）。リンクには残っています。',
    link_too_long: 'このリンクは手牌としては長すぎるため、開きませんでした。',
    link_dropped: 'リンクの一部が読めなかったため、省きました。',
    options_dropped: 'このルールにない設定、範囲外の値、または他の設定と両立しない設定を省きました。',
    seat_was_discarder: 'あなたの席が放銃者になっていました。放銃者を選び直してください。',
  },
  reasons: {
    chow_needs_suit: 'チーは同じ種類の数牌3枚の連続です。',
    chow_lowest: '順子のいちばん小さい牌（1〜7）をタップしてください。',
    four_melds: '副露は4つまでです。',
    hand_full: '手牌はすでに14枚です。',
    fifth_copy: '同じ牌は4枚しかありません。',
    flowers_off: '花牌なしのルールです。ルール設定の「花牌あり」がオフになっています。',
  },
  errors: {
    parse: '手牌として読めません。',
    tile_count: '牌の枚数が合いません。',
    too_many_copies: '同じ牌は4枚しかありません。',
    bad_meld: 'チー・ポン・カンになっていない副露があります。',
    not_winning: 'この牌では和了形になりません。',
    inconsistent: '和了の状況が手牌と矛盾しています。',
  },
  update_ready: '新しいバージョンがあります。',
  update_apply: '更新',
  ready_offline: 'オフラインで使えます。',
};

// The core's reasons (catalogue `situation_rules`, by reason id) in Japanese:
// the core writes English and Chinese, and Japanese stays on the page so
// that an English load carries none of it. A rule folder's ja.js `reasons`
// go over these (Riichi's own).
const REASONS = {
  robbing_not_self_drawn: '搶槓は他家が加槓した牌での和了なので、ツモではありません。',
  robbing_not_replacement: '搶槓と槓上開花は同時に成立しません。',
  robbing_tile_shows: '搶槓される牌は4枚目なので、手牌に同じ牌は残っていません。',
  robbing_not_last_tile: '最後の牌では槓できないので、搶槓もありません。',
  needs_kong: '先に槓が必要です。',
  needs_kong_or_flower: '先に槓か花牌が必要です。',
  last_of_kind_copy_standing: '手牌に和了牌がもう1枚あるので、和絶張ではありません。',
  self_drawn_no_discarder: 'ツモなので放銃者はいません。',
  replacement_no_discarder: '嶺上牌での和了はツモなので、放銃者はいません。',
  discarder_is_winner: '自分の捨て牌では和了れません。',
  hong_kong_only: '香港ルールだけの状況です。',
  bonus_win_flags: '花牌だけの和了は、ツモか他家の8枚目の花牌でしかできません。',
  eight_immortals_self_drawn: '8枚の花牌はすべて自分でツモったもので、放銃者はいません。',
  liable_is_winner: '責任払いをするのはポンさせた人で、和了者ではありません。',
  heavenly_not_earthly: '天糊（親）と地糊（子）は同時に成立しません。',
  needs_two_kongs: '先に槓が2つ必要です。',
  kong_on_kong_no_discarder: '槓上槓は嶺上牌での和了なので、放銃者はいません。',
  kong_on_kong_not_robbing: '槓上槓は嶺上牌での和了なので、搶槓ではありません。',
  heavenly_needs_east: '配牌で和了れるのは親（東）だけです。',
  earthly_not_east: '地糊は親の第一打での和了なので、親自身はできません。',
  first_turn_no_melds: '天糊・地糊ではまだ副露していません。',
  first_turn_not_robbing: '天糊・地糊は搶槓になりません。',
  first_turn_not_last_tile: '天糊・地糊は最後の牌での和了になりません。',
  first_turn_not_replacement: '天糊・地糊は嶺上牌での和了になりません。',
  heavenly_no_discarder: '天糊はツモなので、放銃者はいません。',
  earthly_not_self_drawn: '地糊は親の捨て牌での和了なので、ツモではありません。',
  earthly_discarder_east: '地糊は親の捨て牌での和了なので、放銃者は東です。',
};

// The core's reasons why two options cannot go together (catalogue
// `option_rules`), keyed by "<option>|<other option or fact>".
const OPTION_RULES = {
  'melded_and_concealed_kong_as_two_melded_kongs|concealed_and_melded_kong_fan': '明槓と暗槓が1つずつの数え方は1通りだけです。片方をオンにすると、もう片方はオフになります。',
  'min_faan|limit': '縛りは上限番数を超えられません（どの手も和了れなくなります）。',
  'stake|stake_preset': 'レートを名前で選ぶと1点の金額が決まります。金額を入力するとレートは「自分で決める」に、レートを選ぶと金額は1に戻ります。',
  'flowers_in_play|bonus_tiles': '手に花牌があります。先に花牌を外してから、花牌なしにしてください。',
};

// Tiles as Japanese players name them whatever the rule set: 東南西北, 白發中,
// 萬子/筒子/索子 with kanji numbers, a red five 赤五.
const HONORS = { E: '東', S: '南', W: '西', N: '北', C: '中', F: '發', P: '白' };
const BONUS = { f1: '梅', f2: '蘭', f3: '菊', f4: '竹', s1: '春', s2: '夏', s3: '秋', s4: '冬' };
const NUMBERS = ['赤五', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const SUITS = { m: '萬', p: '筒', s: '索' };

/** A tile's name in Japanese ("五筒", "東", a red five "赤五萬"), for labels and screen readers. */
export const tileName = (code) => HONORS[code] ?? BONUS[code] ?? `${NUMBERS[Number(code[0])]}${SUITS[code[1]]}`;

/** The page's Japanese tables, as web/i18n.js's wordBook takes them (each rule set's own: web/rules/<id>/ja.js). */
export const words = { ja: JA, reasons: REASONS, option_rules: OPTION_RULES, own: RULE_SETS };
