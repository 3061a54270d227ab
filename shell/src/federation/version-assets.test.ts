// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteRecord } from '@site/federation/remotes';
import { areaAssets, entryFolder, mediaBase, stylesheetText } from './version-assets';

describe('a version\'s folders', () => {
  it('are its browser entry\'s folder and the media beside it', () => {
    const record: RemoteRecord = { version: '1.0.0', web: '/remotes/parts/1.0.0/web/remoteEntry.js', node: '/remotes/parts/1.0.0/node/remoteEntry.js' };
    expect(entryFolder(record)).toBe('/remotes/parts/1.0.0/web/');
    expect(mediaBase(record)).toBe('/remotes/parts/1.0.0/web/media/');
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
    expect(first.scripts).toEqual([{ href: '/remotes/parts/1.0.0/web/remoteEntry.js' }, { href: '/remotes/parts/1.0.0/web/static/js/async/part.js' }]);
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
