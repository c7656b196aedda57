// Mahjong tile art, drawn programmatically as small SVG strings.
//
// tileSvg(code, {title}) -> '<svg ...>...</svg>' for one tile (viewBox 0 0 30 40).
// All artwork is generated here from compact data; no fonts, images or
// external references are needed. The Chinese characters on the suit and
// honour tiles are drawn as stroke paths, so they render identically with or
// without CJK fonts. Only the small name labels on flower/season tiles use
// <text> with a CJK font stack; those tiles stay identifiable by their
// picture and latin seat number. Every tile carries a latin corner index.

export const TILE_CODES = [
  '1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m',
  '1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p',
  '1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s',
  'E', 'S', 'W', 'N', 'C', 'F', 'P',
];
export const BONUS_CODES = ['f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'];
// Riichi's red fives (Tenhou's 0m 0p 0s): a five of its suit, every mark red.
export const RED_FIVES = ['0m', '0p', '0s'];

const FACE = '#fbf8ef';
const INK = '#1c2551'; // characters numerals, winds
const RED = '#c62f2a';
const GREEN = '#17804a';
const BLUE = '#1f5ea8';
const CJK_FONT = "'Noto Sans CJK SC','PingFang SC','Hiragino Sans GB','Microsoft YaHei',sans-serif";
const LATIN_FONT = 'Arial,Helvetica,sans-serif';

// Stroke glyphs on a 12x12 grid (SVG path data, drawn with round caps/joins).
const GLYPHS = {
  1: 'M1 6.4L11 6',
  2: 'M2.5 3.2H9.5M1 9.6H11',
  3: 'M2 2H10M3 6H9M1 10.2H11',
  4: 'M1.5 2.2V10.6M1.5 2.2H10.5V10.6M1.5 10H10.5M4.6 2.2V5.6Q4.6 7.4 3.2 7.8M7.4 2.2V7Q7.4 7.8 8.4 7.8H10.5',
  5: 'M1.8 1.8H10.2M5.6 1.8L4.6 10.6M2.8 6H8.8L8.6 10.6M1 10.6H11',
  6: 'M5.6 .6L6.8 2.4M1.2 4.2H10.8M4.4 6.4L1.8 10.6M7.6 6.4L10.2 10.6',
  7: 'M1 6.6L11 5M4.8 1V9.4Q4.8 11 6.4 11H10.4L10.6 9.4',
  8: 'M4.4 2.4Q4.6 7.6 1.2 10.8M7.4 2.4Q7.6 7.6 10.8 10.4',
  9: 'M5.2 1V4.4Q5.2 8.8 1.2 11M1.6 4.4H8.2V9.8Q8.2 11 9.4 11H10.8V9.4',
  m: 'M1 2.4H11M5 5.4H9.8V10Q9.8 11.6 8 11.2M5 2.4V6Q5 9.4 1.4 11.4',
  // 萬, as Hong Kong and Taiwan sets write it (the grass top, 田 with its
  // stroke running down, and 禸 below).
  M: 'M1 1.6H11M4 .3V3M8 .3V3M3.2 3.7H8.8V6.7H3.2ZM3.2 5.2H8.8M6 3.7V10.2M1.8 11.7V7.9H10.2V10.5Q10.2 11.7 9 11.4' +
    'M4.2 10.4L7.8 9.4M7.2 8.7L8.4 10.4',
  E: 'M1.2 2.6H10.8M2.8 4V8.2M2.8 4H9.2V8.2M2.8 6.1H9.2M2.8 8.2H9.2M6 .4V11.6M5.6 8.6L1.4 11.2M6.4 8.6L10.6 11.2',
  S: 'M1.2 2.4H10.8M6 .4V4.2M2.2 4.4V11.6M2.2 4.4H9.8V10.6Q9.8 11.6 8.6 11.6M4.4 5.6L5 6.4M7.6 5.6L7 6.4M3.8 7.6H8.2M3.6 9.4H8.4M6 7.6V11.6',
  W: 'M1 1.8H11M2 4.4V11.4M2 4.4H10V11.4M2 10.6H10M4.8 1.8V6.4Q4.8 7.8 3.6 8.4M7.2 1.8V7.6Q7.2 8.4 8 8.4H9.4',
  N: 'M4.4 .8V11.2M1.2 4.6H4.4M1 10.2L4.4 8.6M7.6 .8V9.8Q7.6 11 8.8 11H11V9.4M10.6 3.2L7.6 5.4',
  C: 'M1.6 3.4V8.6M1.6 3.4H10.4V8.6M1.6 8.4H10.4M6 .2V11.8',
  F: 'M1.4 1.2H4.4L1.2 4.4M2.6 2.6L3.8 3.6M7 1L8 2M10.2 .6Q9.2 2.8 6.6 4.2M8 2.6Q9.4 4.2 11.2 4.6' +
    'M1.6 6.2H4.8V8.2H2V10.2H5.2V11.2Q5.2 12 4.2 11.6' +
    'M7.4 5.8V7Q7.4 8 6.4 8.6M7.4 5.8H9.4V7.4Q9.4 8 10.6 8M6.6 9.2H10.2Q9 11.2 6.2 11.8M7.2 9.8Q8.6 11.2 11 11.8',
};

