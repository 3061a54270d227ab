import { isLocale, locales, type Locale } from '@site/federation';
import { marked } from 'marked';
import { sanitizeNewsHtml } from './sanitize-html.js';

/** What a news source file (Markdown or HTML with a front-matter block) describes. */
export interface NewsDocument {
  slug: string;
  language: Locale;
  title: string;
  description: string;
  authorName: string;
  /** Seconds since the epoch. */
  publishedAt: number;
  top: boolean;
  homePage: boolean;
  display: boolean;
  /** The search engines' title and description ('' leaves them to the title and the summary). */
  metaTitle: string;
  metaDescription: string;
  /** A cover file path relative to the source file, if given. */
  cover?: string;
  contentHtml: string;
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function parseFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const match = frontMatterPattern.exec(text);
  if (!match) throw new Error('The file must start with a front-matter block between --- lines');
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Front matter line is not "key: value": ${line}`);
    const value = line.slice(colon + 1).trim().replace(/^"(.*)"$/, '$1');
    fields[line.slice(0, colon).trim()] = value;
  }
  return { fields, body: text.slice(match[0].length) };
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(true|yes|1)$/i.test(value)) return true;
  if (/^(false|no|0)$/i.test(value)) return false;
  throw new Error(`Not a yes/no value: ${value}`);
}

function required(fields: Record<string, string>, key: string): string {
  const value = fields[key];
  if (!value) throw new Error(`Front matter needs "${key}"`);
  return value;
}

/**
 * Parses a news file. `format` is taken from the extension: `.md` is Markdown,
 * `.html` is HTML. Content is sanitized here, before it is stored.
 */
export function parseNewsDocument(text: string, format: 'markdown' | 'html'): NewsDocument {
  const { fields, body } = parseFrontMatter(text);
  const language = required(fields, 'language');
  if (!isLocale(language)) throw new Error(`language must be ${locales.join(' or ')}`);
  const slug = required(fields, 'slug');
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(slug)) throw new Error('slug must be lower-case letters, digits and dashes');
  const date = new Date(required(fields, 'date'));
  if (Number.isNaN(date.getTime())) throw new Error(`date is not a date: ${fields.date}`);
  const html = format === 'markdown' ? (marked.parse(body, { async: false }) as string) : body;
  return {
    slug,
    language,
    title: required(fields, 'title'),
    description: fields.description ?? '',
    metaTitle: fields.metaTitle ?? '',
    metaDescription: fields.metaDescription ?? '',
    authorName: required(fields, 'author'),
    publishedAt: Math.floor(date.getTime() / 1000),
    top: flag(fields.top, false),
    homePage: flag(fields.homePage, false),
    display: flag(fields.display, true),
    ...(fields.cover ? { cover: fields.cover } : {}),
    contentHtml: sanitizeNewsHtml(html),
  };
}
