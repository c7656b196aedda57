// Undo and redo of every change (the dock's arrows, Ctrl+Z and Ctrl+Shift+Z
// or Ctrl+Y) and New hand, in the dock's bar beside the keyboard's handle.
// Opening the page is not a step to undo. Undo is not Back: it stays on its
// buttons and keys.
import * as S from '../../state.js';
import { emptyHistory, record, redo, undo } from './state.js';
import { renderBar } from './view.js';

const isTextField = (el) => el?.matches?.('input:not([type=checkbox]):not([type=radio]), textarea, [contenteditable]');

export function mount(app) {
  const { ui } = app;
  let history = emptyHistory();

  function step(move) {
    const taken = move(history, ui.state);
    if (!taken) return;
    history = taken.history;
    ui.choosingWin = false;
    app.update(taken.state, { remember: false });
  }
  const stepBack = () => step(undo);
  const stepForward = () => step(redo);

  // Except in a text field, which has its own.
  (app.persist ? document : app.root).addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) stepBack();
    else if ((key === 'z' && e.shiftKey) || key === 'y') stepForward();
    else return;
    e.preventDefault();
  });

  return {
    changed({ before, after, remember }) {
      if (remember) history = record(history, before, after);
    },
    started() {
      history = emptyHistory();
    },
    render() {
      renderBar(app.part('bar'), {
        state: ui.state, lang: ui.lang, canUndo: history.past.length > 0, canRedo: history.future.length > 0, folded: ui.keyboard.folded,
        onUndo: stepBack, onRedo: stepForward, onNewHand: () => { ui.choosingWin = false; app.pickSeat(false); app.update(S.newHand(ui.state)); },
        onToggle: () => app.panels.keyboard.toggle(),
      });
    },
  };
}
