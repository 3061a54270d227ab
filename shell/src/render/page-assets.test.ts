import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pageStyleTags, scriptsAfterFirstPaint } from './page-assets';

const scripts = ['/shell/static/js/lib-router.js', '/shell/static/js/index.js'];
const chunks = [{ href: '/remotes/content/1.0.0/web/remoteEntry.js', integrity: 'sha256-AAAA' }, { href: '/remotes/content/1.0.0/web/static/js/a.js' }];

class Picture {
  complete = false;
  private readonly listeners: Record<string, (() => void)[]> = {};
  addEventListener(type: string, listener: () => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  settle(type: 'load' | 'error'): void {
    this.complete = true;
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

/** Runs the inline loader in a bare context with a hand-driven clock, frame and paint observer. */
function page({ heroes = [] as Picture[], paintEntries = true } = {}) {
  const appended: string[] = [];
  const appendedInTask: number[] = [];
  let tasks = 0;
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  let frame: (() => void) | undefined;
  let reportPaint: ((list: { getEntries: () => { element: unknown }[] }) => void) | undefined;
  const context: Record<string, unknown> = {
    document: {
      currentScript: { nonce: 'n0nce' },
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? heroes : []),
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string; src?: string; href?: string; rel?: string; as?: string; integrity?: string; crossOrigin?: string; nonce: string }) => {
          const checked = element.integrity ? ` integrity=${element.integrity} crossorigin=${element.crossOrigin}` : '';
          appended.push(`${element.tag} ${element.rel ?? ''}${element.as ? ` as=${element.as} ` : ''}${element.src ?? element.href}${checked} ${element.nonce}`.replace(/  +/g, ' '));
          appendedInTask.push(tasks);
        },
      },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => (frame = run),
  };
  if (paintEntries) {
    context.PerformanceObserver = class {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: typeof reportPaint) {
        reportPaint = callback;
      }
      observe(): void {}
    };
  }
  context.window = context;
  runInNewContext(scriptsAfterFirstPaint(scripts, chunks, JSON.stringify), context);
  return {
    appended,
    appendedInTask,
    /** Moves the clock on, running each due timer as a task of its own (timers set by a task included). */
    advance(ms: number) {
      now += ms;
      for (let due = timers.find((t) => t.at <= now); due; due = timers.find((t) => t.at <= now)) {
        timers.splice(timers.indexOf(due), 1);
        tasks += 1;
        due.run();
      }
    },
    /** The browser reports a largest-contentful-paint entry of `element` (text when not given). */
    paint: (element: unknown = { text: true }) => reportPaint?.({ getEntries: () => [{ element }] }),
    frame: () => frame?.(),
  };
}

describe('scriptsAfterFirstPaint', () => {
  it("adds the shell's scripts and preloads the area's chunks, with the nonce and a recorded hash in CORS mode, after the largest paint of a page without a hero", () => {
    const browser = page();
    browser.advance(0);
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.advance(0);
    expect(browser.appended).toEqual([
      'link preload as=script /remotes/content/1.0.0/web/remoteEntry.js integrity=sha256-AAAA crossorigin=anonymous n0nce',
      'link preload as=script /remotes/content/1.0.0/web/static/js/a.js n0nce',
      'script /shell/static/js/lib-router.js n0nce',
      'script /shell/static/js/index.js n0nce',
    ]);
  });

  it('adds each element in a task of its own, so no single task starts every request', () => {
    const browser = page();
    browser.paint();
    browser.advance(0);
    expect(browser.appendedInTask).toHaveLength(4);
    expect(new Set(browser.appendedInTask).size).toBe(4);
  });

  it('waits past a text paint until the hero has loaded and been painted', () => {
    const hero = new Picture();
    const browser = page({ heroes: [hero] });
    browser.paint();
    browser.advance(100);
    expect(browser.appended).toEqual([]);
    hero.settle('load');
    browser.paint(hero);
    browser.advance(0);
    expect(browser.appended).toHaveLength(4);
  });

  it('does not take a text paint reported after the hero loaded, before its own paint, for the hero', () => {
    const hero = new Picture();
    const browser = page({ heroes: [hero] });
    hero.settle('load');
    browser.paint();
    browser.advance(100);
    expect(browser.appended).toEqual([]);
    browser.paint(hero);
    browser.advance(0);
    expect(browser.appended).toHaveLength(4);
  });

  it('starts 150 ms after a hero that loads without becoming the largest paint, or fails', () => {
    for (const outcome of ['load', 'error'] as const) {
      const hero = new Picture();
      const browser = page({ heroes: [hero] });
      browser.advance(10);
      hero.settle(outcome);
      browser.advance(149);
      expect(browser.appended).toEqual([]);
      browser.advance(1);
      expect(browser.appended).toHaveLength(4);
    }
  });

  it('starts after the first frame where the browser reports no paint entries', () => {
    const browser = page({ paintEntries: false });
    browser.frame();
    browser.advance(0);
    expect(browser.appended).toHaveLength(4);
  });

  it('starts once, after 500 ms, in a tab that never paints', () => {
    const browser = page({ heroes: [new Picture()] });
    browser.advance(499);
    expect(browser.appended).toEqual([]);
    browser.advance(1);
    browser.paint();
    browser.advance(500);
    expect(browser.appended).toHaveLength(4);
  });
});

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
