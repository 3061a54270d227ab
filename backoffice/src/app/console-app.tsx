import type { i18n as I18n } from 'i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { ConsoleApi } from './api/console-api-client';
import { ConsoleProviders } from './providers';

/** The whole page: providers around the router (the browser's, or a test's memory router). */
export function ConsoleApp({ i18n, api, router }: { i18n: I18n; api: ConsoleApi; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <ConsoleProviders i18n={i18n} api={api}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  );
}
