/**
 * schema.org structured data (JSON-LD) for the server HTML: typed builders for the kinds the site
 * uses and the serializer that makes the JSON safe inside a <script> element. Every URL a builder
 * takes must already be absolute (see `absoluteUrl`).
 */

const schemaOrg = 'https://schema.org';

/** One schema.org object as written into a page. */
export interface StructuredData {
  '@context'?: typeof schemaOrg;
  '@type': string;
  [property: string]: unknown;
}

/**
 * JSON for the inside of a <script type="application/ld+json">: `<`, `>` and `&` become \u escapes
 * (no `</script>` or `<!--` can end or alter the element, whatever a text contains), and so do
 * U+2028 and U+2029 (line terminators for older JavaScript parsers). JSON.parse reads it unchanged.
 */
export function serializeJsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `/media/x.svg` on `https://site.example` is `https://site.example/media/x.svg`; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)) return pathOrUrl;
  if (pathOrUrl.startsWith('//')) return `${/^[a-z][a-z\d+.-]*:/i.exec(origin)?.[0] ?? 'https:'}${pathOrUrl}`;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export interface ContactPointInput {
  /** schema.org's free text, as search engines read it: 'customer support', 'sales', 'technical support'. */
  contactType: string;
  telephone?: string;
  email?: string;
  tollFree?: boolean;
}

export function organization({
  url,
  name,
  legalName,
  logo,
  contactPoints = [],
}: {
  url: string;
  name: string;
  legalName?: string;
  logo: string;
  contactPoints?: readonly ContactPointInput[];
}): StructuredData {
  return {
    '@context': schemaOrg,
    '@type': 'Organization',
    '@id': `${url}#organization`,
    name,
    ...(legalName ? { legalName } : {}),
    url,
    logo,
    contactPoint: contactPoints.map(({ contactType, telephone, email, tollFree }) => ({
      '@type': 'ContactPoint',
      contactType,
      ...(telephone ? { telephone } : {}),
      ...(email ? { email } : {}),
      ...(tollFree ? { contactOption: `${schemaOrg}/TollFree` } : {}),
    })),
  };
}

/** The web site itself; `url` is its home page in the page's language. */
export function webSite({ url, name, inLanguage }: { url: string; name: string; inLanguage: string }): StructuredData {
  return {
    '@context': schemaOrg,
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name,
    url,
    inLanguage,
    publisher: { '@id': `${url}#organization` },
  };
}

export function product({
  url,
  name,
  description,
  image,
  brand,
}: {
  url: string;
  name: string;
  description: string;
  image: string;
  brand: string;
}): StructuredData {
  return {
    '@context': schemaOrg,
    '@type': 'Product',
    name,
    description,
    image,
    url,
    brand: { '@type': 'Brand', name: brand },
  };
}

/** Home first, the page itself last; positions count from 1. */
export function breadcrumbList(items: readonly { name: string; url: string }[]): StructuredData {
  return {
    '@context': schemaOrg,
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: url })),
  };
}

export function newsArticle({
  url,
  headline,
  published,
  authorName,
  inLanguage,
  publisher,
}: {
  url: string;
  headline: string;
  published: Date;
  authorName: string;
  inLanguage: string;
  publisher: { name: string; logo: string };
}): StructuredData {
  const date = published.toISOString();
  return {
    '@context': schemaOrg,
    '@type': 'NewsArticle',
    mainEntityOfPage: url,
    headline,
    datePublished: date,
    dateModified: date,
    inLanguage,
    author: [{ '@type': 'Organization', name: authorName }],
    publisher: { '@type': 'Organization', name: publisher.name, logo: { '@type': 'ImageObject', url: publisher.logo } },
  };
}
