import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { LRUCache } from 'lru-cache';
import { TimeoutError, withDeadline } from '@site/federation/deadline';
import type { AreaFailureStage, PageStyle, RenderedArea, RenderRequest, RenderResult } from '@site/federation/render-contract';
import { redirectOf, type RouteModule } from '@site/federation/route-module';
import { createStyleCache, extractStyle } from '@site/design/antd';
import { splitLocalePath, href, type I18n, type Locale, type SitePath } from '@site/i18n';
import { loadRouteModule, resetRemote } from '../federation/load-remote-module';
import { servedManifests } from '../federation/area-manifests';
import { areaAssets, type AreaScript } from '../federation/version-assets';
import { pageI18n, Root } from '../app/root';
import { siteAreas, type AreaMatch, type SiteAreas, type SiteFrame } from '../app/site-areas';
import { encodeFrame, siteStateGlobal, type InitialArea, type SiteState } from '../app/site-state';
import { pageStyleTags, scriptsAfterFirstPaint } from './page-assets';

export type { RenderRequest, RenderResult };

/** The server renders the page it loaded: nothing loads while it renders. */
const serverPages = { load: () => Promise.reject(new Error('no loading while rendering')), ready: () => undefined };

interface LoadedArea {
  status: number;
  area?: InitialArea;
  failedAt?: AreaFailureStage;
  module?: RouteModule;
  assets: { scripts: AreaScript[]; styles: PageStyle[] };
  /** The page's `load` said it lives at this site path (a RedirectError): the answer is a 301 there. */
  redirect?: SitePath;
}

const noAssets = { scripts: [], styles: [] };
/**
 * A page whose own area failed is not the page: visitors see the frame and the area's error block,
 * crawlers and caches a temporary failure (with Retry-After) rather than a page to index or keep.
 */
const areaFailedStatus = 503;

/**
 * Renders one page completely (crawlers and no-JS readers get every word) with its styles,
 * within `renderTimeoutMs`. The area's loading and rendering get that time less a reserve; a
 * remote that runs past it, or throws, costs only its area: the shell is rendered again with the
 * area's error block. Rejects only when the shell itself cannot render.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://internal');
  const { locale, path } = splitLocalePath(url.pathname);
  const pageDeadline = AbortSignal.timeout(request.renderTimeoutMs);
  const areaDeadline = AbortSignal.timeout(request.renderTimeoutMs - shellReserveMs(request.renderTimeoutMs));
  // The pages, menus and footer are those of the area versions this request is served.
  const areas = await areasFor(request, areaDeadline);
  const canonical = areas.canonicalPath(path);
  if (canonical) return { status: 301, location: href(canonical as SitePath, locale) + url.search };

  const match = areas.table.match(path);
  // With an area's pages unknown (its manifest unreadable), no match is no proof of "not found".
  const unmatched = areas.complete ? 404 : areaFailedStatus;
  const loaded: LoadedArea = match ? await loadArea(match, locale, request, areaDeadline) : { status: unmatched, assets: noAssets };
  // In the request's language, with its query (a preview link's token goes along).
  if (loaded.redirect) return { status: 301, location: href(loaded.redirect, locale) + url.search };
  const state = siteState(request, locale, loaded, areas);
  // A page made with an area's stand-in manifest (its own could not be read) is not kept.
  const partial = !areas.complete;

  if (match && loaded.module) {
    try {
      const page = await renderDocument(state, { path, match, module: loaded.module }, request, areaDeadline, loaded.assets);
      return { status: loaded.status, ...page, areaFailed: partial, area: renderedArea(match, request) };
    } catch (error) {
      const failedAt = timedOut(error) ? 'timeout' : 'render';
      logAreaFailure(match, failedAt, error);
      // A remote that threw may hold broken state: the next request loads it afresh. One that was slow is kept.
      if (failedAt === 'render') resetRemote(match.route.remote, request.internalRegistry);
      const failed = siteState(request, locale, { status: areaFailedStatus, area: { key: match.key, remote: match.route.remote, module: match.route.module, status: 'failed' }, assets: noAssets }, areas);
      return { status: areaFailedStatus, ...(await renderDocument(failed, { path, match }, request, pageDeadline, noAssets)), areaFailed: true, area: renderedArea(match, request, failedAt) };
    }
  }
  const page = await renderDocument(state, { path, match, module: loaded.module }, request, pageDeadline, loaded.assets);
  return { status: loaded.status, ...page, areaFailed: partial || loaded.area?.status === 'failed', ...(match ? { area: renderedArea(match, request, loaded.failedAt) } : {}) };
}

/** The served versions' contributions (their manifests, read once per version). */
export async function areasFor(request: Pick<RenderRequest, 'internalRegistry' | 'remoteTimeoutMs'>, deadline?: AbortSignal): Promise<SiteAreas> {
  const reading = servedManifests(request.internalRegistry, request.remoteTimeoutMs);
  return siteAreas(deadline ? await withDeadline(reading, deadline, 'area manifests') : await reading);
}

