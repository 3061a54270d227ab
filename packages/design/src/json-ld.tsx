import { serializeJsonLd, type StructuredData } from './structured-data';

/**
 * One schema.org object as a <script type="application/ld+json"> where it is rendered (React
 * hoists no inline script, so it stays in the page body, in the server HTML too). Build `data`
 * with the builders of './structured-data'.
 */
export function JsonLd({ data }: { data: StructuredData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
