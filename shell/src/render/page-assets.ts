import type { PageStyle } from '@site/federation/render-contract';
import type { AreaScript } from '../federation/version-assets';

/**
 * How the page's HTML carries its assets: its styles written into <head> (the shell's and the
 * area module's own), and its scripts asked for once the first picture is on screen.
 */

/** The <style> elements (or <link>s, for styles whose text is missing) of a page's styles. */
export function pageStyleTags(styles: readonly PageStyle[], nonce: string): string {
  return styles
    .map(({ href, chunkHref, css }) =>
      css === undefined
        ? `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`
        : `<style nonce="${nonce}" data-href="${escapeAttribute(chunkHref)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Inline code that asks for the page's scripts once the browser has shown the server HTML with
 * its largest picture. The server HTML is complete, so hydrating a moment later changes nothing a
 * visitor sees; scripts fetched earlier share the connection with that picture, and scripts run
 * earlier hold back its paint.
 *
 * - `shellScripts` are added as scripts (their chunks find each other in any order). `areaChunks`
 *   (the remote's entry and the page's chunks, which the federation runtime loads once the shell's
 *   scripts run) are preloaded at the same moment, so they do not wait for those to run first.
 *   Each element is added in a task of its own: adding one starts its request inside the browser,
 *   and ten of them in one task held the main thread for 5-19 ms, after the first paint, where
 *   every millisecond over the long-task line counts as blocking time.
 * - It starts at the largest-contentful-paint entry of a high-priority picture
 *   (`img[fetchpriority=high]`: the page's hero) once every such picture has loaded, or at the first
 *   entry of a page without one; the browser reports the entry once the frame is on screen, which is
 *   later than the end of the paint. A text entry reported after the hero has loaded but before it
 *   is painted does not count: scripts requested then would still share the connection with it.
 * - A hero that loads but does not become the largest paint, or fails, is waited for 150 ms more.
 * - Without that entry type (older Safari) it starts after the first paint; a tab opened in the
 *   background paints nothing, so it starts after 500 ms whatever happens.
 */
export function scriptsAfterFirstPaint(
  shellScripts: readonly string[],
  areaChunks: readonly AreaScript[],
  serialize: (value: unknown) => string,
): string {
  // A chunk with a recorded hash is preloaded as the federation runtime will ask for it (with its
  // hash, in CORS mode): a preload made otherwise would not be used.
  const preloads = areaChunks.map(({ href, integrity }) => ({ rel: 'preload', as: 'script', href, ...(integrity ? { integrity, crossOrigin: 'anonymous' } : {}) }));
  return (
    '(function(scripts,chunks){var nonce=document.currentScript.nonce,started=0,' +
    'heroes=[].slice.call(document.querySelectorAll("img[fetchpriority=high]"));' +
    'function add(tag,props){var element=document.createElement(tag);for(var key in props)element[key]=props[key];element.nonce=nonce;document.head.appendChild(element)}' +
    'function later(tag,props){setTimeout(function(){add(tag,props)},0)}' +
    'function start(){if(started)return;started=1;' +
    'chunks.forEach(function(props){later("link",props)});' +
    'scripts.forEach(function(src){later("script",{src:src})})}' +
    'function heroesLoaded(){return heroes.every(function(img){return img.complete})}' +
    'function heroPainted(entry){return heroes.length===0||heroes.indexOf(entry.element)>=0}' +
    'var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];' +
    'if(types.indexOf("largest-contentful-paint")<0)requestAnimationFrame(function(){setTimeout(start,0)});' +
    'else{new PerformanceObserver(function(list){if(heroesLoaded()&&list.getEntries().some(heroPainted))setTimeout(start,0)}).observe({type:"largest-contentful-paint",buffered:true});' +
    'heroes.forEach(function(img){function settled(){if(heroesLoaded())setTimeout(start,150)}img.addEventListener("load",settled);img.addEventListener("error",settled)})}' +
    `setTimeout(start,500)})(${serialize(shellScripts)},${serialize(preloads)})`
  );
}