/** The page's area for the server's metrics, at the version this request's registry named. */
function renderedArea(match: AreaMatch, request: RenderRequest, failedAt?: AreaFailureStage): RenderedArea {
  const { remote } = match.route;
  return { remote, version: request.registry[remote].version, ...(failedAt ? { failedAt } : {}) };
}

/** The page's deadline, or the remote's entry taking longer than `remoteTimeoutMs` (a RemoteLoadError's cause). */
function timedOut(error: unknown): boolean {
  return error instanceof TimeoutError || (error instanceof Error && error.cause instanceof TimeoutError);
}

/** Time kept for rendering the shell alone when the area runs out of time. */
function shellReserveMs(renderTimeoutMs: number): number {
  return Math.min(500, Math.floor(renderTimeoutMs / 4));
}

/** The area's module, translations, data and browser assets, or why it has none. */
async function loadArea(match: AreaMatch, locale: Locale, request: RenderRequest, deadline: AbortSignal): Promise<LoadedArea> {
  const { remote, module: name } = match.route;
  try {
    const module = await withDeadline(
      loadRouteModule(remote, name, request.internalRegistry, 'node', request.remoteTimeoutMs),
      deadline,
      'loading the module',
    );
    if (module.isValid && !module.isValid(match.params)) return notFound(match);
    const [messages, data, assets] = await Promise.all([
      withDeadline(module.messages(locale), deadline, 'messages'),
      withDeadline(
        Promise.resolve(module.load?.({ params: match.params, locale, apiBase: request.internalApiBase, signal: deadline, ...(request.actionData !== undefined ? { actionData: request.actionData } : {}), ...(request.contentPreview ? { contentPreview: request.contentPreview } : {}), ...(request.newsView !== undefined ? { newsView: request.newsView } : {}) })),
        deadline,
        'load',
      ),
      areaAssets(request.registry[remote], name, request.internalRegistry[remote].web).catch(() => noAssets),
    ]);
    return { status: 200, module, assets, area: { key: match.key, remote, module: name, status: 'ready', version: module.build.version, data, messages } };
  } catch (error) {
    // By name, not instanceof: the remote may have been built against another copy of the class.
    if (error instanceof Error && error.name === 'NotFoundError') return notFound(match);
    const redirect = redirectOf(error);
    if (redirect) return { status: 301, assets: noAssets, redirect };
    // The loader resets a remote that failed to load; a slow one goes on loading for the next request.
    const failedAt = timedOut(error) ? 'timeout' : 'load';
    logAreaFailure(match, failedAt, error);
    return { status: areaFailedStatus, assets: noAssets, area: { key: match.key, remote, module: name, status: 'failed' }, failedAt };
  }
}

function notFound(match: AreaMatch): LoadedArea {
  return { status: 404, assets: noAssets, area: { key: match.key, remote: match.route.remote, module: match.route.module, status: 'not-found' } };
}

function logAreaFailure(match: AreaMatch, stage: string, error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg: 'area failed', remote: match.route.remote, module: match.route.module, stage, error: String(error) }));
}

