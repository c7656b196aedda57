// The hand's wiring: a tap on a tile removes it (or, while the winning tile
// is being chosen, makes it the winning tile), a tap on a meld removes the
// meld, and a tap on the folded preview opens the keyboard.
import * as S from '../../state.js';
import { renderHand } from './view.js';

export function mount(app) {
  const { ui } = app;
  function tapTile(index) {
    if (ui.choosingWin) {
      ui.choosingWin = false;
      app.update(S.setWinning(ui.state, index));
    } else {
      app.update(S.removeTile(ui.state, index));
    }
  }
  return {
    render() {
      renderHand(app.part('hand'), {
        state: ui.state, lang: ui.lang, choosingWin: ui.choosingWin, folded: ui.keyboard.folded, onTile: tapTile,
        onOpen: () => app.panels.keyboard.toggle(), onMeld: (i) => app.update(S.removeMeld(ui.state, i)),
      });
    },
  };
}
