import { color, messageParts } from '@canopy/shared-core';

/**
 * A member's text as written, its web links clickable: the same cutting as chat messages
 * (only http, https and www. addresses become links; everything else stays text, so no
 * markup is ever made of it). Links a member wrote are marked as theirs (ugc), earn no
 * ranking (nofollow) and get no hold on this page (noopener).
 */
export function LinkedText({ text }: { text: string }) {
  return messageParts(text).map((part, index) =>
    part.kind === 'link' ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="nofollow ugc noopener"
        css={{ color: color.primary, overflowWrap: 'anywhere' }}
      >
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
