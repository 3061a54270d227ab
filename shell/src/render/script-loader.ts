/**
 * Inline code that adds the page's scripts once the browser has painted the server HTML (they
 * are preloaded at low priority from <head>, so their bytes are on the way meanwhile). As plain
 * `async` scripts, a fast connection would run them before the first paint and hold back the
 * page's largest picture; on a phone's slower one they arrive later anyway. The 500 ms timer
 * covers a tab opened in the background, which does not paint.
 */
export function scriptsAfterFirstPaint(scripts: readonly string[], serialize: (value: unknown) => string): string {
  return (
    '(function(scripts){var nonce=document.currentScript.nonce,started=0;' +
    'function start(){if(started)return;started=1;scripts.forEach(function(src){var script=document.createElement("script");script.src=src;script.nonce=nonce;document.head.appendChild(script)})}' +
    `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})(${serialize(scripts)})`
  );
}
