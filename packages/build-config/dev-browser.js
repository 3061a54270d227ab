// Runs first in the shell's browser build in development (`npm run dev`), before React DOM.
//
// 1. React Fast Refresh across containers. Each federated app brings its own React Fast Refresh runtime (one per container). A runtime finds
// React DOM through the React DevTools global hook: the shell's, injected first, sees React DOM
// arrive; a remote's, injected when its container loads, looks for renderers already in
// `hook.renderers`, which the minimal hook the refresh runtime creates never fills. And React DOM
// resolves components through the one refresh handler set last, so after a remote's refresh the
// shell's edited components would resolve to their old versions. This hook remembers each renderer
// and gives React DOM one handler that asks every runtime's.
const hook = (window.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  renderers: new Map(),
  supportsFiber: true,
  inject: () => -1,
  onScheduleFiberRoot() {},
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
});
let nextId = 0;
const inject = hook.inject;
hook.inject = function (renderer) {
  const id = inject.call(this, renderer);
  const rendererId = typeof id === 'number' && id >= 0 ? id : nextId++;
  if (typeof renderer.setRefreshHandler === 'function') {
    const handlers = new Set();
    const setRefreshHandler = renderer.setRefreshHandler;
    renderer.setRefreshHandler = (handler) => {
      if (handler) handlers.add(handler);
      setRefreshHandler((type) => {
        for (const resolve of handlers) {
          const family = resolve(type);
          if (family !== undefined) return family;
        }
        return undefined;
      });
    };
  }
  if (!hook.renderers.has(rendererId)) hook.renderers.set(rendererId, renderer);
  return rendererId;
};

// 2. CSS edits. A stylesheet's hot update replaces the page's <link> to it; the server render writes
// the page's stylesheets into <head> as <style data-href> (no request before the first paint), so
// once the page has hydrated each becomes the <link> it stands for (the same file, from the shell's
// or the area's dev server), and the chunk loaders still find it by its data-href.
function linkInlinedStyles() {
  const state = window.__SITE_STATE__;
  const entry = state?.area ? state.registry?.[state.area.remote]?.web : undefined;
  for (const style of document.querySelectorAll('head style[data-href]')) {
    const chunkHref = style.getAttribute('data-href');
    const base = chunkHref.startsWith('/') || !entry ? location.href : entry;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(chunkHref, base).href;
    link.setAttribute('data-href', chunkHref);
    link.addEventListener('load', () => style.remove(), { once: true });
    style.after(link);
  }
}
const hydrated = () => document.documentElement.dataset.hydrated === 'true';
if (hydrated()) linkInlinedStyles();
else {
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    linkInlinedStyles();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}
