// A panel whose code loads apart from the page's first bundle, when first
// needed: the page's first load carries only what its first screen shows.
// `load` imports the panel's module; `onLoaded` runs once it is in (the shell
// renders again). A failed load (offline before the worker cached it) is
// tried again at the next need.

/** {module (null until loaded), load() -> Promise of the module}. */
export function lazyPanel(load, onLoaded = () => {}) {
  let loading = null;
  const panel = {
    module: null,
    load() {
      loading ??= load().then((module) => {
        panel.module = module;
        onLoaded(module);
        return module;
      }, (error) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
  return panel;
}
