import { createContext, useContext, type ReactNode } from 'react';
import { href, localeMeta, locales, useLocale, type SitePath } from '@site/i18n';

/** The site's public origin, provided by the shell (canonical links must be absolute). */
const SiteOriginContext = createContext('');

export function SiteOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <SiteOriginContext.Provider value={origin}>{children}</SiteOriginContext.Provider>;
}

/**
 * Title, description, canonical (absolute, self, no query), hreflang alternates and Open Graph
 * tags of a page. React 19 hoists them into <head>, on the server too.
 */
export function PageMeta({ title, description, path, image }: { title: string; description: string; path: SitePath; image?: string }) {
  const origin = useContext(SiteOriginContext);
  const locale = useLocale();
  const url = (target: typeof locale) => origin + href(path, target);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(locale)} />
      {locales.map((target) => (
        <link key={target} rel="alternate" hrefLang={localeMeta[target].htmlLang} href={url(target)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url('zh')} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={localeMeta[locale].ogLocale} />
      {image ? <meta property="og:image" content={image.startsWith('http') ? image : origin + image} /> : null}
    </>
  );
}
