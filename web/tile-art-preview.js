// Preview of all 42 tiles at three widths. Styles are set through the CSSOM
// so the page works under a CSP without 'unsafe-inline'.
import { tileSvg, TILE_CODES, BONUS_CODES } from './tile-art.js';

const codes = [...TILE_CODES, ...BONUS_CODES];
const out = document.getElementById('out');
Object.assign(document.body.style, {
  font: '14px system-ui, sans-serif', margin: '12px', background: '#2e6b4f', color: '#fff',
});

for (const width of [28, 36, 48]) {
  const h = document.createElement('h2');
  h.textContent = `${width} px wide`;
  Object.assign(h.style, { fontSize: '14px', margin: '14px 0 6px' });
  const grid = document.createElement('div');
  Object.assign(grid.style, { display: 'flex', flexWrap: 'wrap', gap: width < 36 ? '2px' : '4px' });
  grid.innerHTML = codes.map((c) => tileSvg(c, { title: c })).join('');
  for (const svg of grid.querySelectorAll('svg')) {
    Object.assign(svg.style, { display: 'block', width: `${width}px`, height: `${width * 4 / 3}px` });
  }
  out.append(h, grid);
}