// Dot layouts: [x, y, r, colour] per number.
const B = BLUE, G = GREEN, R = RED;
const DOTS = {
  2: [[15, 15.5, 5, G], [15, 31.5, 5, B]],
  3: [[8, 12.5, 4.2, B], [15, 23.5, 4.2, R], [22, 34.5, 4.2, G]],
  4: [[9.5, 16, 4.6, B], [20.5, 16, 4.6, G], [9.5, 31, 4.6, G], [20.5, 31, 4.6, B]],
  5: [[8, 13.5, 4, B], [22, 13.5, 4, G], [15, 23.5, 4, R], [8, 33.5, 4, G], [22, 33.5, 4, B]],
  6: [[10, 13, 3.8, G], [20, 13, 3.8, G], [10, 24, 3.8, R], [20, 24, 3.8, R], [10, 34, 3.8, R], [20, 34, 3.8, R]],
  7: [[7, 11.6, 3.2, G], [15, 15, 3.2, G], [23, 18.4, 3.2, G],
    [10, 26.6, 3.4, R], [20, 26.6, 3.4, R], [10, 34.4, 3.4, R], [20, 34.4, 3.4, R]],
  8: [11.6, 19.1, 26.6, 34.1].flatMap((y) => [[10, y, 3.3, B], [20, y, 3.3, B]]),
  9: [[13, B], [23.5, R], [34, G]].flatMap(([y, c]) => [7, 15, 23].map((x) => [x, y, 3.7, c])),
};

// Bamboo layouts: [x, yCentre, length, red?] per number; stick width per number.
const STICKS = {
  2: [[15, 15.5, 12], [15, 31, 12]],
  3: [[15, 15.5, 12], [10, 31, 12], [20, 31, 12]],
  4: [[10, 15.5, 12], [20, 15.5, 12], [10, 31, 12], [20, 31, 12]],
  5: [[8, 15.5, 12], [22, 15.5, 12], [15, 23.3, 12, 1], [8, 31, 12], [22, 31, 12]],
  6: [8, 15, 22].flatMap((x) => [[x, 15.5, 12], [x, 31, 12]]),
  7: [[15, 13, 7.5, 1], ...[8, 15, 22].flatMap((x) => [[x, 23, 7.5], [x, 33, 7.5]])],
  8: [6.5, 12.2, 17.8, 23.5].flatMap((x) => [[x, 15.5, 12], [x, 31, 12]]),
  9: [8, 15, 22].flatMap((x) => [13, 23, 33].map((y) => [x, y, 7.5, x === 15])),
};

