import { withCommonMessages } from '../messages';

/** The Z1 page's texts, for the page and for its fragments served alone. */
export const z1Messages = withCommonMessages('z1', {
  zh: () => import('../../../locales/zh/z1.json'),
  en: () => import('../../../locales/en/z1.json'),
});
