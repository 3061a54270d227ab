import { useMemo, type ReactNode } from 'react';
import { SiteInfoProvider, type SiteInfo } from '@site/design';
import { useTranslation } from '@site/i18n';
import { pageTrail } from './page-trail';
import type { SiteFrame } from './frame/site-frame';

/** The site's emblem, served by the shell at its origin (the tab icons are PNGs drawn from it). */
export const siteLogoPath = '/favicon.svg';

/** Gives every page the site's origin, names and logo in the page's language, and its place in the navigation. */
export function ShellSiteInfo({ origin, frame, children }: { origin: string; frame: SiteFrame; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const value = useMemo<SiteInfo>(
    () => ({
      origin,
      name: t('site.name'),
      legalName: t('company.name'),
      logo: siteLogoPath,
      trail: (path) => pageTrail(path, frame, (link) => link.label ?? t(link.labelKey ?? '')),
    }),
    [origin, frame, t],
  );
  return <SiteInfoProvider value={value}>{children}</SiteInfoProvider>;
}
