// #tags in a member's text (issue 34): the browser's copy of the API's rule (migration
// 290's hashtags_of; an API test keeps the two equal). A tag is # and a letter, then letters,
// digits or _ (50 at most), not glued to a word, an entity (&#38;), a path or another #.
import { messageParts } from './chat-rules.ts';

const HASHTAG = /(^|[^A-Za-z0-9_&/#])#([A-Za-z][A-Za-z0-9_]{0,49})(?![A-Za-z0-9_])/g;

/** A piece of a member's text: as written, a web link, or a #tag (`tag` lowercase). */
export type LinkedTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'tag'; text: string; tag: string };

function withTags(text: string): LinkedTextPart[] {
  const parts: LinkedTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const name = match[2] ?? '';
    const start = match.index + (match[1]?.length ?? 0);
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'tag', text: `#${name}`, tag: name.toLowerCase() });
    last = start + name.length + 1;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A post's or comment's text cut into plain text, web links (messageParts) and #tags. */
export function linkedTextParts(text: string): LinkedTextPart[] {
  return messageParts(text).flatMap((part) =>
    part.kind === 'text' ? withTags(part.text) : [part],
  );
}

/** The tags a text carries, lowercase, each once, as the API stores them. */
export function hashtagsOf(text: string): string[] {
  return [...new Set([...text.matchAll(HASHTAG)].map((match) => (match[2] ?? '').toLowerCase()))];
}
