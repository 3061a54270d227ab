import type { ComponentProps } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, type SitePath } from './paths';
import { isLocale, defaultLocale, type Locale } from './locales';

export {
  BrowserRouter,
  StaticRouter,
  Routes,
  Route,
  Link,
  NavLink,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

/** The visitor's locale, taken from the request-scoped i18next instance. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Builds locale-aware paths for the current locale. */
export function useLocalePath(): (path: SitePath, hash?: string) => string {
  const locale = useLocale();
  return (path, hash) => href(path, locale, hash);
}

type LocaleLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: SitePath; hash?: string };

/** Every internal link of the site goes through here, so the locale prefix is never forgotten. */
export function LocaleLink({ to, hash, ...rest }: LocaleLinkProps) {
  const localePath = useLocalePath();
  return <Link to={localePath(to, hash)} {...rest} />;
}

type LocaleNavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: SitePath };

export function LocaleNavLink({ to, ...rest }: LocaleNavLinkProps) {
  const localePath = useLocalePath();
  return <NavLink to={localePath(to)} {...rest} />;
}
