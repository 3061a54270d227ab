import { useContext, type AnchorHTMLAttributes, type MouseEventHandler } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { I18nContext } from 'react-i18next';
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

/**
 * The visitor's locale, taken from the request-scoped i18next instance. Read from the context,
 * not `useTranslation`: that hook copies the instance for every component that calls it, which
 * was the largest cost of a server render (every link of the header and footer asks for the locale).
 */
export function useLocale(): Locale {
  const language = useContext(I18nContext)?.i18n?.language;
  return isLocale(language) ? language : defaultLocale;
}

/** Builds locale-aware paths for the current locale. */
export function useLocalePath(): (path: SitePath, hash?: string) => string {
  const locale = useLocale();
  return (path, hash) => href(path, locale, hash);
}

type LocaleLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: SitePath; hash?: string };

/**
 * Every internal link of the site goes through here, so the locale prefix is never forgotten.
 * A plain anchor that navigates in the app on a plain left click: react-router's Link resolves
 * its path relative to the route tree on every render, a tenth of a page's server render with
 * the ninety links of the header and footer, and our paths are absolute already.
 */
export function LocaleLink({ to, hash, onClick, ...rest }: LocaleLinkProps) {
  const url = href(to, useLocale(), hash);
  return <a {...rest} href={url} onClick={useClientNavigation(url, rest.target, onClick)} />;
}

type LocaleNavLinkProps = Omit<LocaleLinkProps, 'hash'>;

/** A menu link: marked `aria-current="page"` (and class `active`) on its own page. */
export function LocaleNavLink({ to, className, onClick, ...rest }: LocaleNavLinkProps) {
  const url = href(to, useLocale());
  const active = useLocation().pathname === url;
  return (
    <a
      {...rest}
      href={url}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
      onClick={useClientNavigation(url, rest.target, onClick)}
    />
  );
}

function useClientNavigation(url: string, target: string | undefined, onClick: MouseEventHandler<HTMLAnchorElement> | undefined): MouseEventHandler<HTMLAnchorElement> {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  return (event) => {
    onClick?.(event);
    const plainClick = event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (event.defaultPrevented || !plainClick || (target && target !== '_self')) return;
    event.preventDefault();
    // The same page again replaces the history entry, as react-router's Link does.
    if (location.pathname + location.search + location.hash === url) navigator.replace(url);
    else navigator.push(url);
  };
}
