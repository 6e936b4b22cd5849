import sanitizeHtml from 'sanitize-html';

/**
 * Articles (news, pages, notes) carry rich text in metaData.body_html. It is cleaned when
 * stored, so no script, event handler or javascript: link is ever kept; the browser
 * cleans it again before showing it.
 */
/** The HTML an article may keep; the browser's copy is in shared-core/src/domain/rich-text.ts. */
export const RICH_TEXT_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
];
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export const RICH_TEXT_KEY = 'body_html';

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** metaData with its rich text (if any) cleaned; everything else as given. */
export function withSafeRichText<T extends Record<string, unknown> | undefined>(metaData: T): T {
  if (!metaData || typeof metaData[RICH_TEXT_KEY] !== 'string') return metaData;
  return { ...metaData, [RICH_TEXT_KEY]: sanitizeRichText(metaData[RICH_TEXT_KEY]) };
}
