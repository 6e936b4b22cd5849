import { color, font, radius, space, sharedPaths, BareList } from '@canopy/shared-core';
import { NavLink, Outlet } from 'react-router';
import { gamesPaths } from '../utils/paths.ts';

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
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 36,
                  padding: `0 ${space.md}`,
                  borderRadius: radius.pill,
                  border: `1px solid ${color.border}`,
                  color: color.text,
                  fontSize: font.size.sm,
                  fontWeight: font.weight.medium,
                  textDecoration: 'none',
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
