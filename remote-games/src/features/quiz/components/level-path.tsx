import { color, font, space, type QuizLevel, sharedPaths, BareList } from '@canopy/shared-core';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/icons.tsx';
import { chip } from '../../../components/styles.ts';

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
            ...chip,
            gap: space.xs,
            borderColor: current ? color.primary : color.border,
            background: current ? color.primary : color.surface,
            color: current ? color.onPrimary : level.locked ? color.textMuted : color.text,
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
