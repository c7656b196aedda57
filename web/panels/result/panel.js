// The result's wiring: a fan opens its definition (a Back layer while open,
// its text loaded on first need) or the fan table; a seat, and how the tile
// came, are one tap; a definition whose fan left the result closes with it.
// How the hand was read has its tile faces drawn just after the frame that
// shows the total, the fans and the payments (view.js says why).
import * as S from '../../state.js';
import { definitionsOf, wantDefinitions } from './definitions.js';
import { rulesLine } from './rules-summary.js';
import { arrangementPending, fillArrangement, renderResult, resultSkeleton } from './view.js';

export function mount(app) {
  const { ui, layers } = app;
  const root = app.part('result');
  root.append(...resultSkeleton());
  let openFan = null;
  let fuOpen = false; // the fu breakdown (Riichi), opened by a tap on the fu
  let keysForIndicators = false; // the keyboard was opened to fill an indicator row
  let drawing = false; // the arrangement's faces are asked for

  // The arrangement's faces, after the frame that shows the total, the fans and the payments.
  function drawArrangementSoon() {
    if (drawing || !arrangementPending(root)) return;
    drawing = true;
    app.afterFrame(() => { drawing = false; fillArrangement(root); });
  }

  async function toggleFan(id) {
    openFan = openFan === id ? null : id;
    app.render();
    if (openFan) layers.open('fan', () => { openFan = null; app.render(); });
    else layers.closed('fan');
    if (openFan) {
      await wantDefinitions(ui.state.rules, app.render);
      // The definition opens where it can be read, not under the keyboard.
      root.querySelector(`[id="def-${id}"]`)?.scrollIntoView({ block: 'nearest' });
    }
  }

  // Your seat; when it was the discarder's, the discarder is no longer known, and the player is told.
  function setSeat(seat) {
    const wasDiscarder = ui.state.discarder === seat;
    app.pickSeat(true);
    app.update(S.setSeat(ui.state, seat));
    if (wasDiscarder) app.tell('seat_was_discarder');
  }

  // Riichi's row under the seats: each a change of state; an indicator row's
  // "+" makes the keyboard fill that row, and opens it when folded.
  const onQuick = {
    flag: (key, value) => app.update(S.setSituation(ui.state, key, value)),
    counter: (key, step) => app.update(S.stepCounter(ui.state, key, step)),
    round: (wind) => app.update(S.setSituation(ui.state, 'prevalent_wind', wind)),
    removeIndicator: (field, index) => app.update(S.removeIndicator(ui.state, field, index)),
    indicator: (mode) => {
      app.update(S.setMode(ui.state, mode));
      keysForIndicators = ui.state.mode === mode && ui.keyboard.folded;
      if (keysForIndicators) app.panels.keyboard.toggle();
    },
  };

  // A row filled (its mode back to tiles): the keyboard opened for it folds
  // again, and the result it changed is in view.
  function indicatorsFilled(before, after) {
    if (!(before.mode in S.INDICATOR_MODES) || after.mode !== 'tile') return;
    if (keysForIndicators && !ui.keyboard.folded) app.panels.keyboard.toggle();
    keysForIndicators = false;
    requestAnimationFrame(() => root.querySelector('[data-part=summary]')?.scrollIntoView({ block: 'nearest' }));
  }

  return {
    changed({ before, after }) {
      indicatorsFilled(before, after);
      if (openFan && !ui.result?.fans?.some((f) => f.id === openFan)) {
        openFan = null;
        layers.closed('fan');
      }
    },
    render() {
      const { state } = ui;
      renderResult(root, {
        state, lang: ui.lang, result: ui.result, catalog: app.catalogFor(state.rules), loading: !ui.calculator, pending: ui.handPending, failed: ui.failed,
        players: ui.players, ask: ui.players ? ui.askSeat : null, chosen: ui.seatChosen,
        openFan, definitions: definitionsOf(state.rules), onFan: toggleFan, onFanTable: (id) => app.panels.fanTable.open(id),
        onSeat: setSeat, onWonFrom: (from) => app.update(S.setWonFrom(ui.state, from)),
        rulesLine: rulesLine(state, app.catalogFor(state.rules), ui.lang), onRules: () => app.panels.options.open(),
        fuOpen, onFu: () => { fuOpen = !fuOpen; app.render(); }, onQuick,
      });
      drawArrangementSoon();
    },
  };
}