function siteState(request: RenderRequest, locale: Locale, loaded: LoadedArea, areas: SiteAreas): SiteState {
  return {
    locale,
    frame: areas.frame(locale),
    origin: request.origin,
    apiBase: request.apiBase,
    registry: request.registry,
    area: loaded.area,
    nonce: request.nonce,
    status: loaded.status,
    ...(areas.complete ? {} : { frameIncomplete: true as const }),
    ...(request.preview?.length ? { preview: request.preview } : {}),
    ...(request.previewLaunch ? { previewLaunch: request.previewLaunch } : {}),
    ...(request.reportToken ? { reportToken: request.reportToken } : {}),
  };
}

/**
 * The whole document, once everything in it is ready. Any error fails it: React would otherwise
 * leave a failed boundary to the browser and the page would be incomplete without JavaScript.
 * When `deadline` aborts first, the React stream is aborted and the render rejects.
 */
async function renderDocument(
  state: SiteState,
  page: { path: string; match: AreaMatch | undefined; module?: RouteModule | undefined },
  request: RenderRequest,
  deadline: AbortSignal,
  area: LoadedArea['assets'],
): Promise<{ html: string; link?: string }> {
  const i18n = i18nFor(state);
  const styleCache = createStyleCache();
  // Areas never load during server rendering: the page's module was loaded above.
  // The route matched above: the App renders it without matching again.
  const shell = { state, initialModule: page.module, initialRoute: { path: page.path, match: page.match }, pages: serverPages };

  let link: string | undefined;
  const rendering = new Promise<string>((resolve, reject) => {
    let renderError: unknown;
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => (renderError ? reject(renderError) : resolve(html)));
    const stream = renderToPipeableStream(<Root shell={shell} i18n={i18n} styleCache={styleCache} location={request.url} />, {
      bootstrapScriptContent: `window.${siteStateGlobal}=${serializeState(state)};${scriptsAfterFirstPaint(request.shellAssets.scripts, area.scripts, serialize)}`,
      nonce: state.nonce.script,
      // Inline every completed boundary: React otherwise outlines large ones into hidden
      // segments revealed by a script, which leaves the page blank without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      // The first picture as a `Link` header: the browser asks for it as the answer's headers
      // arrive, without waiting to parse the HTML (React then leaves it out of the HTML).
      onHeaders: (headers) => {
        link = headers.Link;
      },
      onShellError: reject,
      onError: (error) => {
        renderError ??= error;
      },
    });
    deadline.addEventListener('abort', () => stream.abort(deadline.reason), { once: true });
  });
  const body = await withDeadline(rendering, deadline, 'rendering');
  const styles = pageStyleTags([...request.shellAssets.styles, ...area.styles], state.nonce.style);
  const antdStyles = extractStyle(styleCache).replaceAll('<style ', `<style nonce="${state.nonce.style}" `);
  return { html: body.replace('</head>', `${styles}${antdStyles}</head>`), ...(link ? { link } : {}) };
}

const i18nInstances = new LRUCache<string, I18n>({ max: 500 });

/**
 * The i18next instance for a page's locale and area version. Nothing changes an instance while
 * rendering (no language switch on the server), so pages of one kind share one instead of
 * building it on every request; a new remote version gets a new one, and so does a new build of
 * an area's dev server (`npm run dev`: one version, a new entry per build).
 */
function i18nFor(state: SiteState): I18n {
  const area = state.area?.status === 'ready' ? state.area : undefined;
  const key = `${state.locale} ${area ? `${area.version} ${state.registry[area.remote].node} ${area.remote}/${area.module}` : ''}`;
  let instance = i18nInstances.get(key);
  if (!instance) {
    instance = pageI18n(state.locale, area?.messages);
    i18nInstances.set(key, instance);
  }
  return instance;
}

const wireFrames = new WeakMap<SiteFrame, string>();

/** The state as the page carries it (`PageState`): the frame as tuples, serialized once per frame. */
function serializeState({ frame, ...rest }: SiteState): string {
  let wire = wireFrames.get(frame);
  if (!wire) wireFrames.set(frame, (wire = serialize(encodeFrame(frame))));
  return `${serialize(rest).slice(0, -1)},"frame":${wire}}`;
}

/** JSON that is safe inside a <script> element. */
function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
