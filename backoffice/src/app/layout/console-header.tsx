import { useEffect, useState, type CSSProperties } from 'react';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { SessionInfo } from '@site/console-contract/session';
import { useApi } from '../api/api-context';
import { isSignedOut } from '../api/api-error';
import { useErrorText } from '../api/use-error-text';
import { homeOf, paths } from '../router/paths';
import { isAdmin, mayUse } from '../session/use-session';
import { rolesText } from '../session/role-words';
import { consoleTokens } from '../theme/console-theme';
import { LanguageSwitch } from './language-switch';
import { ChangePasswordButton } from './change-password-button';
import styles from './console-layout.module.css';

const headerColors = {
  '--console-header-text': consoleTokens.colorHeaderText,
  '--console-header-muted': consoleTokens.colorHeaderTextMuted,
  '--console-header-link': consoleTokens.colorHeaderLink,
} as CSSProperties;

export function ConsoleHeader({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // A link followed closes the menu.
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  async function signOut(everywhere: boolean) {
    setFailure(null);
    try {
      await api.signOut(everywhere);
    } catch (error) {
      // Already signed out is what was asked for.
      if (!isSignedOut(error)) return setFailure(error);
    }
    await navigate(paths.signIn());
  }

  const links = [
    ...(mayUse(session.roles, 'releases')
      ? [
          { to: paths.overview(), label: t('nav.overview'), end: true },
          { to: paths.audit(), label: t('nav.audit'), end: false },
        ]
      : []),
    ...(mayUse(session.roles, 'launches') ? [{ to: paths.launches(), label: t('nav.launches'), end: false }] : []),
    ...(mayUse(session.roles, 'newsroom')
      ? [
          { to: paths.newsroom(), label: t('nav.newsroom'), end: false },
          { to: paths.media(), label: t('nav.media'), end: false },
        ]
      : []),
    ...(mayUse(session.roles, 'leads') ? [{ to: paths.leads(), label: t('nav.leads'), end: false }] : []),
    ...(isAdmin(session.roles) ? [{ to: paths.users(), label: t('nav.users'), end: false }] : []),
  ];

  return (
    <Layout.Header className={styles.header} style={headerColors}>
      <a className={styles.skipLink} href="#main">
        {t('header.skipToContent')}
      </a>
      <Link to={homeOf(session.roles)} className={styles.brand}>
        {t('app.name')}
      </Link>
      {/* On a phone the links and the account fold into this menu: the page starts on the first screen. */}
      <Button type="text" className={`${styles.headerButton} ${styles.menuButton}`} aria-expanded={menuOpen} aria-controls="console-menu" onClick={() => setMenuOpen(!menuOpen)}>
        {t(menuOpen ? 'header.closeMenu' : 'header.menu')}
      </Button>
      <div id="console-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={styles.navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={styles.account}>
          <span className={styles.user}>
            {t('header.signedInAs', {
              user: session.user,
              role: rolesText(t, session.roles),
            })}
          </span>
          <LanguageSwitch className={styles.headerButton} />
          <ChangePasswordButton className={styles.headerButton} />
          <Button type="text" className={styles.headerButton} onClick={() => void signOut(false)}>
            {t('header.signOut')}
          </Button>
          <Button type="text" className={styles.headerButton} onClick={() => void signOut(true)}>
            {t('header.signOutEverywhere')}
          </Button>
          {failure !== null && (
            <span role="alert" className={styles.user}>
              {errorText(failure)}
            </span>
          )}
        </div>
      </div>
    </Layout.Header>
  );
}
