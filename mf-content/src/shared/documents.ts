import type { Locale } from '@site/i18n';

/** The generated PDFs (scripts/generate-documents.mjs), one file per language under media/docs/. */
export type DocumentFile = 'magicbot-gen1-sdk' | 'magicdog-sdk' | 'product-manual' | 'dog-app-manual' | 'g1-app-manual';

export const documentPath = (file: DocumentFile, locale: Locale) => `docs/${file}-${locale}.pdf`;
