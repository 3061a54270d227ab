import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createConsoleApiClient } from '../src/app/api/console-api-client';
import { ConsoleApp } from '../src/app/console-app';
import { createConsoleI18n, type ConsoleLocale } from '../src/app/i18n/console-i18n';
import { consoleRoutes } from '../src/app/router/console-routes';
import { FakeEventSource } from './fake-server';

/** The whole console (real providers, real antd, real routes) at `path`, in memory. */
export function renderConsole(path: string, { locale = 'en' }: { locale?: ConsoleLocale } = {}) {
  const api = createConsoleApiClient();
  const router = createMemoryRouter(consoleRoutes(api), { initialEntries: [path] });
  const view = render(<ConsoleApp i18n={createConsoleI18n(locale)} api={api} router={router} />);
  return { ...view, router };
}

/** Each test: a fresh fake EventSource, and no stubs left over. */
export function useConsoleTestSetup() {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}
