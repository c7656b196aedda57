// The page's stylesheet (web/style.css), rewritten for the inside of
// <mahjong-calculator mode="interactive">, where the element's shell, not the
// browser window, is the calculator's screen:
//   - `rem` follows the host page's root font size (a host's common
//     `html { font-size: 62.5% }` would shrink every size by a third), so
//     each `N rem` becomes `calc(N * var(--rem))`, --rem being set in px on the
//     shell (web/embed-host.css); in an at-rule's condition, where var() is not
//     allowed, it becomes `em`, which a container query reads off the shell;
//   - a width-only `@media` query becomes an `@container calculator` query,
//     so the calculator in a 360 px column lays itself out as on a 360 px
//     phone whatever the window's width; `vw`/`vh` become the shell's `cqw`/`cqh`.
// Other media queries (colour scheme, hover, print) stay as they are.
// The build writes the result to dist/embed-calculator.css.

const NUMBER = String.raw`(\d*\.?\d+)`;
const WIDTH_FEATURE = String.raw`\(\s*(?:min-|max-)?width\s*:\s*[\d.]+(?:px|r?em)\s*\)`;
const WIDTH_ONLY = new RegExp(String.raw`^(?:only\s+)?(?:screen\s+and\s+)?${WIDTH_FEATURE}(?:\s+and\s+${WIDTH_FEATURE})*$`, 'i');

const remToEm = (text) => text.replace(new RegExp(`${NUMBER}rem\\b`, 'g'), '$1em');

export function embeddedStylesheet(css) {
  // Comments out first: a `rem` or `@media` in prose must not be rewritten.
  let out = css.replace(/\/\*[\s\S]*?\*\//g, '');
  out = out.replace(/@(media|container)\s+([^{;]+)\{/g, (whole, kind, condition) => {
    const query = condition.trim();
    if (kind === 'media' && WIDTH_ONLY.test(query)) {
      const features = query.replace(/^(?:only\s+)?(?:screen\s+and\s+)?/i, '');
      return `@container calculator ${remToEm(features)} {`;
    }
    return `@${kind} ${remToEm(query)} {`;
  });
  out = out.replace(new RegExp(`${NUMBER}rem\\b`, 'g'), 'calc($1 * var(--rem))');
  out = out.replace(new RegExp(`${NUMBER}[sdl]?vw\\b`, 'g'), '$1cqw');
  out = out.replace(new RegExp(`${NUMBER}[sdl]?vh\\b`, 'g'), '$1cqh');
  return out;
}
