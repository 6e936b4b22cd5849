import { Thumbnail } from '@canopy/shared-core/thumbnail';
import { color, font, radius, shadow, space, type AssistantSuggestion } from '@canopy/shared-core';
import { Link } from 'react-router';
import { KIND_LABELS, priceAndDistance } from '../utils/suggested-questions.ts';
import { grid } from '@canopy/shared-core/layout';

/** One item an answer cites, linking to its page in the remote that owns it. */
export function CitationCard({ item, number }: { item: AssistantSuggestion; number: number }) {
  const figures = priceAndDistance(item.priceCents, item.distance);
  return (
    <Link
      to={item.link}
      css={[
        grid(item.imageURL ? '56px 1fr' : '1fr', 'md'),
        {
          alignItems: 'center',
          padding: space.md,
          background: color.surface,
          color: color.text,
          textDecoration: 'none',
          border: `1px solid ${color.border}`,
          borderRadius: radius.md,
          boxShadow: shadow.card,
          '&:hover': { borderColor: color.primary },
          '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: 2 },
        },
      ]}
    >
      <Thumbnail src={item.imageURL} size={56} />
      <span css={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <span css={{ fontSize: font.size.xs, color: color.textMuted }}>
          [{number}] {KIND_LABELS[item.type] ?? 'Item'}
        </span>
        <strong data-part="title" css={{ fontSize: font.size.sm, overflowWrap: 'anywhere' }}>
          {item.title}
        </strong>
        {figures && (
          <span data-part="figures" css={{ fontSize: font.size.sm, fontWeight: font.weight.bold }}>
            {figures}
          </span>
        )}
        <span css={{ fontSize: font.size.xs, color: color.textMuted, overflowWrap: 'anywhere' }}>
          {item.subtitle}
        </span>
      </span>
    </Link>
  );
}
