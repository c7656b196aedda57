// The page's second stylesheet (later.css: the fan table, the update banner,
// the analysis), out of the first load: asked for right after the first
// result (app.js), and awaited by each of those before it is drawn, so none
// shows unstyled. The embedded calculator has it in its own stylesheet
// already; there this adds nothing to the host's page.

let loading = null;

/** Resolves once later.css applies; rejects when it cannot load (tried again at the next call). */
export function laterStyles() {
  loading ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('./later.css', import.meta.url).href;
    link.onload = resolve;
    link.onerror = () => {
      link.remove();
      loading = null;
      reject(new Error('later.css did not load'));
    };
    document.head.append(link);
  });
  return loading;
}
