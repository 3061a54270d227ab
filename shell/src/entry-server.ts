import type { RenderRequest, RenderResult } from './render/render';

export type { RenderRequest, RenderResult };

/** Server entry: the async boundary lets federation set up shared modules before React loads. */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const { render: renderPage } = await import('./render/render');
  return renderPage(request);
}

export async function sitemapPaths(): Promise<string[]> {
  const { sitemapPaths: paths } = await import('./app/sitemap-paths');
  return paths();
}

/** One page of every route a remote serves (locale-free; `:id` stands for a news id). */
export async function remotePages(remote: string): Promise<string[]> {
  const { remotePages: pages } = await import('./app/route-table');
  return pages(remote as Parameters<typeof pages>[0]);
}
