// The DOM helpers every panel shares: an element builder, the tile faces, and
// writes that touch the DOM only when something changed (each write makes the
// browser restyle or re-lay its section, and a tap must fit in a frame).
import { RED_FIVES, tileSvg } from './tile-art.js';
import { BONUS, TILES } from './panels/hand/tiles.js';

// h('button', {class: 'x', onclick}, child, ...): a small element builder.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else if (key === 'html') el.innerHTML = value; // only our own SVG
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  el.append(...nodes(children));
  return el;
}

/** Children as nodes: null, undefined and false are nothing (never the text "null"). */
export function nodes(children) {
  const out = [];
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    out.push(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return out;
}

/** Replaces an element's children, skipping empty ones. */
export function fill(el, ...children) {
  el.replaceChildren(...nodes(children));
  return el;
}

// Every tile's face is parsed from its SVG once, all in one go, and cloned
// after: parsing SVG markup costs ten times a clone, a render shows dozens of
// tiles, and one parse of the 42 faces costs about half of 42 small ones.
let faces = null;
export function tileFace(code) {
  if (!faces) {
    const codes = [...TILES, ...BONUS, ...RED_FIVES];
    const all = document.createElement('div');
    all.innerHTML = codes.map((c) => `<span class="face">${tileSvg(c)}</span>`).join('');
    faces = new Map(codes.map((c, i) => [c, all.children[i]]));
  }
  return faces.get(code).cloneNode(true);
}

/** Writes an attribute only when it changes (null removes it). */
export function setIfChanged(el, name, value) {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/**
 * Sets a DOM property (hidden, inert, disabled) only when it changes: an
 * unchanged write still counts as an attribute change, and the element is
 * restyled in the tap's frame.
 */
export function setProperty(el, name, value) {
  if (el[name] !== value) el[name] = value;
}

/** Writes an element's text only when it changes. */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** True when `key` is what the element last showed; otherwise remembers it. */
export function unchanged(el, key) {
  if (el.dataset.key === key) return true;
  el.dataset.key = key;
  return false;
}

// What identifies the focused control, so that a redraw that rebuilt it
// focuses the new one.
const FOCUS_KEYS = ['data-tile', 'data-mode', 'data-option', 'data-field', 'data-flag', 'data-rules', 'data-seat-choice',
  'data-won-from', 'data-testid', 'data-part', 'id'];

function focusSelector(root, el) {
  if (!el || !root.contains(el)) return null;
  for (const key of FOCUS_KEYS) {
    if (!el.hasAttribute(key)) continue;
    const value = el.getAttribute(key).replace(/"/g, '\\"');
    const extra = el.type === 'radio' ? `[value="${el.value}"]` : '';
    return `[${key}="${value}"]${extra}`;
  }
  return null;
}

/** Runs `draw()` over `root`; a control focused before it is focused after, even if rebuilt. */
export function keepingFocus(root, draw) {
  const focused = () => root.getRootNode().activeElement;
  const refocus = focusSelector(root, focused());
  draw();
  if (!refocus) return;
  const again = root.querySelector(refocus);
  if (again && again !== focused() && !again.closest('[inert]')) again.focus({ preventScroll: true });
}
