// `@handle` mentions in a post's or comment's text: the browser's copy of the API's rule
// (social/rules.ts mentionedUsernames; a contract test keeps both finding the same names).
// A handle starts with a letter or digit and ends with one, so the dot of `@dana.r.` ends
// the sentence, not the handle; `a@b` (an e-mail address) names nobody.
const MENTION = /(^|[^\w@])@([a-z0-9][a-z0-9._]{0,59})/gi;

/** Handles a text mentions, lower-case, each once, as the API records them. */
export function mentionedUsernames(text: string): string[] {
  const names = [...text.matchAll(MENTION)].map((match) =>
    (match[2] ?? '').replace(/[._]+$/, '').toLowerCase(),
  );
  return [...new Set(names)].filter(Boolean);
}

type TextPart = { kind: 'text'; text: string };
type MentionPart = { kind: 'mention'; text: string; handle: string };

/**
 * Splits the plain-text parts of an already cut text into text and `@handle` mentions;
 * other parts (links) pass through untouched, so a handle inside an address stays the link's.
 */
export function withMentions<Part extends { kind: string; text: string }>(
  parts: Part[],
): (Part | TextPart | MentionPart)[] {
  return parts.flatMap((part): (Part | TextPart | MentionPart)[] => {
    if (part.kind !== 'text') return [part];
    const out: (TextPart | MentionPart)[] = [];
    let last = 0;
    for (const match of part.text.matchAll(MENTION)) {
      const handle = (match[2] ?? '').replace(/[._]+$/, '');
      if (!handle) continue;
      const at = match.index + (match[1] ?? '').length;
      if (at > last) out.push({ kind: 'text', text: part.text.slice(last, at) });
      out.push({ kind: 'mention', text: `@${handle}`, handle });
      last = at + handle.length + 1;
    }
    if (last < part.text.length) out.push({ kind: 'text', text: part.text.slice(last) });
    return out;
  });
}

/** The mention being typed just before the caret: where its `@` is and the letters after it. */
export interface MentionInProgress {
  start: number;
  query: string;
}

/**
 * The `@handle` the member is typing at `caret` (at least one letter after the `@`), or
 * undefined: an `@` inside a word (an e-mail address) or after a space starts none.
 */
export function mentionBeforeCaret(text: string, caret: number): MentionInProgress | undefined {
  const match = /(^|[^\w@])@([a-z0-9][a-z0-9._]{0,59})$/i.exec(text.slice(0, caret));
  if (!match?.[2]) return undefined;
  return { start: match.index + (match[1] ?? '').length, query: match[2] };
}

/** The text with the mention at `mention` replaced by `@handle ` and where the caret goes. */
export function insertMention(
  text: string,
  caret: number,
  mention: MentionInProgress,
  handle: string,
): { text: string; caret: number } {
  const inserted = `@${handle} `;
  const rest = text.slice(caret).replace(/^ /, '');
  return {
    text: text.slice(0, mention.start) + inserted + rest,
    caret: mention.start + inserted.length,
  };
}
