// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteRecord } from '@site/federation';
import { areaAssets } from './area-assets';
import { pageStyleTags, stylesheetText } from './page-styles';

describe('pageStyleTags', () => {
  it('writes each style with its nonce and the name its chunk loader looks for', () => {
    const html = pageStyleTags([{ href: '/remotes/parts/1.0.0/web/static/css/a.css', chunkHref: 'static/css/a.css', css: '.a{color:red}' }], 'n1');
    expect(html).toBe('<style nonce="n1" data-href="static/css/a.css">.a{color:red}</style>');
  });

  it('cannot end its element early', () => {
    const html = pageStyleTags([{ href: '/a.css', chunkHref: 'a.css', css: '.a::after{content:"</style><script>x</script>"}' }], 'n');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('links a stylesheet whose text is missing, so the page is still styled', () => {
    expect(pageStyleTags([{ href: '/b.css?x="1"', chunkHref: 'b.css' }], 'n')).toBe('<link rel="stylesheet" href="/b.css?x=&quot;1&quot;"/>');
  });
});

describe('stylesheet texts of an area', () => {
  let server: Server;
  let origin = '';
  const requests: string[] = [];
  const manifest = {
    exposes: [
      {
        name: 'part',
        assets: {
          js: { sync: ['static/js/async/part.js'], async: [] },
          css: { sync: ['static/css/async/part.css'], async: ['static/css/async/other-page.css', 'static/css/async/design-fallback.css'] },
        },
      },
    ],
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url?.endsWith('mf-manifest.json')) return void response.end(JSON.stringify(manifest));
      if (request.url?.endsWith('part.css')) return void response.end('.part{margin:0}');
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("inlines only the module's own styles, read once per version", async () => {
    const record: RemoteRecord = { version: '1.0.0', web: '/remotes/parts/1.0.0/web/remoteEntry.js', node: '/remotes/parts/1.0.0/node/remoteEntry.js' };
    const internal = `${origin}/remotes/parts/1.0.0/web/remoteEntry.js`;
    const first = await areaAssets(record, 'part', internal);
    expect(first.scripts).toEqual(['/remotes/parts/1.0.0/web/remoteEntry.js', '/remotes/parts/1.0.0/web/static/js/async/part.js']);
    expect(first.styles).toEqual([{ href: '/remotes/parts/1.0.0/web/static/css/async/part.css', chunkHref: 'static/css/async/part.css', css: '.part{margin:0}' }]);
    await areaAssets(record, 'part', internal);
    expect(requests.filter((url) => url.endsWith('.css'))).toEqual(['/remotes/parts/1.0.0/web/static/css/async/part.css']);
  });

  it('forgets a failed read, so the next page tries again', async () => {
    await expect(stylesheetText(`${origin}/missing.css`)).rejects.toThrow('stylesheet 404');
    await expect(stylesheetText(`${origin}/missing.css`)).rejects.toThrow('stylesheet 404');
    expect(requests.filter((url) => url === '/missing.css')).toHaveLength(2);
  });
});
