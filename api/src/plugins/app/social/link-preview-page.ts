// What a link preview says about a page: its Open Graph title, description and image, or else
// its <title> and meta description, read from the HTML as text (nothing of it is run or kept).

export interface PagePreview {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
}

export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 400;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Plain text, one line, at most `max` characters; null when nothing is left. */
function cleanText(raw: string | undefined, max: number): string | null {
  if (raw === undefined) return null;
  const text = decodeEntities(raw.replace(/<[^>]*>/g, ' '))
    // Control characters never belong in a title.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The attributes of one tag, names in lower case. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** An absolute http(s) address for `raw` on the page at `pageUrl`, or null. */
function absoluteHttpUrl(raw: string | undefined, pageUrl: URL): string | null {
  if (!raw) return null;
  try {
    const url = new URL(decodeEntities(raw.trim()), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The preview of an HTML page fetched from `pageUrl` (the address after redirects). */
export function previewOfHtml(html: string, pageUrl: URL): PagePreview {
  // Comments and scripts could hold tags that are not the page's own.
  const text = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const meta = new Map<string, string>();
  for (const [tag] of text.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(text)?.[1];
  return {
    title:
      cleanText(meta.get('og:title'), MAX_TITLE_LENGTH) ??
      cleanText(meta.get('twitter:title'), MAX_TITLE_LENGTH) ??
      cleanText(titleTag, MAX_TITLE_LENGTH),
    description:
      cleanText(meta.get('og:description'), MAX_DESCRIPTION_LENGTH) ??
      cleanText(meta.get('description'), MAX_DESCRIPTION_LENGTH),
    imageUrl: absoluteHttpUrl(meta.get('og:image') ?? meta.get('twitter:image'), pageUrl),
  };
}
