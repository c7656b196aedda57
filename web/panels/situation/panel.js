// How the hand was won, in full: each control is a change of state. Which
// win flags go together is the core's table, one per rule set, and which of
// its conditions hold the core's answer, read once the scorer is in.
import * as S from '../../state.js';
import { conditionsOf, useSituationRules } from './rules.js';
import { renderSituation } from './view.js';

export function mount(app) {
  const { ui } = app;
  return {
    // The rows, the rule set's hand fields, and which rows' conditions hold for a state: all the core's.
    loaded: () => useSituationRules((rules) => app.catalogFor(rules)?.situation_rules, (rules) => app.catalogFor(rules),
      (state) => conditionsOf(ui.calculator, S.toHand(state))),
    render() {
      renderSituation(app.part('situation'), {
        state: ui.state, lang: ui.lang, onSet: (key, value) => {
          // "Your seat" set here is picked for this hand, as on the seat row (a score sheet's winner)
          if (key === 'seat_wind') app.pickSeat(true);
          app.update(S.setSituation(ui.state, key, value));
        },
      });
    },
  };
}
