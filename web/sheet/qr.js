// The share link as a QR code, drawn as one SVG path (no inline styles: the
// page's CSP forbids them). qrcode-generator (MIT) encodes; we only draw.
import qrcode from 'qrcode-generator';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The QR matrix of a text (rows of booleans, dark = true), byte mode, error
 * correction L: a screen is not a worn label, and the lowest level keeps the
 * code of a whole match coarse enough for a camera.
 */
export function qrMatrix(text) {
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

// The most bytes a QR code holds (version 40, error correction L, byte mode).
export const QR_BYTES = 2953;

/**
 * An <svg> of the code with a four-module quiet zone; `text` is kept in
 * data-payload for tests and tools. Null when the text is longer than a QR
 * code holds (a long Hong Kong evening): the page then offers the link alone.
 */
export function qrSvg(text, label) {
  if (new TextEncoder().encode(text).length > QR_BYTES) return null;
  const matrix = qrMatrix(text);
  const size = matrix.length + 8;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  svg.dataset.payload = text;
  svg.dataset.modules = String(matrix.length);
  const bg = document.createElementNS(SVG, 'rect');
  bg.setAttribute('width', size);
  bg.setAttribute('height', size);
  bg.setAttribute('fill', '#fff');
  const path = document.createElementNS(SVG, 'path');
  let d = '';
  matrix.forEach((row, r) => row.forEach((dark, c) => { if (dark) d += `M${c + 4} ${r + 4}h1v1h-1z`; }));
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(bg, path);
  return svg;
}
