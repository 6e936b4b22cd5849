// SPEC §3 articles (news, pages, notes): the HTML an article may keep. The API cleans
// rich text with the same lists when it is stored (api/test/contracts keeps them equal);
// the browser cleans it again before showing it.

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
] as const;

/** Attributes kept on any allowed tag (the API narrows them per tag: links and images). */
export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'width',
  'height',
] as const;
