import { href, localeMeta, locales as siteLocales, useLocale, type Locale, type SitePath } from '@site/i18n';
import { JsonLd } from './json-ld';
import { useSiteInfo } from './site-info';
import { absoluteUrl, breadcrumbList, product as productData } from './structured-data';

export interface PageMetaProps {
  title: string;
  description: string;
  path: SitePath;
  /** Open Graph image (a path on the origin, a media URL or an absolute URL). */
  image?: string;
  /**
   * The page's own short name, the last step of its breadcrumb trail, for pages the site's
   * navigation does not name (a news article, a page fragment). Defaults to the navigation's
   * name, then to `title`.
   */
  name?: string;
  /**
   * The languages the page exists in (an article may have one): hreflang alternates, and the
   * header's language switch, which reads them, name only these. Defaults to every language.
   */
  locales?: readonly Locale[];
  /** Open Graph type: `article` for a news article. */
  type?: 'website' | 'article';
  /** The page presents one product: a schema.org Product with this name and picture (also the Open Graph image) and the page's description. */
  product?: { name: string; image: string };
}

/**
 * Title, description, canonical (absolute, self, no query), hreflang alternates and Open Graph
 * tags of a page, which React 19 hoists into <head>, on the server too; and its structured data:
 * a BreadcrumbList on every page but home (the trail comes from the shell's navigation through
 * `SiteInfo`, so pages write nothing for it) and, on a product page, a Product.
 */
export function PageMeta({ title, description, path, image, name, product, locales = siteLocales, type = 'website' }: PageMetaProps) {
  const site = useSiteInfo();
  const locale = useLocale();
  const url = (target: typeof locale, page: SitePath = path) => site.origin + href(page, target);
  const ogImage = image ?? product?.image;
  const trail = path === '/' ? undefined : site.trail?.(path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(locale)} />
      {locales.map((target) => (
        <link key={target} rel="alternate" hrefLang={localeMeta[target].htmlLang} href={url(target)} />
      ))}
      {locales.length > 0 ? <link rel="alternate" hrefLang="x-default" href={url(locales.includes('zh') ? 'zh' : locales[0]!)} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={localeMeta[locale].ogLocale} />
      {ogImage ? <meta property="og:image" content={absoluteUrl(site.origin, ogImage)} /> : null}
      {trail ? (
        <JsonLd
          data={breadcrumbList(
            [...trail.parents, { name: name ?? trail.name ?? title, path }].map((crumb) => ({ name: crumb.name, url: url(locale, crumb.path) })),
          )}
        />
      ) : null}
      {product ? (
        <JsonLd data={productData({ url: url(locale), name: product.name, description, image: absoluteUrl(site.origin, product.image), brand: site.name })} />
      ) : null}
    </>
  );
}
