// Hong Kong's words in the analysis panel (web/panels/analysis/strings.js),
// over the general ones: 叫糊, 食出铳, 番 (faan) and what a win pays.

const en = {
  unit: 'faan',
  pays_note: 'Faan, and what you collect (+).',
};

const hans = {
  waits_title: (n) => `叫糊：${n}张可食`,
  waits_hint: '点一张牌，看食这张的结果。',
  wait_tile: '食',
  by_discard: '食出铳',
  ready_on: '叫',
  discards_hint: '点一张打出，看打后叫甚么糊。',
  pays_note: '番数，及你收的钱（+）。',
  quiz_prompt: '这手牌食哪几张？逐一点选，再核对答案。',
  quiz_result: (right, waits, wrong) => `找到${waits}张糊张中的${right}张${wrong ? `，选错${wrong}张` : ''}。`,
  quiz_wrong: '不能食',
  needs_13: '这里显示13张的手牌和它叫的糊。',
};

// Japanese: 番 and what a win pays.
const ja = {
  unit: '番',
  pays_note: '番数と受け取る額（+）。',
};

export default { en, hans, ja };
