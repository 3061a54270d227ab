// Runs first in the shell's browser build in development (`npm run dev`), before React DOM.
//
// Each federated app brings its own React Fast Refresh runtime (one per container). A runtime finds
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
