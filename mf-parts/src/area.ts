import { defineArea } from '@site/federation/area-manifest';
import en from '../locales/en/area.json' with { type: 'json' };
import zh from '../locales/zh/area.json' with { type: 'json' };
import modules from './routes/part/data/joint-modules.json' with { type: 'json' };
import { jointSlugs } from './routes/part/data/types';

/** Every part page: the dexterous hand and each joint module in the data. */
const slugs = ['hand', ...jointSlugs];
/** The Components fly-out's order; a module not named here comes after these. */
const flyoutOrder = ['hand', 'p60n30', 'd90', 'p90n20', 'p110', 'h60', 'h70', 't28'];

function label(slug: string) {
  if (slug === 'hand') return { zh: zh.hand, en: en.hand };
  const { code } = modules[slug as keyof typeof modules];
  return { zh: zh.jointModule.replace('{{code}}', code), en: en.jointModule.replace('{{code}}', code) };
}

const flyoutPosition = (slug: string) => (flyoutOrder.includes(slug) ? flyoutOrder.indexOf(slug) : flyoutOrder.length + slugs.indexOf(slug));

/** The parts area: one page per part, listed in the Components fly-out and the footer. */
export default defineArea({
  remote: 'parts',
  pages: [{ path: '/parts/:slug', module: 'part', pages: slugs.map((slug) => `/parts/${slug}`), sitemap: true }],
  entries: [
    ...slugs.map((slug) => ({ slot: 'header.components', path: `/parts/${slug}`, label: label(slug), order: 10 * (flyoutPosition(slug) + 1) })),
    { slot: 'footer.hand', path: '/parts/hand', label: label('hand'), order: 10 },
    // The footer lists the joint modules by name.
    ...[...jointSlugs].sort().map((slug, index) => ({ slot: 'footer.parts', path: `/parts/${slug}`, label: label(slug), order: 10 * (index + 1) })),
  ],
});
