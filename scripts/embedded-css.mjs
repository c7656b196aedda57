// The page's stylesheet (web/style.css), rewritten for the inside of
// <mahjong-calculator mode="interactive">, where the element's shell, not the
// browser window, is the calculator's screen:
//   - `rem` follows the host page's root font size (a host's common
//     `html { font-size: 62.5% }` would shrink every size by a third), so
//     each `N rem` becomes `calc(N * var(--rem))`, --rem being set in px on the
//     shell (web/embed-host.css); in an at-rule's condition, where var() is not
//     allowed, it becomes `em`, which a container query reads off the shell;
//   - an `@media` query on the screen's size alone (width, height,
//     aspect-ratio, orientation) becomes an `@container calculator` query, so
//     the calculator in a 360 px column lays itself out as on a 360 px phone
//     whatever the window's size; `vw`/`vh` become the shell's `cqw`/`cqh`.
// Other media queries (colour scheme, hover, print) stay as they are.
// The build writes the result to dist/embed-calculator.css.

const NUMBER = String.raw`(\d*\.?\d+)`;
// A media feature a size container also answers: width, height, aspect-ratio
// (min-/max- or range syntax) and orientation.
const SIZE_FEATURE = String.raw`\(\s*(?:(?:min-|max-)?(?:width|height|aspect-ratio)\s*:[^()]*|[^():]*\b(?:width|height|aspect-ratio)\b[^():]*|orientation\s*:\s*(?:portrait|landscape)\s*)\)`;
const SIZE_ONLY = new RegExp(String.raw`^(?:only\s+)?(?:(?:screen|all)\s+and\s+)?(${SIZE_FEATURE}(?:\s+and\s+${SIZE_FEATURE})*)$`, 'i');

const remToEm = (text) => text.replace(new RegExp(`${NUMBER}rem\\b`, 'g'), '$1em');

// `@media (min-width: 410px), (orientation: landscape)` -> the container
// condition `((min-width: 410px)) or ((orientation: landscape))`, or null
// when any part asks something only the window knows (a colour scheme, a
// pointer, print).
function containerCondition(mediaQueryList) {
  const parts = mediaQueryList.split(',').map((q) => q.trim().match(SIZE_ONLY)?.[1]);
  if (parts.some((p) => !p)) return null;
  return parts.length === 1 ? parts[0] : parts.map((p) => `(${p})`).join(' or ');
}

export function embeddedStylesheet(css) {
  // Comments out first: a `rem` or `@media` in prose must not be rewritten.
  let out = css.replace(/\/\*[\s\S]*?\*\//g, '');
  out = out.replace(/@(media|container)\s+([^{;]+)\{/g, (whole, kind, prelude) => {
    const query = prelude.trim();
    const asContainer = kind === 'media' ? containerCondition(query) : null;
    if (asContainer) return `@container calculator ${remToEm(asContainer)} {`;
    return `@${kind} ${remToEm(query)} {`;
  });
  out = out.replace(new RegExp(`${NUMBER}rem\\b`, 'g'), 'calc($1 * var(--rem))');
  out = out.replace(new RegExp(`${NUMBER}[sdl]?vw\\b`, 'g'), '$1cqw');
  out = out.replace(new RegExp(`${NUMBER}[sdl]?vh\\b`, 'g'), '$1cqh');
  return out;
}
