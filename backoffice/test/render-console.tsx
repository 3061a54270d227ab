import { render, screen, within } from '@testing-library/react';
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
export function setUpConsoleTests() {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

/**
 * The open dialog, checked by its title. (Not by accessible name: under NODE_ENV=test antd's ids are
 * all `test-id`, so `aria-labelledby` can point at another element; browsers get unique ids.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  within(dialog).getByText(title);
  return dialog;
}