// Flowers (梅 蘭 菊 竹) and seasons (春 夏 秋 冬): label + picture.
const BONUS = {
  f1: ['梅', '<path d="M6 36Q12 30 13 22M13 26Q17 24 19 19" stroke="#7a4a26" stroke-width="1.6" fill="none" stroke-linecap="round"/>' +
    '<g fill="#e0607e">' + [0, 72, 144, 216, 288].map((a) => `<circle cx="${r1(16 + 4 * Math.sin(a * Math.PI / 180))}" cy="${r1(19 - 4 * Math.cos(a * Math.PI / 180))}" r="3"/>`).join('') +
    '</g><circle cx="16" cy="19" r="1.8" fill="#f6c945"/>'],
  f2: ['蘭', '<path d="M15 37Q13 26 5 18M15 37Q16 24 22 14M15 37Q19 30 26 28M15 37Q12 32 8 31" stroke="' + GREEN + '" stroke-width="1.4" fill="none" stroke-linecap="round"/>' +
    '<path d="M22 14Q20 10 22 7Q24 10 22 14Q18 14 16.6 11Q20 10.6 22 14Q26 14 27.4 11Q24 10.6 22 14" fill="#8a4fb0"/>'],
  f3: ['菊', '<path d="M15 37V28M15 32Q11 30 9 31M15 33Q19 30 22 31" stroke="' + GREEN + '" stroke-width="1.5" fill="none" stroke-linecap="round"/>' +
    '<circle cx="15" cy="20" r="5.6" fill="none" stroke="#e8a317" stroke-width="4.6" stroke-dasharray="1.7 1"/>' +
    '<circle cx="15" cy="20" r="2.8" fill="#d2691e"/>'],
  f4: ['竹', '<path d="M14 38V11" stroke="' + GREEN + '" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M12.6 19H15.4M12.6 28H15.4" stroke="' + FACE + '" stroke-width=".8"/>' +
    '<path d="M15 19Q20 14 25 14Q21 17 15 19M15 28Q21 26 25 29Q20 30 15 28M13 24Q8 21 5 22Q9 25 13 24" fill="' + GREEN + '"/>'],
  s1: ['春', '<path d="M5 36H25" stroke="#8a5a2b" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M15 36V22" stroke="#4caf50" stroke-width="1.6"/>' +
    '<path d="M15 26Q8 27 5 20Q12 18 15 26M15 23Q18 15 26 15Q24 23 15 23" fill="#4caf50"/>'],
  s2: ['夏', '<circle cx="15" cy="24" r="9.6" fill="none" stroke="#f0a020" stroke-width="3" stroke-dasharray="1.3 2.47"/>' +
    '<circle cx="15" cy="24" r="6" fill="#e0452b"/>'],
  s3: ['秋', '<path d="M15 12L18 18L24 16L21 22L26 25L19 27L19 33L15 30L11 33L11 27L4 25L9 22L6 16L12 18Z" fill="#d9661f"/>' +
    '<path d="M15 16V37" stroke="#8a3b12" stroke-width="1.2" stroke-linecap="round"/>'],
  s4: ['冬', '<path d="M15 14V34M6.3 19L23.7 29M6.3 29L23.7 19M12.5 15.5L15 18L17.5 15.5M12.5 32.5L15 30L17.5 32.5M6.3 22.6L9.8 21.5L8.8 18M21.2 30L20.2 26.5L23.7 25.4M6.3 25.4L9.8 26.5L8.8 30M21.2 18L20.2 21.5L23.7 22.6" stroke="' + BLUE + '" stroke-width="1.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'],
};

function r1(n) {
  return Math.round(n * 10) / 10;
}

function esc(s) {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function glyph(key, x, y, scale, colour, width, extra = '') {
  return `<path${extra} transform="translate(${x} ${y}) scale(${scale})" d="${GLYPHS[key]}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function dotsArt(n) {
  if (n === 1) {
    return `<circle cx="15" cy="23.5" r="10.4" fill="none" stroke="${BLUE}" stroke-width="1.6"/>` +
      `<circle cx="15" cy="23.5" r="7.4" fill="none" stroke="${GREEN}" stroke-width="2.6" stroke-dasharray="2.3 1.57"/>` +
      `<circle cx="15" cy="23.5" r="4.4" fill="${RED}"/><circle cx="15" cy="23.5" r="1.6" fill="${FACE}"/>`;
  }
  return DOTS[n].map(([x, y, r, c]) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.55)}" fill="none" stroke="${FACE}" stroke-width="${r1(r * 0.22)}"/>`,
  ).join('');
}

