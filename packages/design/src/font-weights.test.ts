import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const sources = ['shell/src', 'packages/design/src', 'mf-products', 'mf-parts', 'mf-content', 'mf-contact'];

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending) && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => join(dir, file));
}

/** Every weight a stylesheet asks for, with where it is asked for. */
function weights(ending: string, pattern: RegExp): string[] {
  return sources.flatMap((dir) =>
    filesUnder(dir, ending).flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(pattern)].map((match) => `${match[1]} ${file}`),
    ),
  );
}

// The installed Chinese typefaces have Regular and Bold only, and the browser looks a typeface up
// again, synchronously, for every other weight a page asks for: on a phone each costs more in the
// first layout than laying out the page. So the site's type uses two weights. (Generated pictures
// are WebP, their labels drawn by the media scripts, so they ask the browser for no font.)
describe('font weights', () => {
  it('stylesheets use 400 and 700 only', () => {
    const used = weights('.css', /font-weight:\s*([^;}\s]+)/g);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((entry) => !/^(400|700|normal|bold|inherit) /.test(entry))).toEqual([]);
  });
});
