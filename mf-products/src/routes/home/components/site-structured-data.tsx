import { JsonLd, organization, useAbsoluteUrl, useSiteInfo, webSite } from '@site/design';
import { company } from '@site/config';
import { href, localeMeta, useLocale } from '@site/i18n';

/** The company's contact lines as search engines read them (the same placeholders the site shows). */
const contactPoints = [
  { contactType: 'customer support', telephone: company.phones.main, email: company.emails.official },
  { contactType: 'customer support', telephone: company.phones.tollFree, tollFree: true },
  { contactType: 'sales', email: company.emails.sales },
  { contactType: 'technical support', email: company.emails.afterSales },
];

/** schema.org Organization and WebSite of the home page, named in the page's language. */
export function SiteStructuredData() {
  const site = useSiteInfo();
  const absolute = useAbsoluteUrl();
  const locale = useLocale();
  const url = absolute(href('/', locale));
  return (
    <>
      <JsonLd data={organization({ url, name: site.name, legalName: site.legalName, logo: absolute(site.logo), contactPoints })} />
      <JsonLd data={webSite({ url, name: site.name, inLanguage: localeMeta[locale].htmlLang })} />
    </>
  );
}
