// The iframe route, for sites that cannot load scripts: embed.html#h=<notation>
// with the same fragment keys as the page (sd, d, pw, sw, lk, kr, rk, lt, f,
// r, o.<option>) plus m=compact|interactive, lang=en|zh and origin=<the
// embedding page's origin>.
//
// postMessage API, with the embedding page only (its origin is the `origin`
// key, or else the referrer's): the frame posts
//   {type: "mahjong-calculator:score", result}
// after every scoring, and accepts
//   {type: "mahjong-calculator:set", hand: "<notation>", attributes: {"self-drawn": true, "seat-wind": "S", …}}
// Messages from any other window or origin are ignored.
import './mahjong-calculator.js';

const element = document.querySelector('mahjong-calculator');
const params = new URLSearchParams(location.hash.slice(1));

function allowedOrigin() {
  const given = params.get('origin');
  try {
    if (given) return new URL(given).origin;
    if (document.referrer) return new URL(document.referrer).origin;
  } catch {
    // a malformed origin allows nobody
  }
  return null;
}
const parentOrigin = allowedOrigin();

const FROM_FRAGMENT = {
  h: 'hand', r: 'rules', lang: 'lang', m: 'mode', d: 'discarder', sw: 'seat-wind', pw: 'prevalent-wind', f: 'flowers',
  sd: 'self-drawn', lk: 'last-of-kind', kr: 'kong-replacement', rk: 'robbing-kong', lt: 'last-tile-of-wall',
};
const BOOLEAN = new Set(['self-drawn', 'last-of-kind', 'kong-replacement', 'robbing-kong', 'last-tile-of-wall']);
const ALLOWED = new Set(Object.values(FROM_FRAGMENT).concat('options'));

function setAttributes(attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (!ALLOWED.has(name)) continue;
    if (BOOLEAN.has(name)) element.toggleAttribute(name, value === true || value === '1' || value === 'true');
    else if (value === null || value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

const initial = {};
for (const [key, name] of Object.entries(FROM_FRAGMENT)) if (params.has(key)) initial[name] = params.get(key);
const options = {};
for (const [key, value] of params) {
  if (key.startsWith('o.')) options[key.slice(2)] = value === 'true' ? true : value === 'false' ? false : Number.isFinite(Number(value)) ? Number(value) : value;
}
if (Object.keys(options).length) initial.options = JSON.stringify(options);
setAttributes(initial);

element.addEventListener('score', (event) => {
  if (parentOrigin && window.parent !== window) {
    window.parent.postMessage({ type: 'mahjong-calculator:score', result: event.detail }, parentOrigin);
  }
});

window.addEventListener('message', (event) => {
  if (!parentOrigin || event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data;
  if (!data || data.type !== 'mahjong-calculator:set') return;
  const attributes = { ...(data.attributes ?? {}) };
  if (typeof data.hand === 'string') attributes.hand = data.hand;
  if (attributes.options && typeof attributes.options === 'object') attributes.options = JSON.stringify(attributes.options);
  setAttributes(attributes);
});
