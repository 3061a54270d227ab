export * from './locales';
export * from './paths';
export * from './create-i18n';
export * from './routing';
export { I18nextProvider, Trans } from 'react-i18next';
export { useTranslation } from './translation';
