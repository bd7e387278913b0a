import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * The one server-side HTML sanitizer for every stored rich text (mail templates, help topics,
 * tutorials…): DOMPurify on a jsdom window with an allow-list. No scripts, styles, forms or
 * frames; no event handlers or style attributes; links only to http(s), mailto, tel or our own
 * relative paths; images only from our files route (`/files/{id}`) or https. Placeholders such
 * as `${nombre}` and `$[detalle]` are plain text and survive.
 */
const require = createRequire(import.meta.url);

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'align'];

/** Our files route, relative or absolute on any host we serve (the sanitizer cannot know the host). */
const FILES_SRC = /^\/files\/\d+$/;
const HTTPS_SRC = /^https:\/\/[^\s"'<>]+$/i;
const LINK_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#|\$\{)/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purify: DOMPurify | null = null;

/** DOMPurify on a jsdom window, made on first use: loading jsdom would add a second to every start. */
function purifier(): DOMPurify {
  if (purify) return purify;
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', restrictLinksAndImages);
  return purify;
}

function restrictLinksAndImages(node: Node): void {
  const element = node as Element;
  if (element.tagName === 'IMG') {
    const src = (element.getAttribute('src') ?? '').trim();
    if (!FILES_SRC.test(src) && !HTTPS_SRC.test(src)) element.remove();
    else element.setAttribute('src', src);
  }
  if (element.tagName === 'A') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (href && !LINK_HREF.test(href)) element.removeAttribute('href');
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    else element.removeAttribute('target');
  }
}

/** The allow-listed form of some HTML; what the editor produces comes back unchanged. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The files an HTML references through our route (`/files/{id}`), in order, without repeats. */
export function referencedFiles(html: string): number[] {
  const ids = new Set<number>();
  for (const match of html.matchAll(/<img[^>]*\ssrc="\/files\/(\d+)"/g)) ids.add(Number(match[1]));
  return [...ids];
}
