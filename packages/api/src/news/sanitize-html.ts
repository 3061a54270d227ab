import { FilterXSS, type IWhiteList } from 'xss';
import { coverFileNamePattern } from './news-covers.js';

const allowedTags: IWhiteList = {
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], sub: [], sup: [], small: [], span: [],
  ul: [], ol: ['start'], li: [],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [], figcaption: [],
  table: [], thead: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

const safeUrl = /^(https?:|mailto:|\/(?![/\\])|#)/i;
const coverPrefix = '/api/website/news/cover/';
/**
 * An image only from the media library: any other address (another site, a path of the back office
 * such as /console/api/…, data:) would be fetched by every reader's browser, an editor's included,
 * with their cookies.
 */
const libraryImage = (src: string) => src.startsWith(coverPrefix) && coverFileNamePattern.test(src.slice(coverPrefix.length));

function escapeAttribute(value: string): string {
  return value.replace(/&(?![a-z0-9#]+;)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  // Drop the content of these entirely instead of leaving their text behind.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (tag === 'img' && name === 'src') return libraryImage(value.trim()) ? `src="${escapeAttribute(value.trim())}"` : '';
    if (name === 'href' || name === 'src') {
      const trimmed = value.trim();
      // Only http(s), mailto, same-site paths and fragments; everything else (javascript:, data:, vbscript:) goes.
      if (!safeUrl.test(trimmed)) return '';
      return `${name}="${escapeAttribute(trimmed)}"`;
    }
    if (name === 'target') return value === '_blank' ? 'target="_blank" rel="noopener noreferrer"' : '';
    return undefined;
  },
});

/** Keeps formatting, links and the media library's images; removes scripts, event handlers, unsafe URLs, other images and frames. */
export function sanitizeNewsHtml(html: string): string {
  return filter.process(html);
}
