import { siteTokens } from '@site/design';

const toKebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The design tokens as CSS custom properties, so plain stylesheets use tokens too. */
export const tokenStyleSheet = `:root{${Object.entries(siteTokens)
  .map(([name, value]) => `--site-${toKebab(name)}:${typeof value === 'number' && !name.startsWith('zIndex') ? `${value}px` : value}`)
  .join(';')}}`;
