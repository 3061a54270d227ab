import type { AreaStatus, AreaVitals, GuardState, GuardVerdict, RemotesStatus, VersionDetails, VitalFigure } from '@site/console-contract/releases';
import type { SessionInfo } from '@site/console-contract/session';

export const sessionOf = (...roles: SessionInfo['roles']): SessionInfo => ({ user: 'mei', roles, csrfToken: 'csrf-token-1' });

const built = { federationContract: 2, packages: { react: '19.3.1' } };

const details = (version: string, fits: boolean | null = true): VersionDetails => ({
  publishedAt: '2026-11-20T08:00:00.000Z',
  publishedBy: 'li',
  activatedAt: null,
  commit: null,
  provenance: version === '1.2.0' ? { via: 'push', by: 'token parts-ci', commit: '0123456789abcdef', repository: 'https://git.example/parts', pipeline: 'https://ci.example/runs/42', digest: 'ab'.repeat(32) } : null,
  requires: built,
  fits,
  misfit: fits === false ? { kind: 'package', name: 'react', needed: '20.0.0', present: '19.3.1' } : null,
});

const pages = (extra: string[] = []) => ({ paths: ['/products/:slug'], pages: ['/products/d90', ...extra], entries: [{ slot: 'header', path: '/products', label: { zh: '产品', en: 'Products' } }] });

const quietArea = (versions: string[], active: string, previous: string | null): AreaStatus => ({
  active,
  previous,
  versions,
  canary: null,
  pages: Object.fromEntries(versions.map((version) => [version, pages()])),
  reports: { [active]: { views: 200, error: 2, chunk: 0, hydration: 0, 'area-failed': 0 } },
  details: Object.fromEntries(versions.map((version) => [version, details(version)])),
});

/** products: 1.2.0 active (after 1.1.0), 1.3.0 stored; parts: 2.1.0 as a 10 % canary over 2.0.0. */
export function remotesStatus(): RemotesStatus {
  return {
    shell: built,
    remotes: {
      products: { ...quietArea(['1.1.0', '1.2.0', '1.3.0'], '1.2.0', '1.1.0'), pages: { '1.1.0': pages(), '1.2.0': pages(), '1.3.0': pages(['/products/x100']) } },
      parts: {
        ...quietArea(['2.0.0', '2.1.0'], '2.0.0', null),
        canary: { version: '2.1.0', percent: 10, since: '2026-11-27T09:00:00.000Z' },
        reports: { '2.0.0': { views: 900, error: 9, chunk: 0, hydration: 0, 'area-failed': 0 }, '2.1.0': { views: 100, error: 1, chunk: 1, hydration: 0, 'area-failed': 0 } },
      },
      content: quietArea(['3.0.0'], '3.0.0', null),
      contact: quietArea(['4.0.0', '4.0.1'], '4.0.1', '4.0.0'),
    },
  };
}

/** A vital's p75 from `visitors` visitors (40 by default, none without a p75). */
export const vitalSample = (p75: number | null, visitors = p75 === null ? 0 : 40): VitalFigure => ({ p75, visitors });

/** The guard's speed checks: LCP and INP of the canary against the active version's (ms), with the default limits and 30 visitors to judge. */
export function speedChecks(lcp: [canary: VitalFigure, active: VitalFigure] = [vitalSample(null), vitalSample(null)], inp: [canary: VitalFigure, active: VitalFigure] = [vitalSample(null), vitalSample(null)]): GuardVerdict['speed'] {
  const check = ([canary, active]: [VitalFigure, VitalFigure], limitOf: (active: number) => number) => {
    const limit = active.p75 === null ? 0 : limitOf(active.p75);
    return { canary, active, limit, judged: canary.visitors >= 30 && active.visitors >= 30, worse: canary.p75 !== null && active.p75 !== null && canary.p75 > limit };
  };
  return { LCP: check(lcp, (active) => Math.max(active * 1.2, active + 100)), INP: check(inp, (active) => active + 50) };
}

export const guardState: GuardState = {
  intervalMs: 30_000,
  thresholds: { windowMs: 600_000, minViews: 30, minErrors: 3, maxExcess: 0.05, maxRatio: 2, lcpWorsePct: 20, lcpMinMs: 100, inpWorseMs: 50, minVitals: 30 },
  verdicts: {
    parts: {
      version: '2.1.0',
      at: '2026-11-27T09:30:00.000Z',
      since: '2026-11-27T09:20:00.000Z',
      state: 'waiting',
      canary: { views: 3, failed: 0 },
      active: { views: 40, failed: 0 },
      needed: 27,
      worse: false,
      speed: speedChecks(),
    },
  },
};

const noVitals = { LCP: vitalSample(null), INP: vitalSample(null), CLS: vitalSample(null) };

/** products' vitals: the active version 1.2.0 alone, on two page kinds. */
export const productsVitals: AreaVitals = {
  remote: 'products',
  active: '1.2.0',
  canary: null,
  since: '2026-11-27T09:20:00.000Z',
  pages: [
    { page: 'product', active: { LCP: vitalSample(1840, 120), INP: vitalSample(96, 80), CLS: vitalSample(0.0412, 120) }, canary: null },
    { page: 'home', active: { ...noVitals, LCP: vitalSample(640, 1) }, canary: null },
  ],
};

/** The routes every signed-in page reads. */
export function signedInRoutes(role: SessionInfo['roles'][number] = 'releaser') {
  return {
    'GET /console/api/session': { body: sessionOf(role) },
    'GET /console/api/remotes': { body: remotesStatus() },
    'GET /console/api/guard': { body: guardState },
    'GET /console/api/incidents': { body: { incidents: [] } },
    'GET /console/api/remotes/products/messages': { body: { messages: [] } },
    'GET /console/api/remotes/products/vitals': { body: productsVitals },
    'GET /console/api/remotes/products/series': { status: 500, body: { error: { code: 'CONSOLE.FAILED', message: 'not in tests' } } },
  };
}
