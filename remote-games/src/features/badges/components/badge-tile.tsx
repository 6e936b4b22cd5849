import { Thumbnail } from '@canopy/shared-core/thumbnail';
import {
  color,
  font,
  radius,
  space,
  type Achievement,
  ProgressBar,
  visuallyHidden,
  BareList,
} from '@canopy/shared-core';
import { quietText, stack } from '@canopy/shared-core/layout';
import { grid } from '@canopy/shared-core/layout';
import { raisedCard } from '../../../components/styles.ts';

/** One badge: its tiers reached so far and how close the next one is. */
export function BadgeTile({ achievement }: { achievement: Achievement }) {
  const { progress, tiers } = achievement;
  const earned = progress.tiersCompleted > 0;
  const next = tiers.find((tier) => !tier.completed);
  const headingId = `badge-${achievement.achievementId}`;
  return (
    <li
      aria-labelledby={headingId}
      css={[
        grid('56px 1fr', 'md'),
        raisedCard(),
        { borderColor: earned ? color.primary : color.border },
      ]}
    >
      <div
        css={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          overflow: 'hidden',
          background: color.surfaceAlt,
          filter: earned ? 'none' : 'grayscale(1)',
          opacity: earned ? 1 : 0.6,
        }}
      >
        <Thumbnail
          src={achievement.icon}
          size={56}
          corners="circle"
          css={{ width: '100%', height: '100%' }}
        />
      </div>
      <div css={[stack('xs'), { minWidth: 0 }]}>
        <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
          {achievement.title}
        </h3>
        <p css={[quietText, { margin: 0 }]}>{achievement.description}</p>
        <BareList flow="wrap" gap="xs" aria-label="Tiers" css={{ margin: `${space.xs} 0` }}>
          {tiers.map((tier) => (
            <li
              key={tier.achievementTierId}
              css={{
                padding: `2px ${space.sm}`,
                borderRadius: radius.pill,
                fontSize: font.size.xs,
                fontWeight: font.weight.medium,
                border: `1px solid ${tier.completed ? color.primary : color.border}`,
                background: tier.completed ? color.primary : 'transparent',
                color: tier.completed ? color.onPrimary : color.textMuted,
              }}
            >
              {tier.completed ? '✓ ' : ''}
              {tier.title}
              <span css={visuallyHidden}>
                {tier.completed ? ' (earned)' : ` (locked, ${tier.goalCount} needed)`}
              </span>
            </li>
          ))}
        </BareList>
        {next ? (
          <>
            <ProgressBar
              value={progress.progressCount}
              max={next.goalCount}
              label={`${achievement.title}: progress to ${next.title}`}
            />
            <span css={{ fontSize: font.size.xs, color: color.textMuted }}>
              {Math.min(progress.progressCount, next.goalCount)} of {next.goalCount} for{' '}
              {next.title}
            </span>
          </>
        ) : (
          <span
            css={{ fontSize: font.size.sm, color: color.success, fontWeight: font.weight.medium }}
          >
            Every tier earned
          </span>
        )}
      </div>
    </li>
  );
}
