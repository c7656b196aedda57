// What the page calls each Hong Kong option: a label, a one-line help and a
// name for every choice, in English, simplified and traditional Chinese, and
// Japanese (ja: 番, 縛り, 爆棚, 親, ロン as Japanese players say them).
// Keyed by the option ids of `mahjong-score --catalog hk`
// (core/rules/hk/option_table.cpp, which stays the source of what each option
// does; docs/hk-rules.md section 7). The Chinese is Hong Kong table talk:
// 起糊, 爆棚, 食糊, 出銃, 半銃/全銃, 莊家, 二五雞 (zh-Hans writes the same words
// in simplified characters, not the Mainland's 起和/点炮). The test
// tests/web/hk-options.test.mjs checks every option and choice of the
// catalogue has all three.

export default {
  min_faan: {
    en: { label: 'Minimum faan to win', help: 'A hand needs at least this many faan (after the cap) to be a win; 3 is usual.' },
    'zh-Hans': { label: '起糊番数', help: '食糊最少要有几多番（番数以爆棚番数为上限），一般三番起糊。' },
    'zh-Hant': { label: '起糊番數', help: '食糊最少要有幾多番（番數以爆棚番數為上限），一般三番起糊。' },
    ja: { label: "縛り（最低番数）", help: "和了に必要な最低の番数（上限適用後）。3番縛りが一般的です。" },
  },
  limit: {
    en: { label: 'Faan cap', help: 'Hands are paid at most this many faan; reaching it is a limit hand. 8, 10 and 13 are common.' },
    'zh-Hans': { label: '爆棚番数', help: '番数到此为止，达到或超过就爆棚；常见八番、十番或十三番。' },
    'zh-Hant': { label: '爆棚番數', help: '番數到此為止，達到或超過就爆棚；常見八番、十番或十三番。' },
    ja: { label: "上限番数（爆棚）", help: "これ以上の番は払われず、達すれば爆棚です。8番・10番・13番が一般的です。" },
  },
  seven_pairs: {
    en: { label: 'Seven pairs', help: 'Seven pairs is a winning hand, worth 4 faan.' },
    'zh-Hans': { label: '七对子', help: '七对子可以食糊，计四番。' },
    'zh-Hant': { label: '七對子', help: '七對子可以食糊，計四番。' },
    ja: { label: "七対子", help: "七対子を和了形とし、4番とします。" },
  },
  flowers_in_play: {
    en: { label: 'Play with flowers', help: 'Flowers and seasons are in the game and score (own flower, a full set, no flowers).' },
    'zh-Hans': { label: '打花', help: '有花牌：计正花、一台花及无花；不打花就不计花番。' },
    'zh-Hant': { label: '打花', help: '有花牌：計正花、一台花及無花；不打花就不計花番。' },
    ja: { label: "花牌あり", help: "花牌・季節牌を使い、正花・一台花・無花を数えます。" },
  },
  payment_table: {
    en: {
      label: 'Faan to points',
      help: 'How faan turn into points before the doublings; most tables pay 1, 2, 4, 8 up to 3 faan.',
      choices: {
        traditional: 'Traditional: 16/32/64 at 4/7/10',
        simplified: 'Simplified (÷ 8): from 3 faan',
        canton: 'Canton table (as half-spicy)',
        half_spicy: 'Half-spicy: half steps after 4 faan',
        full_spicy: 'Spicy: every faan doubles, no cap',
        four_faan_max: 'Four-faan max: 16 from 4 faan',
        seven_faan_max: 'Seven-faan max: 32 from 7 faan',
        parlour: 'Parlour: every win pays the same',
      },
    },
    'zh-Hans': {
      label: '番数计法',
      help: '番数换算成底分的方法（未计加倍）；多数计法鸡糊至三番为一、二、四、八。',
      choices: {
        traditional: '传统：四番16，七番32，十番64',
        simplified: '简化：传统除八，三番起',
        canton: '广东表（同半辣上）',
        half_spicy: '半辣上：四番后每番升半级',
        full_spicy: '辣辣上：每番加倍，不封顶',
        four_faan_max: '四番满：四番或以上同计16',
        seven_faan_max: '七番满：七番或以上同计32',
        parlour: '麻雀馆式：食糊一律同价',
      },
    },
    'zh-Hant': {
      label: '番數計法',
      help: '番數換算成底分的方法（未計加倍）；多數計法雞糊至三番為一、二、四、八。',
      choices: {
        traditional: '傳統：四番16，七番32，十番64',
        simplified: '簡化：傳統除八，三番起',
        canton: '廣東表（同半辣上）',
        half_spicy: '半辣上：四番後每番升半級',
        full_spicy: '辣辣上：每番加倍，不封頂',
        four_faan_max: '四番滿：四番或以上同計16',
        seven_faan_max: '七番滿：七番或以上同計32',
        parlour: '麻雀館式：食糊一律同價',
      },
    },
    ja: { label: "番から点への換算", help: "倍付けの前に番を点にする表。多くは3番まで1・2・4・8です。",
      choices: {
        traditional: "伝統：4番16・7番32・10番64",
        simplified: "簡易（÷8）：3番から",
        canton: "広東表（半辣上と同じ）",
        half_spicy: "半辣上：4番から半段ずつ",
        full_spicy: "辣辣上：1番ごとに倍、上限なし",
        four_faan_max: "四番満：4番以上は16",
        seven_faan_max: "七番満：7番以上は32",
        parlour: "麻雀館式：和了はすべて同額",
      },
    },
  },
  dealer_doubles: {
    en: { label: 'Dealer pays and wins double', help: 'East, the dealer, pays double when losing and is paid double when winning.' },
    'zh-Hans': { label: '庄家加倍', help: '庄家（东）输赢都加倍。' },
    'zh-Hant': { label: '莊家加倍', help: '莊家（東）輸贏都加倍。' },
    ja: { label: "親は支払いも受け取りも倍", help: "親（東）は負ければ倍払い、和了れば倍受け取ります。" },
  },
  discard_payment: {
    en: {
      label: 'Who pays on a discard',
      help: 'On a win from a discard: does the discarder pay for everyone?',
      choices: {
        half: 'Half shot: discarder pays double',
        all: 'Full shot: discarder pays for all',
      },
    },
    'zh-Hans': {
      label: '出铳计法',
      help: '食出铳时，是否由出铳者包三家。',
      choices: { half: '半铳：出铳者付双份，其余两家付单份', all: '全铳：出铳者包三家' },
    },
    'zh-Hant': {
      label: '出銃計法',
      help: '食出銃時，是否由出銃者包三家。',
      choices: { half: '半銃：出銃者付雙份，其餘兩家付單份', all: '全銃：出銃者包三家' },
    },
    ja: { label: "ロンのときの支払い", help: "ロン和了で放銃者が全員分を払うかどうか。",
      choices: {
        half: "半銃：放銃者が倍払い",
        all: "全銃：放銃者が全員分を払う",
      },
    },
  },
  stake: {
    en: { label: 'Money per point', help: 'What one base point is worth; leave at 1 when a named stake is chosen.' },
    'zh-Hans': { label: '每底分金额', help: '一个底分值几多钱；拣了注码就不用改。' },
    'zh-Hant': { label: '每底分金額', help: '一個底分值幾多錢；揀了注碼就不用改。' },
    ja: { label: "1点あたりの金額", help: "基本の1点の値段。レートを名前で選んだときは1のままにします。" },
  },
  stake_preset: {
    en: {
      label: 'Stake',
      help: 'The stake by its table name: what a chicken hand costs, single share and discarder.',
      choices: {
        custom: 'Custom (money per point)',
        two_five_chicken: '2/5 chicken: $0.25 a point',
        five_one: '5/1: $0.50 a point',
        one_two: '1/2 dollars: $1 a point',
      },
    },
    'zh-Hans': {
      label: '注码',
      help: '以雀友叫法拣注码：鸡糊时闲家、出铳者各付几多。',
      choices: { custom: '自订（每底分金额）', two_five_chicken: '二五鸡', five_one: '五一', one_two: '一二蚊' },
    },
    'zh-Hant': {
      label: '注碼',
      help: '以雀友叫法揀注碼：雞糊時閒家、出銃者各付幾多。',
      choices: { custom: '自訂（每底分金額）', two_five_chicken: '二五雞', five_one: '五一', one_two: '一二蚊' },
    },
    ja: { label: "レート", help: "卓での呼び名でレートを選びます（鶏糊で子と放銃者がいくら払うか）。",
      choices: {
        custom: "自分で決める（1点あたりの金額）",
        two_five_chicken: "二五鶏：1点0.25ドル",
        five_one: "五一：1点0.5ドル",
        one_two: "一二蚊：1点1ドル",
      },
    },
  },
  ten_faan_limit_hands: {
    en: { label: 'Ten-faan hands are limit hands', help: 'All Honors, Self Triplets, Orphans and Nine Gates pay 13, not 10.' },
    'zh-Hans': { label: '十番牌当爆棚', help: '字一色、坎坎糊、么九、九子连环计十三番，不是十番。' },
    'zh-Hant': { label: '十番牌當爆棚', help: '字一色、坎坎糊、么九、九子連環計十三番，不是十番。' },
    ja: { label: "10番の役を爆棚に", help: "字一色・坎坎糊・幺九・九子連環を10番でなく13番とします。" },
  },
  small_dragons_adds_dragons: {
    en: { label: 'Small Dragons adds its dragons', help: "Small Dragons' two dragon pungs add 1 faan each (7 in all)." },
    'zh-Hans': { label: '小三元另计三元牌', help: '小三元的两组三元牌刻子另计每组一番（共七番）。' },
    'zh-Hant': { label: '小三元另計三元牌', help: '小三元的兩組三元牌刻子另計每組一番（共七番）。' },
    ja: { label: "小三元に三元牌の刻子も付ける", help: "小三元の三元牌の刻子2つにそれぞれ1番を付けます（計7番）。" },
  },
  small_winds: {
    en: {
      label: 'Small Winds',
      help: 'What Small Winds is worth.',
      choices: {
        seed: '6 faan, wind pungs not added',
        with_winds: '6 faan plus seat and round wind pungs',
        limit: 'A limit hand (13)',
      },
    },
    'zh-Hans': {
      label: '小四喜',
      help: '小四喜计几多番。',
      choices: { seed: '六番，不另计风番', with_winds: '六番，另计门风、圈风', limit: '当爆棚（十三番）' },
    },
    'zh-Hant': {
      label: '小四喜',
      help: '小四喜計幾多番。',
      choices: { seed: '六番，不另計風番', with_winds: '六番，另計門風、圈風', limit: '當爆棚（十三番）' },
    },
    ja: { label: "小四喜", help: "小四喜の番数。",
      choices: {
        seed: "6番、風牌の番は付けない",
        with_winds: "6番に自風・場風の刻子を付ける",
        limit: "爆棚（13番）",
      },
    },
  },
  small_winds_no_own_wind_pair: {
    en: { label: 'Small Winds: no own-wind pair', help: 'No Small Winds when its pair is the seat or round wind.' },
    'zh-Hans': { label: '小四喜不可以门风、圈风作眼', help: '小四喜的眼是门风或圈风就不计小四喜。' },
    'zh-Hant': { label: '小四喜不可以門風、圈風作眼', help: '小四喜的眼是門風或圈風就不計小四喜。' },
    ja: { label: "小四喜：自風・場風の雀頭は不可", help: "雀頭が自風か場風なら小四喜になりません。" },
  },
  kong_win_adds_self_pick: {
    en: { label: 'Kong wins add Self-Pick', help: 'Win by Kong and Double-Kong also score Self-Pick (3 and 10).' },
    'zh-Hans': { label: '杠上开花另计自摸', help: '杠上开花、杠上杠另加自摸一番（共三番、十番）。' },
    'zh-Hant': { label: '槓上開花另計自摸', help: '槓上開花、槓上槓另加自摸一番（共三番、十番）。' },
    ja: { label: "槓上開花に自摸も付ける", help: "槓上開花・槓上槓に自摸1番を付けます（3番・10番）。" },
  },
  last_catch_on_discard: {
    en: { label: 'Last Catch on the last discard', help: 'Winning on the last discard also scores Last Catch, not only the last tile drawn.' },
    'zh-Hans': { label: '食最后一只打出的牌都计海底捞月', help: '不只自摸最后一只牌，食最后一只打出的牌都计。' },
    'zh-Hant': { label: '食最後一隻打出的牌都計海底撈月', help: '不只自摸最後一隻牌，食最後一隻打出的牌都計。' },
    ja: { label: "最後の捨て牌でも海底撈月", help: "最後の牌をツモったときだけでなく、最後の捨て牌でロンしても数えます。" },
  },
  win_from_wall_self_drawn_only: {
    en: { label: 'Concealed hand only when self-drawn', help: 'Win from Wall counts only for a self-drawn win.' },
    'zh-Hans': { label: '门前清只计自摸', help: '门前清要自摸才计，食出铳不计。' },
    'zh-Hant': { label: '門前清只計自摸', help: '門前清要自摸才計，食出銃不計。' },
    ja: { label: "門前清はツモのみ", help: "門前清はツモ和了のときだけ数えます。" },
  },
  min_needs_hand_faan: {
    en: { label: 'Minimum needs a hand faan', help: 'The minimum must include a faan of the tiles, not only self-draw, concealed or flowers.' },
    'zh-Hans': { label: '起糊要有牌型番', help: '起糊要有牌型或刻子番，不可以只靠自摸、门前清、花番。' },
    'zh-Hant': { label: '起糊要有牌型番', help: '起糊要有牌型或刻子番，不可以只靠自摸、門前清、花番。' },
    ja: { label: "縛りには手の役が必要", help: "縛りは自摸・門前清・花牌だけでは満たせず、牌の形の役が要ります。" },
  },
  robbed_pays_all: {
    en: { label: 'Robbed player pays for all', help: 'The player robbed of a kong pays every loser’s share.' },
    'zh-Hans': { label: '被抢杠者包三家', help: '被抢杠的人要包三家的钱。' },
    'zh-Hant': { label: '被搶槓者包三家', help: '被搶槓的人要包三家的錢。' },
    ja: { label: "搶槓された人が全員分", help: "搶槓された人が全員分を払います。" },
  },
  great_hands_liability: {
    en: { label: 'Feeder pays for Great Dragons and Winds', help: 'Whoever gave the last dragon or wind pung pays for everyone when that hand wins.' },
    'zh-Hans': { label: '大三元、大四喜包', help: '打出令人完成第三组三元牌或第四组风牌刻子的人，要包三家。' },
    'zh-Hant': { label: '大三元、大四喜包', help: '打出令人完成第三組三元牌或第四組風牌刻子的人，要包三家。' },
    ja: { label: "大三元・大四喜の責任払い", help: "最後の三元牌か風牌の刻子をポンさせた人が全員分を払います。" },
  },
  four_melds_liability: {
    en: { label: 'Four melds down: discarder pays all', help: 'Discarding the winning tile to a player with four melds laid down pays for everyone.' },
    'zh-Hans': { label: '十二张落地包', help: '有四组牌落地的人食你打出的牌，你要包三家。' },
    'zh-Hant': { label: '十二張落地包', help: '有四組牌落地的人食你打出的牌，你要包三家。' },
    ja: { label: "4副露への放銃は全員分", help: "4つ副露した人に和了牌を打った人が全員分を払います。" },
  },
  flower_hands: {
    en: { label: 'Flower hands', help: 'Seven bonus tiles (the eighth in another hand) win 3 faan; all eight are a limit hand. Enter only the bonus tiles.' },
    'zh-Hans': { label: '花糊', help: '摸到七只花而第八只在别家，可以食花糊（三番）；八只花齐是八仙过海（爆棚）。只须输入花牌。' },
    'zh-Hant': { label: '花糊', help: '摸到七隻花而第八隻在別家，可以食花糊（三番）；八隻花齊是八仙過海（爆棚）。只須輸入花牌。' },
    ja: { label: "花糊", help: "花牌7枚（8枚目は他家）で3番、8枚そろえば爆棚（八仙過海）。花牌だけ入力します。" },
  },
};
