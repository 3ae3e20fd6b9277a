/**
 * Hero texts arrive from the CMS as HTML (storefront.md §3 Home page content). Only inline formatting
 * survives; every other tag is dropped (script and style with their content), and no attribute but a
 * span's class is kept, so event handlers, inline styles and javascript: URLs never reach a client.
 */
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';

export const INLINE_TAGS = ['strong', 'em', 'b', 'i', 'br', 'span'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_TAGS],
  allowedAttributes: { span: ['class'] },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'template',
    'title',
    'svg',
    'math',
  ],
};

// The same CMS texts come back on every composition; parsing HTML is the costly part, so keep answers.
const sanitized = new LRUCache<string, string>({ max: 2000 });

/** Sanitised inline HTML, trimmed. */
export function sanitizeInlineHtml(html: string): string {
  let clean = sanitized.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, OPTIONS).trim();
    sanitized.set(html, clean);
  }
  return clean;
}

/** As `sanitizeInlineHtml`, keeping null for absent text and turning text that sanitises to nothing into null. */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeInlineHtml(html);
  return clean === '' ? null : clean;
}

/**
 * Rich texts of the trip page (description, itinerary days, conditions, category tabs): paragraphs,
 * lists, headings and links as well. Links keep only http(s) and mailto targets and open safely.
 */
const RICH_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...INLINE_TAGS, 'p', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  allowedAttributes: { span: ['class'], a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: OPTIONS.nonTextTags!,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

const sanitizedRich = new LRUCache<string, string>({ max: 5000 });

/** Sanitised block-level HTML, trimmed. */
export function sanitizeRichHtml(html: string): string {
  let clean = sanitizedRich.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html, RICH_OPTIONS).trim();
    sanitizedRich.set(html, clean);
  }
  return clean;
}
