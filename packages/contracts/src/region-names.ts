import type { Locale } from '@site/federation';

/**
 * Names the site must use for China and its regions, whatever the upstream country data says
 * ('Taiwan, Province of China', 'Hong Kong', 'Macao', "People's Republic of China").
 */
export const regionNameOverrides: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  CN: { zh: '中国', en: 'China' },
  TW: { zh: '中国台湾', en: 'Taiwan, China' },
  HK: { zh: '中国香港', en: 'Hong Kong, China' },
  MO: { zh: '中国澳门', en: 'Macau, China' },
};
