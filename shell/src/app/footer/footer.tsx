import { company } from '@site/config';
import { LocaleLink, useTranslation } from '@site/i18n';
import { Logo } from '../header/logo';
import { useShell } from '../site-state';
import { FooterGroupList } from './footer-group';
import { SocialTiles } from './social-tiles';

/** Footer: link columns (collapsible groups on mobile), company lines, social tiles, filing and copyright. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { footer } = useShell().state.frame;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <LocaleLink to="/" aria-label={t('nav.homeAria')}>
            <Logo />
          </LocaleLink>
          <address className="site-footer__company">
            <p>{t('company.name')}</p>
            <p>
              {t('footer.phone')}: <a href={`tel:${company.phones.main}`}>{company.phones.main}</a>
            </p>
            <p>
              {t('footer.tollFree')}: <a href={`tel:${company.phones.tollFree}`}>{company.phones.tollFree}</a>
            </p>
            <p>
              {t('footer.email')}: <a href={`mailto:${company.emails.official}`}>{company.emails.official}</a>
            </p>
            <p>
              {t('footer.salesEmail')}: <a href={`mailto:${company.emails.sales}`}>{company.emails.sales}</a>
            </p>
          </address>
          <SocialTiles />
        </div>
        <div className="site-footer__groups">
          {footer.map((column) => (
            <FooterGroupList key={column.key} group={column} />
          ))}
        </div>
      </div>
      <div className="site-footer__legal">
        <a href={company.icpFiling.url} target="_blank" rel="noopener noreferrer">
          {company.icpFiling.number}
        </a>
        <span>{t('footer.copyright', { year: company.copyrightYear })}</span>
      </div>
    </footer>
  );
}
