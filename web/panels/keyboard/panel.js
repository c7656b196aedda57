// The tile keyboard's wiring: what a tap adds, a blocked tap's reason in the
// hint line, the suit tabs (the arrow keys move between them), and the fold.
// Docked at the bottom (a narrow container), the keyboard folds by itself
// once the hand is complete and opens when it is not, with no history entry;
// unfolded by the player (its handle, or a tap on the folded hand) it is a
// Back layer: Back folds it again, and so does the handle, taking the entry
// back; when the hand takes the fold over again the entry goes too. The
// dock's height is what the result leaves room for.
import * as S from '../../state.js';
import { followHand } from './state.js';
import { refusedFacts } from '../options/state.js';
import { setProperty } from '../../view.js';
import { paletteGroups, renderPalette, renderTools } from './view.js';

// How long a blocked tap's reason stays in the hint line.
const HINT_MS = 4000;

export function mount(app) {
  const { ui, layers, part } = app;
  let hintTimer = null;
  // The red five tapped in chow mode whose chow is being chosen (it stands
  // in three), or null.
  let redChow = null;

  function tapTile(code, refused) {
    const chows = S.redFiveChows(ui.state, code);
    redChow = chows.length > 1 ? code : null;
    if (redChow) app.render();
    else app.update(S.tap(ui.state, code, refused));
  }

  function say(reason) {
    ui.hint = reason;
    app.render();
    clearTimeout(hintTimer);
    hintTimer = setTimeout(() => { ui.hint = null; app.render(); }, HINT_MS);
  }

  function selectTab(key) {
    ui.keyboard = { ...ui.keyboard, tab: key };
    app.render();
    app.root.querySelector(`[id="tab-${key}"]`)?.focus();
  }

  const fold = (folded) => { ui.keyboard = { ...ui.keyboard, folded }; };

  function toggle() {
    const folded = !ui.keyboard.folded;
    fold(folded);
    app.render();
    if (folded) layers.closed('keyboard');
    else layers.open('keyboard', () => { fold(true); app.render(); });
  }

  const dockedAtBottom = () => getComputedStyle(part('dock')).position === 'sticky';

  part('palette').addEventListener('keydown', (e) => {
    if (!e.target.matches('[role=tab]') || !['ArrowLeft', 'ArrowRight'].includes(e.key)) return;
    const keys = paletteGroups(ui.state.rules).map(([k]) => k);
    const step = e.key === 'ArrowRight' ? 1 : -1;
    selectTab(keys[(keys.indexOf(ui.keyboard.tab) + step + keys.length) % keys.length]);
  });

  if ('ResizeObserver' in window) {
    // Docked at the bottom, the dock's height is what the result's first
    // screen leaves it, and whatever is scrolled to or focused lands above
    // it, not under it. Read before anything is written (a read after a
    // write would lay the page out again inside the callback), and written
    // on the result card alone, the one that reads it (on the layout it
    // restyled every tile).
    const dock = part('dock');
    const result = part('result');
    const html = document.documentElement;
    new ResizeObserver(() => {
      const docked = dockedAtBottom();
      // Beside the result the keyboard has no handle to open it (style.css):
      // one folded at the foot (a phone turned on its side) opens.
      if (!docked && ui.keyboard.folded) {
        fold(false);
        layers.closed('keyboard');
        app.render();
      }
      const dockHeight = docked ? dock.offsetHeight : 0;
      const height = `${dockHeight}px`;
      if (result.style.getPropertyValue('--dock-h') !== height) result.style.setProperty('--dock-h', height);
      const padding = docked ? `${dockHeight + 8}px` : '0px';
      if (app.persist && html.style.scrollPaddingBottom !== padding) html.style.scrollPaddingBottom = padding;
    }).observe(dock);
  }

  return {
    toggle,
    changed({ before, after }) {
      // Beside the result (a wide container) the keyboard has its own room.
      if (!dockedAtBottom()) return;
      const followed = followHand(ui.keyboard, before, after);
      if (followed === ui.keyboard) return;
      ui.keyboard = followed;
      layers.closed('keyboard');
    },
    render() {
      const { state } = ui;
      const { folded, tab } = ui.keyboard;
      part('dock').classList.toggle('folded', folded);
      setProperty(part('keyboard'), 'hidden', folded);
      const chows = redChow ? S.redFiveChows(state, redChow) : [];
      if (chows.length < 2) redChow = null; // the mode or the hand changed since
      renderTools(part('tools'), {
        state, lang: ui.lang, notice: ui.hint, choosingWin: ui.choosingWin,
        onMode: (mode) => { redChow = null; app.update(S.setMode(ui.state, mode)); },
        onChooseWin: () => { ui.choosingWin = !ui.choosingWin; app.render(); },
        redChows: redChow ? chows : null,
        onRedChow: (tiles) => { redChow = null; app.update(S.addChow(ui.state, tiles)); },
      });
      const refused = refusedFacts(state, app.catalogFor(state.rules));
      renderPalette(part('palette'), {
        state, lang: ui.lang, tab, refused, onTap: (code) => tapTile(code, refused), onTab: selectTab, onBlocked: say,
      });
    },
  };
}
