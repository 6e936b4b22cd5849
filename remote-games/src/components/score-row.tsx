import { color, font, radius, space, type Rank } from '@canopy/shared-core';
import type { ReactNode } from 'react';
import { MemberPicture } from './member-picture.tsx';
import { grid } from '@canopy/shared-core/layout';

/**
 * One member's line on a board (leaderboards, tournament standings): rank, who, and the
 * value they are ranked by. The member's own row is marked for sight and for screen readers.
 */
export function ScoreRow({
  rank,
  owner,
  value,
  detail,
  isMe,
}: {
  rank: number | null;
  owner: Pick<Rank['owner'], 'display' | 'profileImage'>;
  value: ReactNode;
  detail?: ReactNode;
  isMe: boolean;
}) {
  return (
    <li
      aria-current={isMe ? 'true' : undefined}
      css={[
        grid('auto auto 1fr auto', 'md'),
        {
          alignItems: 'center',
          padding: `${space.sm} ${space.md}`,
          borderRadius: radius.md,
          border: `${isMe ? 2 : 1}px solid ${isMe ? color.primary : color.border}`,
          background: isMe ? color.surfaceAlt : color.surface,
        },
      ]}
    >
      <span
        css={{
          minWidth: 36,
          textAlign: 'center',
          fontWeight: font.weight.bold,
          fontVariantNumeric: 'tabular-nums',
          color: color.text,
        }}
      >
        {rank === null ? '–' : `#${rank}`}
      </span>
      <MemberPicture name={owner.display} picture={owner.profileImage} size={36} />
      <span css={{ minWidth: 0, display: 'grid' }}>
        <span
          css={{
            fontWeight: font.weight.medium,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {owner.display}
          {isMe && (
            <span css={{ color: color.textMuted, fontWeight: font.weight.regular }}> (you)</span>
          )}
        </span>
        {detail && <span css={{ fontSize: font.size.xs, color: color.textMuted }}>{detail}</span>}
      </span>
      <span css={{ fontWeight: font.weight.bold, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </span>
    </li>
  );
}
