import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createConsoleApiClient } from './app/api/console-api-client';
import { ConsoleApp } from './app/console-app';
import { createConsoleI18n } from './app/i18n/console-i18n';
import { consoleRoutes } from './app/router/console-routes';
import './app/theme/console-global.css';

const api = createConsoleApiClient();
const router = createBrowserRouter(consoleRoutes(api));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <ConsoleApp i18n={createConsoleI18n()} api={api} router={router} />
  </StrictMode>,
);
