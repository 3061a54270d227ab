import type { Page } from '@playwright/test';

/** WCAG 2.2 SC 2.5.8 Target Size (Minimum): 24 by 24 CSS pixels. */
export const minTargetSize = 24;

/** What the layout audit of one page found, per rule; every entry names one element. */
export interface LayoutFindings {
  /** Elements sticking out past the right (or left) edge of the screen, widest first. */
  horizontalScroll: string[];
  /** Interactive elements that are not the top element at their centre point. */
  covered: string[];
  /** Interactive elements lying on a hero picture (`[data-hero-art]`). */
  onHeroArt: string[];
  /** Interactive elements smaller than 24 × 24 px that are not inline in a sentence. */
  smallTargets: string[];
  /** Loaded pictures drawn in a box of another shape than theirs, without object-fit: squashed. */
  stretchedImages: string[];
}

interface AuditOptions {
  viewportWidth: number;
  minTarget: number;
  /** Only interactive elements inside this element are checked (the whole page by default). */
  within?: string;
}

/**
 * Audits the page once its transitions have ended, inside the browser, so nothing moves between a
 * measurement and the hit test that belongs to it. Every interactive element is scrolled to the
 * middle of the screen (clear of the fixed header) before it is hit-tested.
 */
export async function auditLayout(page: Page, within?: string): Promise<LayoutFindings> {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate(audit, { viewportWidth, minTarget: minTargetSize, within });
}

/** One readable failure message: every offender of the page, grouped by rule. */
export function describeFindings(where: string, findings: LayoutFindings): string {
  const rules: [keyof LayoutFindings, string][] = [
    ['horizontalScroll', 'scrolls sideways; sticking out'],
    ['covered', `covered (another element is on top at the element's centre)`],
    ['onHeroArt', 'interactive elements lying on hero art'],
    ['smallTargets', `tap targets under ${minTargetSize}x${minTargetSize} px`],
    ['stretchedImages', 'pictures squashed out of their shape'],
  ];
  const sections = rules
    .filter(([rule]) => findings[rule].length > 0)
    .map(([rule, title]) => `  ${title}:\n${findings[rule].map((line) => `    - ${line}`).join('\n')}`);
  return `${where}: ${countFindings(findings)} layout problem(s)\n${sections.join('\n')}`;
}

export function countFindings(findings: LayoutFindings): number {
  return Object.values(findings).reduce((sum, list: string[]) => sum + list.length, 0);
}

