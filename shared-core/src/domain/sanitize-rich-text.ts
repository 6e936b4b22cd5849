import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from './rich-text.ts';

const SAFE_URL = /^(?:https?:|mailto:|#|\/)/i;
const EXTERNAL_URL = /^https?:/i;

// Its own DOMPurify instance, made on first use: the link hook below must not reach a
// sanitiser another module configures, and a page that shows no rich text builds none.
let purifier: Purifier | undefined;

function purifierWithLinkRule(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const href = node.tagName === 'A' ? node.getAttribute('href') : null;
    if (href && EXTERNAL_URL.test(href)) {
      // A link that leaves Canopy opens beside it and learns nothing of the page (the
      // data's own target is not kept: only this rule sets one).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return instance;
}

/**
 * HTML from data (an article, a home-page tab of the app configuration) made safe to
 * show: only the rich-text tags and attributes the API keeps (SPEC §3), links and images
 * to http(s), mail, in-page or same-site addresses only, no script, style or handler.
 */
export function sanitizeRichText(html: string): string {
  purifier ??= purifierWithLinkRule();
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}
