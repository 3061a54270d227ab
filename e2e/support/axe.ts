import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';

/** The site's accessibility target: WCAG 2.1 A and AA, and axe's best practices. No rule is disabled. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The same plus WCAG 2.2 AA (24 px targets), for the pages held to it (the contact form). */
export const axeTagsWithTargetSize = [...axeTags, 'wcag22aa'];

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function describeNode(node: NodeResult): string {
  const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' ');
  const reason = [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean);
  return [`    ${target}`, `      ${clip(node.html.replace(/\s+/g, ' '), 160)}`, ...(reason ? [`      ${clip(reason, 220)}`] : [])].join('\n');
}

function describeViolation(violation: Result): string {
  return [`  ${violation.id} (${violation.impact ?? 'no impact'}, ${violation.nodes.length}×): ${violation.help}`, ...violation.nodes.map(describeNode)].join('\n');
}

/**
 * Runs axe-core (@axe-core/playwright, evaluated through the DevTools protocol, so the page's CSP
 * does not apply to it) on the page as it is now. One entry per violated rule: its id, impact, and
 * per element the selector, a short html snippet and axe's reason (a contrast ratio, a word missing).
 */
export async function axeViolations(page: Page, tags: readonly string[] = axeTags): Promise<string[]> {
  // Colours are measured as they end up, not halfway through an opening dialog or a fade-out, and
  // text in its own font. Only animations under way count: a spinner never finishes, and the part
  // pages' loading screen, already hidden once the hero picture is in, keeps its long fallback clock.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const underWay = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Infinity && Number(timing.localTime ?? 0) >= Number(timing.delay ?? 0);
    });
    await Promise.all(underWay.map((animation) => animation.finished.catch(() => undefined)));
  });
  // Legacy mode runs axe in the page itself. The default mode collects partial results in every
  // frame and joins them in a blank page it opens for each run: 5-8 s a page against 1.4-3.5 s on
  // the same pages (2026-11-28, two e2e lanes running). The site has no frames, so the default
  // mode's one gain, cross-origin frames, checks nothing here.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags([...tags])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(describeViolation);
}

/** Fails with every violation of the page in one readable message. */
export async function expectNoAxeViolations(page: Page, where: string, tags?: readonly string[]): Promise<void> {
  const violations = await axeViolations(page, tags);
  // The report goes into the message, which is printed as it is (a compared string would be escaped).
  expect(violations.length, `axe violations on ${where}:\n${violations.join('\n')}\n`).toBe(0);
}