// Runs in the browser: self-contained, no imports or outer variables.
async function audit({ viewportWidth, minTarget, within }: AuditOptions): Promise<LayoutFindings> {
  // A carousel caught mid-slide would put a slide's centre under an arrow for a moment: let running
  // transitions end first (not keyframe animations: spinners never end, the loading clock is long).
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const findings: LayoutFindings = { horizontalScroll: [], covered: [], onHeroArt: [], smallTargets: [], stretchedImages: [] };
  const round = (value: number) => Math.round(value);
  const style = (element: Element) => getComputedStyle(element);

  /** `a.action "Buy now" in div.heroActions`: the CSS-module hash (`action-Xk3_9a`) left out. */
  const shortName = (element: Element) => {
    const unhashed = (name: string) => name.replace(/-(?=[\w-]{6}$)(?![a-z]{6}$)[\w-]{6}$/, '');
    const className = [...element.classList].slice(0, 2).map((name) => `.${unhashed(name)}`).join('');
    return `${element.tagName.toLowerCase()}${className}`;
  };
  const label = (element: Element) => {
    const html = element as HTMLElement;
    const text =
      element.getAttribute('aria-label') ||
      html.innerText?.trim() ||
      element.getAttribute('title') ||
      element.querySelector('img[alt]')?.getAttribute('alt') ||
      (element as HTMLInputElement).placeholder ||
      '';
    const oneLine = text.replace(/\s+/g, ' ');
    return oneLine ? ` "${oneLine.length > 40 ? `${oneLine.slice(0, 39)}…` : oneLine}"` : '';
  };
  const describe = (element: Element) => {
    const context = element.parentElement?.closest('[class]');
    return `${shortName(element)}${label(element)}${context && context !== document.body ? ` in ${shortName(context)}` : ''}`;
  };
  const inFixedLayer = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) if (style(node).position === 'fixed') return true;
    return false;
  };
  const ancestors = (element: Element) => {
    const list: HTMLElement[] = [];
    for (let node = element.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) list.push(node);
    return list;
  };
  const clips = (element: Element) => style(element).overflowX !== 'visible' || style(element).overflowY !== 'visible';
  const userScrollable = (element: Element) => /auto|scroll/.test(style(element).overflowX + style(element).overflowY);

  // 1. No sideways scrolling: the document is no wider than the screen.
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth > viewportWidth) {
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > viewportWidth + 0.5 || box.left < -0.5);
    };
    // The cause of the overflow: an element sticking out of the screen that is not clipped by a
    // box inside the screen and whose parent does not stick out (so the parent is not the cause).
    const causes = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        sticksOut(element) &&
        !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) &&
        !inFixedLayer(element) &&
        !ancestors(element).some((box) => clips(box) && !sticksOut(box)),
    );
    causes.sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right);
    findings.horizontalScroll.push(`the document is ${scrollWidth} px wide on a ${viewportWidth} px screen`);
    for (const element of causes.slice(0, 6)) {
      const box = element.getBoundingClientRect();
      findings.horizontalScroll.push(`${describe(element)}: ${round(box.width)} px wide, from x=${round(box.left)} to x=${round(box.right)}`);
    }
  }

  // 2. Every visible interactive element. `a` only with href and `[tabindex]` only when it is not
  // negative: an anchor without href and an element with tabindex="-1" are no controls, just
  // programmatic focus targets. Widgets with a roving tabindex (tabs, radios) count by their role.
  const root = within ? document.querySelector(within) : document.body;
  if (!root) throw new Error(`nothing on the page matches ${within}`);
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[tabindex]:not([tabindex^="-"])',
    ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map((role) => `[role="${role}"]`),
  ].join(', ');
  const targets = [...root.querySelectorAll(selector)].filter((element) => {
    if (element.closest('[inert]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  });
  const heroArt = [...document.querySelectorAll('[data-hero-art]')];

  /**
   * WCAG 2.5.8's inline exception: "the target is in a sentence or its size is otherwise
   * constrained by the line-height of non-target text". Exempt exactly when the target is laid out
   * inline (display: inline) and the block it flows in holds words (letters of any script) that
   * belong to no other target, i.e. it is a link inside running text. A link alone in a list item
   * or a row of links separated by bars is not in a sentence, so it must be 24 px.
   */
  const inlineInSentence = (element: Element) => {
    if (style(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && /^(inline|contents)$/.test(style(block).display)) block = block.parentElement;
    if (!block) return false;
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let words = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(selector) || !block.contains(node.parentElement.closest(selector))) words += node.textContent ?? '';
    }
    return /\p{L}/u.test(words);
  };

  /** Scrolls every scrollable box around the element, then the page, to put it mid-screen. */
  const bringToMiddle = (element: Element) => {
    for (const box of ancestors(element)) {
      if (!userScrollable(box)) continue;
      const outer = box.getBoundingClientRect();
      const inner = element.getBoundingClientRect();
      box.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
      box.scrollTop += inner.top + inner.height / 2 - (outer.top + outer.height / 2);
    }
    if (inFixedLayer(element)) return;
    const box = element.getBoundingClientRect();
    window.scrollTo({ left: 0, top: window.scrollY + box.top + box.height / 2 - window.innerHeight / 2, behavior: 'instant' });
  };

  /** Content deferred with `content-visibility: auto` (the footer) renders on the frame after it comes near the screen, as it does for a visitor scrolling to it. */
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

  for (const element of targets) {
    bringToMiddle(element);
    if (!element.checkVisibility({ contentVisibilityAuto: true })) {
      for (let frame = 0; frame < 10 && !element.checkVisibility({ contentVisibilityAuto: true }); frame++) await nextFrame();
      bringToMiddle(element);
    }
    const box = element.getBoundingClientRect();
    // A link wrapping over two lines has its middle between them: hit-test its widest line box.
    const lines = [...element.getClientRects()];
    const hitBox = style(element).display === 'inline' && lines.length > 1 ? lines.reduce((widest, line) => (line.width > widest.width ? line : widest)) : box;
    // A target taller than the screen: the middle of its part on screen.
    const x = hitBox.left + hitBox.width / 2;
    const y = (Math.max(hitBox.top, 0) + Math.min(hitBox.bottom, window.innerHeight)) / 2;
    // Clipped away by a box of its own (a slide outside its carousel): not shown, not a target.
    if (ancestors(element).some((outer) => {
      if (!clips(outer)) return false;
      const clip = outer.getBoundingClientRect();
      return x < clip.left || x > clip.right || y < clip.top || y > clip.bottom;
    })) continue;
    const where = `at (${round(x)}, ${round(y)})`;
    if (x < 0 || x >= viewportWidth || y < 0 || y >= window.innerHeight) {
      findings.covered.push(`${describe(element)} cannot be brought on screen: its centre stays ${where}`);
    } else {
      const top = document.elementFromPoint(x, y);
      if (!top || !(top === element || element.contains(top))) {
        findings.covered.push(`${describe(element)} ${where} is under ${top ? describe(top) : 'nothing (pointer-events: none)'}`);
      }
    }

    if (!inFixedLayer(element)) {
      for (const art of heroArt) {
        const picture = art.getBoundingClientRect();
        const width = Math.min(box.right, picture.right) - Math.max(box.left, picture.left);
        const height = Math.min(box.bottom, picture.bottom) - Math.max(box.top, picture.top);
        if (width > 1 && height > 1) findings.onHeroArt.push(`${describe(element)} lies on ${describe(art)} (${round(width)}x${round(height)} px of it)`);
      }
    }

    if ((box.width < minTarget || box.height < minTarget) && !inlineInSentence(element)) {
      findings.smallTargets.push(`${describe(element)} is ${Math.round(box.width * 10) / 10}x${Math.round(box.height * 10) / 10} px`);
    }
  }
  // 3. Pictures keep their shape (a raster picture, unlike an SVG, is stretched to fill its box).
  // Checked after the walk down the page, so the lazy pictures near a control have loaded.
  for (const image of document.images) {
    const box = image.getBoundingClientRect();
    if (!image.complete || !image.naturalWidth || box.width === 0 || style(image).objectFit !== 'fill') continue;
    const css = style(image);
    const px = (...values: string[]) => values.reduce((sum, value) => sum + parseFloat(value), 0);
    const width = box.width - px(css.paddingLeft, css.paddingRight, css.borderLeftWidth, css.borderRightWidth);
    const height = box.height - px(css.paddingTop, css.paddingBottom, css.borderTopWidth, css.borderBottomWidth);
    const shown = width / height;
    const own = image.naturalWidth / image.naturalHeight;
    if (Math.abs(shown / own - 1) > 0.02) {
      findings.stretchedImages.push(`${describe(image)} (${image.currentSrc.split('/').pop()}) is ${round(width)}x${round(height)} px, its picture ${image.naturalWidth}x${image.naturalHeight}`);
    }
  }
  window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
  return findings;
}
