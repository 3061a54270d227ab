import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStyleCache, extractStyle, NotFoundError, type RouteModule } from '@site/design';
import { createI18n, splitLocalePath, StaticRouter, href } from '@site/i18n';
import { loadRouteModule } from '../federation/load-remote-module';
import type { Registry } from '../federation/registry';
import { Root } from '../app/root';
import { canonicalPartPath, matchArea } from '../app/route-table';
import { shellMessages } from '../app/shell-messages';
import { siteStateGlobal, type InitialArea, type SiteState } from '../app/site-state';
import { areaAssets } from './area-assets';

export interface RenderRequest {
  /** Path and query of the request. */
  url: string;
  /** The site's public origin (canonical links). */
  origin: string;
  /** Registry with browser entries as the browser must fetch them. */
  registry: Registry;
  /** Registry with absolute URLs the server can fetch (node entries, manifests). */
  internalRegistry: Registry;
  apiBase: string;
  internalApiBase: string;
  shellAssets: { scripts: string[]; stylesheets: string[] };
  remoteTimeoutMs: number;
}

export type RenderResult = { status: number; html: string } | { status: 301 | 302; location: string };

/** Renders one page completely (crawlers and no-JS readers get every word) with its styles. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://internal');
  const { locale, path } = splitLocalePath(url.pathname);
  const partPath = canonicalPartPath(path);
  if (partPath) return { status: 301, location: href(partPath as `/parts/${string}`, locale) + url.search };

  const match = matchArea(path);
  let status = match ? 200 : 404;
  let area: InitialArea | undefined;
  let module: RouteModule | undefined;
  let assets = { scripts: [] as string[], stylesheets: [] as string[] };

  if (match) {
    const { remote, module: name } = match.route;
    try {
      module = await loadRouteModule(remote, name, request.internalRegistry, 'node', request.remoteTimeoutMs);
      if (module.isValid && !module.isValid(match.params)) throw new NotFoundError();
      const [messages, data, found] = await Promise.all([
        module.messages(locale),
        module.load?.({ params: match.params, locale, apiBase: request.internalApiBase, signal: AbortSignal.timeout(3000) }),
        areaAssets(request.registry[remote], name, request.internalRegistry[remote].web).catch(() => assets),
      ]);
      assets = found;
      area = { key: match.key, remote, status: 'ready', version: module.build.version, data, messages };
    } catch (error) {
      // By name, not instanceof: the remote may have been built against another copy of the class.
      if (error instanceof Error && error.name === 'NotFoundError') {
        status = 404;
        area = { key: match.key, remote, status: 'not-found' };
      } else {
        console.error(JSON.stringify({ level: 'error', msg: 'area failed', remote, error: String(error) }));
        area = { key: match.key, remote, status: 'failed' };
      }
      module = undefined;
    }
  }

  const state: SiteState = {
    locale,
    origin: request.origin,
    apiBase: request.apiBase,
    registry: request.registry,
    preloads: assets.scripts,
    stylesheets: [...request.shellAssets.stylesheets, ...assets.stylesheets],
    area,
    status,
  };
  try {
    const html = await renderDocument(state, module, request.url, request.shellAssets.scripts);
    return { status, html };
  } catch (error) {
    // A page that throws while rendering gets the error page (status 500), still with the shell.
    console.error(JSON.stringify({ level: 'error', msg: 'render failed', url: request.url, error: String(error) }));
    const failed: SiteState = { ...state, area: undefined, status: 500, preloads: [], stylesheets: request.shellAssets.stylesheets };
    return { status: 500, html: await renderDocument(failed, undefined, request.url, request.shellAssets.scripts) };
  }
}

async function renderDocument(state: SiteState, module: RouteModule | undefined, location: string, scripts: string[]): Promise<string> {
  const resources = { [state.locale]: { shell: shellMessages[state.locale], ...(state.area?.status === 'ready' ? state.area.messages : {}) } };
  const i18n = createI18n(state.locale, resources);
  const styleCache = createStyleCache();
  // Areas never load during server rendering: the page's module was loaded above.
  const shell = { state, initialModule: module, loadModule: () => Promise.reject(new Error('no loading while rendering')) };
  const router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;

  const body = await new Promise<string>((resolve, reject) => {
    // React recovers from errors inside Suspense boundaries by leaving them to the browser; the
    // page would be incomplete, so any error fails the render (the caller answers 500).
    let renderError: unknown;
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => (renderError ? reject(renderError) : resolve(html)));
    const stream = renderToPipeableStream(
      <Root shell={shell} i18n={i18n} styleCache={styleCache} router={router} />,
      {
        bootstrapScriptContent: `window.${siteStateGlobal}=${serialize(state)}`,
        bootstrapScripts: scripts,
        // Inline every completed boundary: React otherwise outlines large ones into hidden
        // segments revealed by a script, which leaves the page blank without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          renderError ??= error;
        },
      },
    );
  });
  return body.replace('</head>', `${extractStyle(styleCache)}</head>`);
}

/** JSON that is safe inside a <script> element. */
function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
