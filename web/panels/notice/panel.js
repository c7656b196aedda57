// The notice bar's wiring: the shell's tell(key) sets the notice; its × clears it.
import { noticeSkeleton, renderNotice } from './view.js';

export function mount(app) {
  const { ui } = app;
  const root = app.part('notice');
  root.append(...noticeSkeleton({ onClose: () => { ui.notice = null; app.render(); } }));
  return { render: () => renderNotice(root, { notice: ui.notice, lang: ui.lang, rules: ui.state.rules }) };
}
