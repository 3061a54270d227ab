import { Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import type { ConsoleApi } from '../../app/api/console-api-client';
import { LanguageSwitch } from '../../app/layout/language-switch';
import { usePageTitle } from '../../app/layout/use-page-title';
import { SignInForm } from './components/sign-in-form';
import styles from './sign-in.module.css';

function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('signIn.title'));
  return (
    <Layout className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <Typography.Title level={1} className={styles.title}>
            {t('signIn.title')}
          </Typography.Title>
          <SignInForm />
          <Typography.Paragraph type="secondary" className={styles.hint}>
            {t('signIn.noUserHint')} <Typography.Text code>{'npm run console -- user add <name> --role admin'}</Typography.Text>
          </Typography.Paragraph>
        </div>
      </main>
    </Layout>
  );
}

export function signInRoute(_api: ConsoleApi): Pick<RouteObject, 'Component'> {
  return { Component: SignInPage };
}
