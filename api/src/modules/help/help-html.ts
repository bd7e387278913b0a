import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Allow-list HTML sanitizer for the help content's rich text (FAQ answers, tutorial steps).
// TODO(merge): switch to the shared server sanitizer (api/src/html/sanitize.ts) once it lands.
const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'img', 'span', 'hr'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'src', 'alt', 'title'];

/** Keeps only the allowed tags and attributes: no script, no event handlers, no javascript: links. */
export function sanitizeHelpHtml(html: string): string {
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/(?:png|jpeg|gif|webp);|\/)/i }) as string;
}
