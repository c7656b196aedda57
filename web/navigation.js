// Back closes what is open on top: a player at the table presses Back (the
// phone's gesture, the browser's button) to close the fan table, a fan's
// definition, the options or the score sheet, one layer per press, and
// leaves the page only when nothing is open.
//
// Each layer that opens pushes one history entry (same address, its depth in
// history.state.layer); Back pops it and the layer above that depth closes.
// A layer closed by its own button goes back in history, so entries never
// pile up. The address's fragment (the hand) is not the layers' business:
// after each Back `onReturn` writes the current hand into the entry landed
// on, before its older fragment can reach the page's hashchange handler.
//
// An entry no layer answers to (one left by a reload while a layer was open,
// or by a layer closed under another) is passed over: a press that closes
// nothing goes on back, so it leaves the page as Back should.

import { afterPaint } from './frames.js';

// Frames a step back waits for an earlier one to land (about a second).
const MAX_WAITS = 60;

/** A stack of layers for the page (`onReturn()` after every Back). */
export function layerStack({ onReturn = () => {} } = {}) {
  let open = []; // [{name, close, depth}], bottom first
  // A reload keeps the entries: the page starts on the one it was left on.
  let depth = Number.isInteger(history.state?.layer) ? history.state.layer : 0;
  let ownBacks = 0; // history.back() calls of ours whose popstate is to come
  let stepping = 0; // how far back the step asked for in this task goes

  function mark(layer) {
    return { ...(history.state ?? {}), layer };
  }

  addEventListener('popstate', (e) => {
    const landed = e.state?.layer;
    // The player's own Back or Forward lands where it lands: a step of ours
    // still waiting for its frame would take them further.
    if (ownBacks === 0) stepping = 0;
    if (!Number.isInteger(landed)) {
      // Not one of ours (a new fragment typed or followed): it is a new
      // page state, and what was open on the old one closes.
      closeAbove(-1);
      depth = 0;
      return;
    }
    if (landed > depth && ownBacks === 0) {
      // Forward into a layer's entry: the layer is gone, step back out.
      // (Above `depth` on the way back of a step of ours, it is where that
      // step passes through.)
      ownBacks++;
      history.go(depth - landed);
      return;
    }
    const closed = closeAbove(landed);
    // A step of ours landing with another still to take: the page's depth
    // is where that one will land (a layer opened meanwhile takes its entry).
    depth = ownBacks > 0 ? Math.max(0, landed - stepping) : landed;
    onReturn();
    if (ownBacks > 0) {
      ownBacks--;
      return;
    }
    if (!closed) history.back();
  });

  // Layers closed by one tap (a fan's definition and the keyboard under it)
  // go back in one step: two steps asked for at once would land one after
  // the other, the first above where the layers are. The step waits for the
  // tap's frame: its popstate, landing earlier, held that frame back (the
  // address rewritten, the layout forced). A layer opened meanwhile takes
  // the entry the step would have left (see open()).
  function stepBack(steps) {
    if (!stepping) {
      // Where the step starts: if the page has moved meanwhile (a link
      // followed, a fragment set), the step is not to be taken from there.
      // With a step of ours still on its way (a form closed, then its sheet
      // at once), that is where the earlier step lands, not the entry the
      // page is on until it does.
      const from = ownBacks ? depth : history.state?.layer;
      let waits = 0;
      const step = () => {
        if (!stepping) return;
        if (ownBacks && waits++ < MAX_WAITS) {
          afterPaint().then(step);
          return;
        }
        if (history.state?.layer !== from) {
          stepping = 0;
          return;
        }
        const steps = stepping;
        stepping = 0;
        ownBacks++;
        history.go(-steps);
      };
      afterPaint().then(step);
    }
    stepping += steps;
  }

  function closeAbove(level) {
    let closed = false;
    while (open.length && open.at(-1).depth > level) {
      const layer = open.pop();
      layer.close();
      closed = true;
    }
    return closed;
  }

  return {
    /** A layer opened: one entry to close it by. Opening one already open changes nothing. */
    open(name, close) {
      const shown = open.find((layer) => layer.name === name);
      if (shown) {
        shown.close = close;
        return;
      }
      depth += 1;
      if (stepping) {
        // A step back is on its way: the entry one above where it lands is
        // already this depth's, so it goes one step less.
        stepping -= 1;
      } else {
        if (history.state?.layer !== depth - 1) history.replaceState(mark(depth - 1), '');
        history.pushState(mark(depth), '');
      }
      open.push({ name, close, depth });
    },
    /**
     * Layers closed by their own controls (a panel and what it holds): their
     * entries go too, in one step back, unless a layer stays open above them.
     */
    closed(...names) {
      const gone = open.filter((layer) => names.includes(layer.name));
      if (!gone.length) return;
      open = open.filter((layer) => !names.includes(layer.name));
      if (open.some((layer) => layer.depth > gone[0].depth)) return;
      const target = open.length ? open.at(-1).depth : 0;
      if (target >= depth) return;
      stepBack(depth - target);
      depth = target;
    },
    isOpen: (name) => open.some((layer) => layer.name === name),
  };
}

/** For an embedded calculator: the host page's history is not its own. */
export function noLayers() {
  return { open() {}, closed() {}, isOpen: () => false };
}
