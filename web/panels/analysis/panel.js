// The analysis's wiring (issue 13). Its view is a module of its own, fetched
// from the 10th tile on, so that it is in when the 13th comes. The analysis
// (a ready hand's waits, each scored; the discards) costs a phone
// milliseconds and the panel a larger frame: the tap's frame shows the tile
// and the total, and the analysis fills in right after it. A change the
// analysis does not read (self-drawn, a flag) keeps the one shown.
import { loadScorer } from '../../mahjong.js';
import * as S from '../../state.js';
import { tileCount } from '../hand/tiles.js';
import { lazyPanel } from '../lazy.js';
import { minimumOf } from '../result/state.js';
import { analysisHand, analysisKind } from './kind.js';

// From how many tiles the panel's code is fetched (it shows at 13).
const FETCH_FROM_TILES = 10;
// The analysis builds its tables on first use (tens of ms on a phone): built
// on this hand once the page is idle, the first 13th tile a player enters is
// a frame like any other.
const WARM_UP = { text: '1236m4589p2377sEC' };

export function mount(app) {
  const { ui } = app;
  // The view, the analysis's own wasm module (issue 21) and its styles
  // (later.css) load together; then the hand in view is analysed, and the
  // module warmed when idle.
  const view = lazyPanel(() => Promise.all([import('./view.js'), loadScorer('analysis'), app.laterStyles()]).then(([module]) => module), () => {
    analysedKey = null;
    if (ui.calculator) analyseSoon(S.toHand(ui.state));
    app.idle(() => ui.calculator?.analyze(WARM_UP));
    app.render();
  });
  let analysis = null; // 13 tiles, or 14 that do not win: see state.js
  let analysedKey = null; // the hand the analysis asked for is of
  let asked = 0; // which ask is the latest: only it analyses

  function analyseSoon(hand) {
    const { state, result } = ui;
    const kind = analysisKind(state, result);
    const read = kind && analysisHand(hand);
    const key = kind && JSON.stringify([kind, read, state.discarder]);
    if (key === analysedKey) return;
    analysedKey = key;
    analysis = null;
    const ask = ++asked;
    if (!kind) return;
    // After the tap's frame; one asked for earlier finds a later ask and does
    // nothing. analyse() comes with the view, whose arrival asks again: for
    // the same hand when the view came within the frame (a link's ready
    // hand), which analysed it twice and drew its rows twice.
    app.afterFrame(() => {
      if (ask !== asked || !view.module) return;
      analysis = view.module.analyse(ui.calculator, ui.state, kind, read, ui.catalogs[ui.state.rules]?.analysis_reading);
      app.render();
    });
  }

  return {
    changed: ({ hand }) => { if (ui.calculator) analyseSoon(hand); },
    render() {
      const { state } = ui;
      const tiles = tileCount(state);
      if ((analysisKind(state, ui.result) || (tiles >= FETCH_FROM_TILES && tiles < 14)) && !view.module) view.load().catch(() => {});
      view.module?.renderAnalysis(app.part('analysis'), {
        state, lang: ui.lang, analysis, minimum: minimumOf(state, { rules: state.rules }, ui.catalogs[state.rules]),
        total: ui.catalogs[state.rules]?.shown_total, reading: ui.catalogs[state.rules]?.analysis_reading,
        onWait: (tile) => app.update(view.module.winOn(ui.state, tile)), onDiscard: (tile) => app.update(view.module.letGo(ui.state, tile)),
      });
    },
  };
}
