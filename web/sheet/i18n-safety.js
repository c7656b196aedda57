// The sheet's words for what goes wrong outside it: a link or a kept record
// that does not read (and why), storage that fails, another tab's change, a
// match too long for a QR code. Laid under the other words by sheetStrings.
const REASONS = {
  en: {
    fields: () => 'its id, rules or dates are missing',
    names: (max) => `the players need four different names of at most ${max} characters`,
    options: (message) => `its options are not the rules' (${message})`,
    entries: (max) => `it has more than ${max} entries`,
    entry: (n) => `entry ${n} is not one a score sheet makes`,
    payments: (n) => `the payments of entry ${n} are not what the rules pay`,
    notes: (n, max) => `the note of entry ${n} is longer than ${max} characters`,
    hands: () => 'an MCR match has 16 hands',
  },
  'zh-Hans': {
    fields: () => '缺少编号、规则或日期',
    names: (max) => `需要四个不同的选手名字，每个最多${max}个字`,
    options: (message) => `设置不合规则（${message}）`,
    entries: (max) => `记录超过${max}条`,
    entry: (n) => `第${n}条记录不是记分表所写`,
    payments: (n) => `第${n}条记录的分数与规则不符`,
    notes: (n, max) => `第${n}条记录的备注超过${max}个字`,
    hands: () => '国标比赛只有16局',
  },
  'zh-Hant': {
    fields: () => '缺少編號、規則或日期',
    names: (max) => `需要四個不同的選手名字，每個最多${max}個字`,
    options: (message) => `設定不合規則（${message}）`,
    entries: (max) => `記錄超過${max}條`,
    entry: (n) => `第${n}條記錄不是記分表所寫`,
    payments: (n) => `第${n}條記錄的分數與規則不符`,
    notes: (n, max) => `第${n}條記錄的備註超過${max}個字`,
    hands: () => '國標比賽只有16局',
  },
  ja: {
    fields: () => 'ID、ルール、日付がありません',
    names: (max) => `選手には${max}文字以内の違う名前が4つ必要です`,
    options: (message) => `設定がルールに合いません（${message}）`,
    entries: (max) => `記録が${max}件を超えています`,
    entry: (n) => `${n}件目の記録は点数表が書いたものではありません`,
    payments: (n) => `${n}件目の記録の点数がルールと合いません`,
    notes: (n, max) => `${n}件目のメモが${max}文字を超えています`,
    hands: () => '国標の対局は16局です',
  },
};

const reason = (lang) => (code, ...words) => (REASONS[lang][code] ?? REASONS[lang].fields)(...words);

export const SAFETY_WORDS = {
  en: {
    other_tab: 'This match was changed in another tab: it is shown as it is now.',
    bad_records: 'Kept records that cannot be read',
    bad_hint: 'They are kept as they are. Export them to keep a copy elsewhere.',
    export_bad: 'Export as JSON',
    qr_too_long: 'This match is too long for one QR code: share the link instead.',
    errors: {
      bad_match: (code, ...words) => `This score sheet cannot be opened: ${reason('en')(code, ...words)}.`,
      link_long: 'This link is longer than any score sheet: it is not opened.',
      storage: (name) => `The matches cannot be kept on this device (${name}): storage is unavailable or full.`,
      moved: 'This match was changed in another tab: it is shown as it is now. Make your change again.',
      gone: 'This match is no longer kept on this phone.',
      draw_failed: 'This match cannot be shown. It is kept as it is; here are the matches.',
      name_long: (max) => `A name has at most ${max} characters.`,
      note_long: (max) => `A note has at most ${max} characters.`,
      full: (max) => `The sheet is full (${max} entries): start a new match.`,
    },
  },
  'zh-Hans': {
    other_tab: '这场比赛在另一个标签页里改过了：现在显示的是最新的。',
    bad_records: '无法读取的记录',
    bad_hint: '这些记录原样保留。可以导出，另存一份。',
    export_bad: '导出为 JSON',
    qr_too_long: '这场比赛太长，一个二维码放不下：请分享链接。',
    errors: {
      bad_match: (code, ...words) => `无法打开这张记分表：${reason('zh-Hans')(code, ...words)}。`,
      link_long: '这个链接比任何记分表都长，不予打开。',
      storage: (name) => `本机无法保存比赛（${name}）：存储不可用或已满。`,
      moved: '这场比赛在另一个标签页里改过了：现在显示的是最新的，请再改一次。',
      gone: '本机已不再保存这场比赛。',
      draw_failed: '这场比赛无法显示，已原样保留；这里是比赛列表。',
      name_long: (max) => `名字最多${max}个字。`,
      note_long: (max) => `备注最多${max}个字。`,
      full: (max) => `记分表已满（${max}条）：请开始新比赛。`,
    },
  },
  'zh-Hant': {
    other_tab: '這場比賽在另一個分頁裏改過了：現在顯示的是最新的。',
    bad_records: '無法讀取的記錄',
    bad_hint: '這些記錄原樣保留。可以匯出，另存一份。',
    export_bad: '匯出為 JSON',
    qr_too_long: '這場比賽太長，一個二維碼放不下：請分享連結。',
    errors: {
      bad_match: (code, ...words) => `無法打開這張記分表：${reason('zh-Hant')(code, ...words)}。`,
      link_long: '這個連結比任何記分表都長，不予打開。',
      storage: (name) => `本機無法保存比賽（${name}）：儲存空間不可用或已滿。`,
      moved: '這場比賽在另一個分頁裏改過了：現在顯示的是最新的，請再改一次。',
      gone: '本機已不再保存這場比賽。',
      draw_failed: '這場比賽無法顯示，已原樣保留；這裏是比賽列表。',
      name_long: (max) => `名字最多${max}個字。`,
      note_long: (max) => `備註最多${max}個字。`,
      full: (max) => `記分表已滿（${max}條）：請開始新比賽。`,
    },
  },
  ja: {
    other_tab: 'この対局は別のタブで変更されました。今の内容を表示しています。',
    bad_records: '読めない記録',
    bad_hint: 'そのまま保存してあります。書き出して別の場所に控えを残せます。',
    export_bad: 'JSONで書き出す',
    qr_too_long: 'この対局はQRコード1つに収まりません。リンクを共有してください。',
    errors: {
      bad_match: (code, ...words) => `この点数表は開けません：${reason('ja')(code, ...words)}。`,
      link_long: 'このリンクはどの点数表よりも長いため、開きません。',
      storage: (name) => `この端末に対局を保存できません（${name}）：ストレージが使えないか満杯です。`,
      moved: 'この対局は別のタブで変更されました。今の内容を表示しています。もう一度変更してください。',
      gone: 'この対局はもうこの端末に保存されていません。',
      draw_failed: 'この対局を表示できません。そのまま保存してあります。対局の一覧を表示します。',
      name_long: (max) => `名前は${max}文字までです。`,
      note_long: (max) => `メモは${max}文字までです。`,
      full: (max) => `点数表がいっぱいです（${max}件）。新しい対局を始めてください。`,
    },
  },
};

/** `words` (a language's) with these beneath them. */
export function withSafetyWords(words, lang) {
  const safety = SAFETY_WORDS[lang] ?? SAFETY_WORDS.en;
  return { ...safety, ...words, errors: { ...safety.errors, ...words.errors } };
}
