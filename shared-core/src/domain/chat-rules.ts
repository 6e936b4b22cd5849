// The browser's copy of the API's chat message limits (the API's chat/rules.ts; an API test
// checks both say the same), so a member hears about a problem before sending.
import { formatCount } from './number-format.ts';

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_MESSAGE_PHOTOS = 10;

/** Why a message cannot be sent as it is, or undefined. */
export function messageProblem(text: string, photoCount: number): string | undefined {
  if (text.trim() === '' && photoCount === 0) return 'Write a message or add a photo.';
  if (text.length > MAX_MESSAGE_LENGTH) {
    return `A message can be at most ${formatCount(MAX_MESSAGE_LENGTH)} characters (this one has ${formatCount(text.length)}).`;
  }
  if (photoCount > MAX_MESSAGE_PHOTOS) {
    return `A message can have at most ${MAX_MESSAGE_PHOTOS} photos.`;
  }
  return undefined;
}

type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) links and bare www. addresses; trailing punctuation stays text.
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/** A message's text cut into plain text and web links, so links are clickable and nothing else is markup. */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const link = match[0];
    const href = /^https?:\/\//i.test(link) ? link : `https://${link}`;
    parts.push({ kind: 'link', text: link, href });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
