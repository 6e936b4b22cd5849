import {
  color,
  font,
  getLinkPreview,
  isApiFailure,
  messageParts,
  radius,
  space,
  type LinkPreview,
} from '@canopy/shared-core';
import { useEffect, useState } from 'react';

/** What the API answered for one address: its preview, or null for none. */
interface Answer {
  href: string;
  preview: LinkPreview | null;
}

/** The first web address in a member's text, as its link would open, or undefined. */
export function firstLinkOf(text: string): string | undefined {
  for (const part of messageParts(text)) if (part.kind === 'link') return part.href;
  return undefined;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

/**
 * The preview card of the first page a post or comment links to: its title, description and
 * host, as text (the page's image is never loaded here, so no other site learns who reads
 * the post). A page without a preview, or one that cannot be had, shows nothing. `known` is
 * the preview the wall's answer carried (null: the page has none), so a wall card asks for
 * nothing; only a page the server had not read yet is asked for. `compact`: a wall card's.
 */
export function LinkPreviewCard({
  text,
  known,
  compact = false,
}: {
  text: string;
  known?: LinkPreview | null | undefined;
  compact?: boolean;
}) {
  const href = firstLinkOf(text);
  const [fetched, setAnswer] = useState<Answer>();
  const answer: Answer | undefined =
    href !== undefined && known !== undefined ? { href, preview: known } : fetched;

  useEffect(() => {
    if (!href || known !== undefined) return;
    const controller = new AbortController();
    void getLinkPreview(href, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer({ href, preview: isApiFailure(result) ? null : result.item });
    });
    return () => controller.abort();
  }, [href, known]);

  if (!href) return null;
  // Until the answer about this very address arrives (the text may have been edited).
  const loading = answer?.href !== href;
  const box = {
    display: 'flex',
    flexDirection: 'column',
    gap: space.xs,
    padding: compact ? space.sm : space.md,
    background: color.surfaceAlt,
    border: `1px solid ${color.border}`,
    borderRadius: radius.md,
    minWidth: 0,
  } as const;
  if (loading) {
    return (
      <p role="status" css={{ ...box, margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
        Loading the link's preview…
      </p>
    );
  }
  const { preview } = answer;
  if (!preview) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow ugc noopener"
      css={{
        ...box,
        color: color.text,
        textDecoration: 'none',
        overflowWrap: 'anywhere',
        '&:hover, &:focus-visible': { borderColor: color.primary },
        '&:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
      }}
    >
      {preview.title && (
        <strong css={{ ...clamp(compact ? 1 : 2), fontSize: font.size.md, color: color.primary }}>
          {preview.title}
        </strong>
      )}
      {preview.description && (
        <span css={{ ...clamp(compact ? 2 : 3), fontSize: font.size.sm }}>
          {preview.description}
        </span>
      )}
      <span css={{ fontSize: font.size.xs, color: color.textMuted }}>{preview.host}</span>
    </a>
  );
}
