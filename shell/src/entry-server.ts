import type { Registry } from '@site/federation';
import type { RenderRequest, RenderResult } from './render/render';

export type { RenderRequest, RenderResult };

/** Server entry: the async boundary lets federation set up shared modules before React loads. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { render: renderPage } = await import('./render/render');
  return renderPage(request);
}

/** Every page the sitemaps list (locale-free), as the served area versions declare them. */
export async function sitemapPaths(internalRegistry: Registry): Promise<string[]> {
  const { areasFor } = await import('./render/render');
  return (await areasFor({ internalRegistry, remoteTimeoutMs: 3000 })).sitemapPaths();
}

/** One page of every route a remote serves (locale-free; `:id` stands for a news id). */
export async function remotePages(remote: string, internalRegistry: Registry): Promise<string[]> {
  const { areasFor } = await import('./render/render');
  return (await areasFor({ internalRegistry, remoteTimeoutMs: 3000 })).pages(remote as keyof Registry);
}
