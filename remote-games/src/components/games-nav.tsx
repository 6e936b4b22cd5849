import { color, space, sharedPaths, BareList } from '@canopy/shared-core';
import { NavLink, Outlet } from 'react-router';
import { gamesPaths } from '../utils/paths.ts';
import { chip } from './styles.ts';

const SECTIONS = [
  { path: gamesPaths.quizzes(), label: 'Quizzes' },
  { path: gamesPaths.leaderboard(), label: 'Leaderboard' },
  { path: sharedPaths.tournaments(), label: 'Tournaments' },
  { path: sharedPaths.challenges(), label: 'Challenges' },
  { path: sharedPaths.badges(), label: 'Badges' },
] as const;

/** The games area's own sections above each of its pages. */
export function GamesLayout() {
  return (
    <>
      <nav aria-label="Games" css={{ marginBottom: space.lg }}>
        <BareList flow="wrap" gap="sm">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                css={{
                  ...chip,
                  color: color.text,
                  '&[aria-current="page"]': {
                    background: color.text,
                    color: color.surface,
                    borderColor: color.text,
                  },
                }}
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </BareList>
      </nav>
      <Outlet />
    </>
  );
}
