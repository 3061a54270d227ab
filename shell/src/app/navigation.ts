import type { SitePath } from '@site/i18n';
import { company } from '@site/config';

/** A header menu entry (spec: index = route, key = label key, optional children / flags). */
export interface MenuItem {
  index: SitePath | string;
  key: string;
  children?: MenuItem[];
  /** A grouped fly-out that is not itself a page (explore, components). */
  customSubMenu?: boolean;
  /** Leaves the site: opened in a new tab. */
  external?: boolean;
  /** The highlighted cooperation pill. */
  highlight?: boolean;
}

export const headerMenu: MenuItem[] = [
  { index: '/', key: 'nav.home' },
  {
    index: '/human',
    key: 'nav.magicBots',
    children: [
      { index: '/z1', key: 'product.z1' },
      { index: '/human', key: 'product.gen1' },
    ],
  },
  {
    index: '/dog',
    key: 'nav.magicDogs',
    children: [
      { index: '/dog-y', key: 'product.dogY' },
      { index: '/dog-w', key: 'product.dogW' },
      { index: '/dog', key: 'product.dog' },
    ],
  },
  {
    index: '/parts',
    key: 'nav.components',
    customSubMenu: true,
    children: [
      { index: '/parts/hand', key: 'product.hand' },
      { index: '/parts/p60n30', key: 'product.p60n30' },
      { index: '/parts/d90', key: 'product.d90' },
      { index: '/parts/p90n20', key: 'product.p90n20' },
      { index: '/parts/p110', key: 'product.p110' },
      { index: '/parts/h60', key: 'product.h60' },
      { index: '/parts/h70', key: 'product.h70' },
      { index: '/parts/t28', key: 'product.t28' },
    ],
  },
  { index: '/applications', key: 'nav.industry' },
  { index: '/news', key: 'nav.news' },
  { index: '/opensource', key: 'nav.os' },
  {
    index: '/explore',
    key: 'nav.explore',
    customSubMenu: true,
    children: [
      { index: '/policy', key: 'nav.policies' },
      { index: '/about', key: 'nav.about' },
      { index: '/contactinformation', key: 'nav.contactUs' },
      { index: company.externalLinks.recruitment, key: 'nav.joinUs', external: true },
      { index: company.externalLinks.supportDocs, key: 'nav.docsCenter', external: true },
    ],
  },
  {
    index: '/app',
    key: 'nav.download',
    children: [
      { index: '/app/g1', key: 'product.appG1' },
      { index: '/app/dog', key: 'product.appDog' },
    ],
  },
  { index: '/contact', key: 'nav.purchase', highlight: true },
];

/** Fly-out grids get one column per item, between 1 and 12. */
export function menuColumns(itemCount: number): number {
  return Math.min(12, Math.max(1, itemCount));
}

export interface FooterGroup {
  key: string;
  links: { path: SitePath; key: string }[];
}

/** Footer columns; on mobile each group collapses on its own. */
export const footerGroups: FooterGroup[] = [
  { key: 'footer.human', links: [{ path: '/human', key: 'product.gen1' }, { path: '/z1', key: 'product.z1' }] },
  {
    key: 'footer.dog',
    links: [
      { path: '/dog', key: 'product.dog' },
      { path: '/dog-w', key: 'product.dogW' },
      { path: '/dog-y', key: 'product.dogY' },
    ],
  },
  { key: 'footer.hand', links: [{ path: '/parts/hand', key: 'product.hand' }] },
  {
    key: 'footer.parts',
    links: [
      { path: '/parts/d90', key: 'product.d90' },
      { path: '/parts/h60', key: 'product.h60' },
      { path: '/parts/h70', key: 'product.h70' },
      { path: '/parts/p110', key: 'product.p110' },
      { path: '/parts/p60n30', key: 'product.p60n30' },
      { path: '/parts/p90n20', key: 'product.p90n20' },
      { path: '/parts/t28', key: 'product.t28' },
    ],
  },
  {
    key: 'footer.opensource',
    links: [
      { path: '/opensource', key: 'sdk.gen1' },
      { path: '/opensource', key: 'sdk.z1' },
      { path: '/opensource', key: 'sdk.dog' },
      { path: '/opensource', key: 'sdk.dogMotion' },
      { path: '/opensource', key: 'sdk.dogRos2' },
    ],
  },
  { key: 'footer.app', links: [{ path: '/app/g1', key: 'product.appG1' }, { path: '/app/dog', key: 'product.appDog' }] },
  {
    key: 'footer.about',
    links: [
      { path: '/about', key: 'nav.about' },
      { path: '/contactinformation', key: 'nav.contactUs' },
      { path: '/policy', key: 'nav.policies' },
      { path: '/applications', key: 'nav.industry' },
      { path: '/news', key: 'nav.news' },
      { path: '/service', key: 'nav.service' },
      { path: '/contact', key: 'nav.purchase' },
    ],
  },
];
