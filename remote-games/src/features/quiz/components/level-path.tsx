import {
  color,
  font,
  radius,
  space,
  type QuizLevel,
  sharedPaths,
  BareList,
} from '@canopy/shared-core';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/icons.tsx';

/** The pack's levels in order: done, open or locked, the current one marked. */
export function LevelPath({
  packId,
  levels,
  currentLevelId,
}: {
  packId: number;
  levels: QuizLevel[];
  currentLevelId: number;
}) {
  return (
    <nav aria-label="Levels">
      <BareList ordered flow="wrap" gap="sm">
        {levels.map((level, index) => {
          const current = level.gameLevelId === currentLevelId;
          const status = level.completed ? 'completed' : level.locked ? 'locked' : 'open';
          const label = `${index + 1}. ${level.name}`;
          const pill = {
            display: 'inline-flex',
            alignItems: 'center',
            gap: space.xs,
            minHeight: 36,
            padding: `0 ${space.md}`,
            borderRadius: radius.pill,
            border: `1px solid ${current ? color.primary : color.border}`,
            background: current ? color.primary : color.surface,
            color: current ? color.onPrimary : level.locked ? color.textMuted : color.text,
            fontSize: font.size.sm,
            fontWeight: font.weight.medium,
            textDecoration: 'none',
          };
          const mark = status === 'completed' ? '✓' : '';
          return (
            <li key={level.gameLevelId}>
              {level.locked ? (
                <span css={pill}>
                  <LockIcon />
                  {label}
                  <span css={{ fontWeight: font.weight.regular }}>(locked)</span>
                </span>
              ) : (
                <Link
                  to={sharedPaths.quizLevel(packId, level.gameLevelId)}
                  aria-current={current ? 'page' : undefined}
                  css={pill}
                >
                  {mark && <span aria-hidden="true">{mark}</span>}
                  {label}
                  {status === 'completed' && (
                    <span css={{ fontWeight: font.weight.regular }}>(completed)</span>
                  )}
                </Link>
              )}
            </li>
          );
        })}
      </BareList>
    </nav>
  );
}
