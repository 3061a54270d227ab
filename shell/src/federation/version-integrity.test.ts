// @vitest-environment node
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteRecord } from '@site/federation/remotes';
import { expectIntegrity, IntegrityError, verifiedFetch } from './version-integrity';
import { areaAssets } from './version-assets';

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** A store origin whose files can be changed after their version's record was made. */
const files: Record<string, string> = {};
let server: Server;
let origin = '';
const requests: string[] = [];

/** Stores `version` with `contents` and its file list; returns its record as the registry would hold it. */
function storeVersion(version: string, contents: Record<string, string>): RemoteRecord {
  const list = JSON.stringify(Object.fromEntries(Object.entries(contents).map(([path, text]) => [path, sri(text)])));
  for (const [path, text] of Object.entries(contents)) files[`/remotes/parts/${version}/${path}`] = text;
  files[`/remotes/parts/${version}/integrity.json`] = list;
  const base = `${origin}/remotes/parts/${version}`;
  return { version, web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js`, integrity: { webEntry: sri(contents['web/remoteEntry.js']!), files: sri(list) } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const body = files[request.url ?? ''];
    if (body === undefined) response.statusCode = 404;
    response.end(body ?? '');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the bytes a version runs with', () => {
  const contents = { 'web/remoteEntry.js': 'web entry', 'node/remoteEntry.js': 'module.exports = 1', 'node/chunk.js': 'exports.a = 2', 'web/static/js/part.js': 'part()' };

  it('a Node file that matches its recorded hash is given as it is', async () => {
    const record = storeVersion('1.0.0', contents);
    expectIntegrity(record, 'node');
    expect(await (await verifiedFetch(`${origin}/remotes/parts/1.0.0/node/chunk.js`)).text()).toBe('exports.a = 2');
    expect(await (await verifiedFetch(record.node)).text()).toBe('module.exports = 1');
    // The list is read once per version.
    expect(requests.filter((url) => url.endsWith('1.0.0/integrity.json'))).toHaveLength(1);
  });

  it('a file changed after its version was stored is refused, and so is a file its version never had', async () => {
    const record = storeVersion('1.1.0', contents);
    expectIntegrity(record, 'node');
    files['/remotes/parts/1.1.0/node/chunk.js'] = 'exports.a = "altered"';
    await expect(verifiedFetch(`${origin}/remotes/parts/1.1.0/node/chunk.js`)).rejects.toThrow(IntegrityError);
    files['/remotes/parts/1.1.0/node/extra.js'] = 'planted()';
    await expect(verifiedFetch(`${origin}/remotes/parts/1.1.0/node/extra.js`)).rejects.toThrow(/is not a file of its version/);
  });

  it("a store whose own path holds a web/ or node/ segment is checked all the same", async () => {
    const contents = { 'web/remoteEntry.js': 'web entry', 'node/remoteEntry.js': 'module.exports = 1', 'node/web/chunk.js': 'nested' };
    const list = JSON.stringify(Object.fromEntries(Object.entries(contents).map(([path, text]) => [path, sri(text)])));
    for (const [path, text] of Object.entries(contents)) files[`/node/store/parts/1.4.0/${path}`] = text;
    files['/node/store/parts/1.4.0/integrity.json'] = list;
    const base = `${origin}/node/store/parts/1.4.0`;
    expectIntegrity({ version: '1.4.0', web: `${base}/web/remoteEntry.js`, node: `${base}/node/remoteEntry.js`, integrity: { webEntry: sri('web entry'), files: sri(list) } }, 'node');
    expect(await (await verifiedFetch(`${base}/node/web/chunk.js`)).text()).toBe('nested');
    files['/node/store/parts/1.4.0/node/web/chunk.js'] = 'altered';
    await expect(verifiedFetch(`${base}/node/web/chunk.js`)).rejects.toThrow(IntegrityError);
  });

  it('a file list changed after activation is refused whole', async () => {
    const record = storeVersion('1.2.0', contents);
    expectIntegrity(record, 'node');
    files['/remotes/parts/1.2.0/node/chunk.js'] = 'exports.a = "altered"';
    files['/remotes/parts/1.2.0/integrity.json'] = JSON.stringify({ ...JSON.parse(files['/remotes/parts/1.2.0/integrity.json']!), 'node/chunk.js': sri('exports.a = "altered"') });
    await expect(verifiedFetch(`${origin}/remotes/parts/1.2.0/node/chunk.js`)).rejects.toThrow(/integrity\.json does not match/);
  });

  it('a version recorded without hashes is fetched as it is', async () => {
    files['/remotes/parts/0.9.0/node/remoteEntry.js'] = 'old';
    expectIntegrity({ version: '0.9.0', web: `${origin}/remotes/parts/0.9.0/web/remoteEntry.js`, node: `${origin}/remotes/parts/0.9.0/node/remoteEntry.js` }, 'node');
    expect(await (await verifiedFetch(`${origin}/remotes/parts/0.9.0/node/remoteEntry.js`)).text()).toBe('old');
  });

  it("the page's scripts carry their recorded hashes for the browser", async () => {
    const manifest = JSON.stringify({ exposes: [{ name: 'part', assets: { js: { sync: ['static/js/part.js'], async: [] }, css: { sync: [], async: [] } } }] });
    const record = storeVersion('1.3.0', { ...contents, 'web/mf-manifest.json': manifest });
    expectIntegrity(record, 'node');
    const browserRecord = { ...record, web: '/remotes/parts/1.3.0/web/remoteEntry.js' };
    const { scripts } = await areaAssets(browserRecord, 'part', record.web);
    expect(scripts).toEqual([
      { href: '/remotes/parts/1.3.0/web/remoteEntry.js', integrity: sri('web entry') },
      { href: '/remotes/parts/1.3.0/web/static/js/part.js', integrity: sri('part()') },
    ]);
  });

  it("a stylesheet or a manifest changed after the version was stored is neither inlined nor linked", async () => {
    const manifest = JSON.stringify({ exposes: [{ name: 'part', assets: { js: { sync: [], async: [] }, css: { sync: ['static/css/part.css', 'static/css/grid.css'], async: [] } } }] });
    const record = storeVersion('1.5.0', { ...contents, 'web/mf-manifest.json': manifest, 'web/static/css/part.css': '.part{color:red}', 'web/static/css/grid.css': '.grid{}' });
    expectIntegrity(record, 'node');
    files['/remotes/parts/1.5.0/web/static/css/part.css'] = '.part{background:url(//elsewhere)}';
    const { styles } = await areaAssets({ ...record, web: '/remotes/parts/1.5.0/web/remoteEntry.js' }, 'part', record.web);
    expect(styles).toEqual([{ href: '/remotes/parts/1.5.0/web/static/css/grid.css', chunkHref: 'static/css/grid.css', css: '.grid{}' }]);

    const other = storeVersion('1.6.0', { ...contents, 'web/mf-manifest.json': manifest });
    expectIntegrity(other, 'node');
    files['/remotes/parts/1.6.0/web/mf-manifest.json'] = manifest.replace('grid.css', 'planted.css');
    await expect(areaAssets({ ...other, web: '/remotes/parts/1.6.0/web/remoteEntry.js' }, 'part', other.web)).rejects.toThrow(IntegrityError);
  });
});
