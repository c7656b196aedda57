// The iframe route, for sites that cannot load scripts: embed.html#h=<notation>
// with the same fragment keys as the page (sd, d, pw, sw, lk, kr, rk, lt, f,
// r, o.<option>) plus m=compact|interactive|waits (q=1: the waits as a quiz), lang=en|zh|ja and origin=<the
// embedding page's origin>.
//
// The frame follows later changes of its fragment (the embedding page setting
// the iframe's src to another hand, say): the fragment then says the whole
// state again, so a key left out goes back to its default.
//
// postMessage API, with the embedding page only (its origin is the `origin`
// key, or else the referrer's; an http or https origin only, read once at
// load): the frame posts
//   {type: "mahjong-calculator:score", result}
// after every scoring, and accepts
//   {type: "mahjong-calculator:set", hand: "<notation>", attributes: {"self-drawn": true, "seat-wind": "S", …}}
// Messages from any other window or origin are ignored.
import './mahjong-calculator.js';

const element = document.querySelector('mahjong-calculator');
const fragment = () => new URLSearchParams(location.hash.slice(1));

/**
 * The embedding page's origin, or null (nobody is trusted). Only http and
 * https: data:, javascript:, file:, blob: and about: pages have the opaque
 * origin "null", which every sandboxed frame and data: page shares, so
 * trusting it would trust them all.
 */
function trustedOrigin(given, referrer) {
  const candidate = given || referrer;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null; // a malformed origin trusts nobody
  }
}
const parentOrigin = trustedOrigin(fragment().get('origin'), document.referrer);

const FROM_FRAGMENT = {
  h: 'hand', r: 'rules', lang: 'lang', m: 'mode', d: 'discarder', sw: 'seat-wind', pw: 'prevalent-wind', f: 'flowers',
  sd: 'self-drawn', lk: 'last-of-kind', kr: 'kong-replacement', rk: 'robbing-kong', lt: 'last-tile-of-wall', q: 'quiz',
};
const BOOLEAN = new Set(['self-drawn', 'last-of-kind', 'kong-replacement', 'robbing-kong', 'last-tile-of-wall', 'quiz']);
const ALLOWED = new Set(Object.values(FROM_FRAGMENT).concat('options'));

function setAttributes(attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (!ALLOWED.has(name)) continue;
    if (BOOLEAN.has(name)) element.toggleAttribute(name, value === true || value === '1' || value === 'true');
    else if (value === null || value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, String(value));
  }
}

// The element's attributes from a fragment: every key, those absent included
// (null removes the attribute, a boolean's absence is false).
function attributesFromFragment(params) {
  const attributes = {};
  for (const [key, name] of Object.entries(FROM_FRAGMENT)) {
    attributes[name] = params.has(key) ? params.get(key) : BOOLEAN.has(name) ? false : null;
  }
  const options = {};
  for (const [key, value] of params) {
    if (key.startsWith('o.')) options[key.slice(2)] = value === 'true' ? true : value === 'false' ? false : Number.isFinite(Number(value)) ? Number(value) : value;
  }
  attributes.options = Object.keys(options).length ? JSON.stringify(options) : null;
  return attributes;
}

setAttributes(attributesFromFragment(fragment()));
window.addEventListener('hashchange', () => setAttributes(attributesFromFragment(fragment())));

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
  merge(attributes);
});

// A burst of messages (a page posting on every keystroke, or thousands in a
// loop) is scored once: each message's attributes are laid over those still
// waiting, the later winning, and set together after the burst's tasks.
let waiting = null;
function merge(attributes) {
  if (!waiting) {
    waiting = {};
    setTimeout(() => {
      const all = waiting;
      waiting = null;
      setAttributes(all);
    }, 0);
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (ALLOWED.has(name)) waiting[name] = value;
  }
}
