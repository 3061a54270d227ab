import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '../api/api-error';
import { useErrorText } from '../api/use-error-text';
import { usePageTitle } from '../layout/use-page-title';
import { useSession } from '../session/use-session';
import { homeOf, paths } from './paths';

function ErrorBlock({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 16px', textAlign: 'center' }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{body}</Typography.Paragraph>
      {children}
    </Flex>
  );
}

/** No page at this address (the route table's catch-all, and a 404 from a page's data). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <ErrorBlock title={t('notFound.title')} body={t('notFound.body')}>
      <Link to={paths.overview()}>{t('notFound.back')}</Link>
    </ErrorBlock>
  );
}

/** A section the user's roles do not include: trying again will not help; their own section will. */
function Forbidden() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <ErrorBlock title={t('forbidden.title')} body={t('forbidden.body')}>
      <Link to={homeOf(session.roles)}>{t('forbidden.back')}</Link>
    </ErrorBlock>
  );
}

/** A page that could not be shown: "not found" apart from other failures, which offer a retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const errorText = useErrorText();
  const revalidator = useRevalidator();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || (error instanceof ApiError && error.code === 'CONSOLE.NOT_FOUND');
  if (notFound) return <NotFound />;
  if (error instanceof ApiError && error.code === 'CONSOLE.FORBIDDEN') return <Forbidden />;
  return (
    <ErrorBlock title={t('routeError.title')} body={errorText(error)}>
      <Button type="primary" onClick={() => void revalidator.revalidate()}>
        {t('routeError.retry')}
      </Button>
    </ErrorBlock>
  );
}

/** Above the layout (the session could not be read): the page's own landmark. */
export function RootRouteError() {
  return (
    <main>
      <RouteError />
    </main>
  );
}