function bambooArt(n) {
  if (n === 1) {
    // A single large bamboo shoot with leaves and a red bud.
    return `<path d="M15 37V13" stroke="${GREEN}" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M12 21H18M12 29H18" stroke="${FACE}" stroke-width="1.2"/>` +
      `<path d="M17 21Q22 15 27 15Q23 20 17 21M13 29Q8 23 3 23Q7 28 13 29" fill="${GREEN}"/>` +
      `<circle cx="15" cy="11" r="3" fill="${RED}"/>`;
  }
  const w = n === 8 ? 2.6 : 3;
  const paths = { [GREEN]: '', [RED]: '' };
  let nodes = '';
  for (const [x, y, len, red] of STICKS[n]) {
    const h = len / 2 - w / 2; // half length of the straight part (caps are round)
    paths[red ? RED : GREEN] += `M${x} ${r1(y - h)}V${r1(y + h)}`;
    nodes += `M${r1(x - w / 2)} ${y}h${w}`;
  }
  let out = '';
  for (const c of [GREEN, RED]) {
    if (paths[c]) out += `<path d="${paths[c]}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`;
  }
  return out + `<path d="${nodes}" stroke="${FACE}" stroke-width=".8"/>`;
}

function index(label, colour) {
  return `<text x="2.2" y="8.2" font-family="${LATIN_FONT}" font-size="8" font-weight="700" fill="${colour}">${label}</text>`;
}

function body(code) {
  if (RED_FIVES.includes(code)) {
    return body(`5${code[1]}`).replace(new RegExp(`(${[INK, BLUE, GREEN].join('|')})`, 'g'), RED);
  }
  if (/^[1-9][mps]$/.test(code)) {
    const n = +code[0];
    const suit = code[1];
    if (suit === 'm') {
      // Both characters: the page's style shows 萬 where the table reads it
      // (style.css, .wan-trad); on its own the SVG shows 万.
      return index(n, INK) + glyph(n, 8.4, 8.2, 1.1, INK, 1.5) + glyph('m', 7.4, 23.2, 1.26, RED, 1.35, ' class="wan-s"') +
        glyph('M', 7.4, 23.2, 1.26, RED, 1.2, ' class="wan-t" display="none"');
    }
    if (suit === 'p') return index(n, BLUE) + dotsArt(n);
    return index(n, GREEN) + bambooArt(n);
  }
  if (['E', 'S', 'W', 'N'].includes(code)) return index(code, INK) + glyph(code, 4.2, 12.4, 1.8, INK, 1.15);
  if (code === 'C') return index('C', RED) + glyph('C', 4.2, 12.4, 1.8, RED, 1.3);
  if (code === 'F') return index('F', GREEN) + glyph('F', 4.2, 12.4, 1.8, GREEN, 0.95);
  if (code === 'P') {
    return index('P', BLUE) + `<rect x="6" y="11" width="18" height="25" rx="1" fill="none" stroke="${BLUE}" stroke-width="2.2"/>` +
      `<rect x="9.2" y="14.2" width="11.6" height="18.6" fill="none" stroke="${BLUE}" stroke-width=".9"/>`;
  }
  const bonus = Object.hasOwn(BONUS, code) && BONUS[code];
  if (bonus) {
    const isFlower = code[0] === 'f';
    return index(code[1], isFlower ? RED : BLUE) +
      `<text x="27.6" y="8.4" text-anchor="end" font-family="${CJK_FONT}" font-size="7" fill="${isFlower ? RED : BLUE}">${bonus[0]}</text>` +
      bonus[1];
  }
  return null;
}

/**
 * SVG markup for one tile.
 * @param {string} code one of TILE_CODES or BONUS_CODES
 * @param {{title?: string}} [opts] title adds an accessible <title>; without
 *   it the SVG is marked aria-hidden (label the surrounding control instead).
 * @returns {string}
 */
export function tileSvg(code, opts = {}) {
  const art = body(code);
  if (art === null) throw new RangeError(`unknown tile code: ${code}`);
  const title = opts.title != null ? `<title>${esc(opts.title)}</title>` : '';
  const aria = title ? 'role="img"' : 'aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 40" ${aria}>${title}` +
    `<rect x=".5" y=".5" width="29" height="39" rx="3.5" fill="${FACE}" stroke="#b2a78c"/>` +
    art + '</svg>';
}
