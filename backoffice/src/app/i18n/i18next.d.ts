// Keys of t() are checked against the Chinese messages (the locale test keeps en in step).
import 'i18next';
import type messages from '../../../locales/zh/console.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'console';
    resources: { console: typeof messages };
  }
}
