import { color, linkedTextParts, withMentions } from '@canopy/shared-core';
import { Link } from 'react-router';
import { socialPaths } from '../utils/paths.ts';

/** A member's profile by @handle: an old handle still finds them for 30 days. */
export const handleProfileUrl = (handle: string) =>
  `/account/overview?handle=${encodeURIComponent(handle)}`;

/**
 * A member's text as written, its web links clickable: the same cutting as chat messages
 * (only http, https and www. addresses become links; everything else stays text, so no
 * markup is ever made of it). Links a member wrote are marked as theirs (ugc), earn no
 * ranking (nofollow) and get no hold on this page (noopener). A #tag opens the tag page,
 * the posts carrying it; an `@handle` links to the profile of the member it names, as the
 * mention notification does.
 */
export function LinkedText({ text }: { text: string }) {
  return withMentions(linkedTextParts(text)).map((part, index) =>
    part.kind === 'tag' ? (
      <Link
        key={index}
        to={socialPaths.tag(part.tag)}
        css={{ color: color.primary, overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Link>
    ) : part.kind === 'link' ? (
      <a
        key={index}
        href={part.href}
        target="_blank"
        rel="nofollow ugc noopener"
        css={{ color: color.primary, overflowWrap: 'anywhere' }}
      >
        {part.text}
      </a>
    ) : part.kind === 'mention' ? (
      <Link
        key={index}
        to={handleProfileUrl(part.handle)}
        css={{ color: color.primary, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Link>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
