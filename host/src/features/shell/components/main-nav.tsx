import {
  chatUnreadAtom,
  color,
  CountBadge,
  font,
  notificationsUnreadAtom,
  radius,
  space,
  type NavItem,
  sharedPaths,
} from '@canopy/shared-core';
import { useAtomValue, type Atom } from 'jotai';
import { NavLink } from 'react-router';
import { NavIcon, iconName } from './nav-icon.tsx';

/** SPEC §2: the defaults when the configuration has no navigation. */
export const DEFAULT_NAV: NavItem[] = [
  { title: 'Activity Wall', linkto: sharedPaths.wall(), order: 1, active: true },
  { title: 'Discover', linkto: sharedPaths.discover(), order: 2, active: true },
  { title: 'Chat', linkto: sharedPaths.chat(), order: 3, active: true },
  { title: 'Notifications', linkto: sharedPaths.notifications(), order: 4, active: true },
];

export function mainNavItems(items: NavItem[] | undefined): NavItem[] {
  const configured = (items ?? []).filter((item) => item.active);
  const source = configured.length > 0 ? configured : DEFAULT_NAV;
  return [...source].sort((a, b) => a.order - b.order);
}

/** The pages whose link carries an unread count. */
const UNREAD_COUNTS: Record<string, Atom<number>> = {
  [sharedPaths.notifications()]: notificationsUnreadAtom,
  [sharedPaths.chat()]: chatUnreadAtom,
};

/** The header's main navigation, with the unread counts beside Notifications and Chat. */
export function MainNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" css={{ order: 3, flexBasis: '100%', minWidth: 0 }}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          gap: space.xs,
          overflowX: 'auto',
          // Scroll shadows: a soft edge shows on the side where more links are hidden
          // (the 'local' covers hide each shadow once that end is reached).
          background: [
            `linear-gradient(to right, ${color.surface} 30%, transparent) left / 40px 100% no-repeat local`,
            `linear-gradient(to left, ${color.surface} 30%, transparent) right / 40px 100% no-repeat local`,
            'radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent) left / 14px 100% no-repeat scroll',
            'radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent) right / 14px 100% no-repeat scroll',
          ].join(', '),
          // Holds the badges' screen-reader text (absolutely placed) inside the scroller,
          // or it would widen the page on a phone.
          position: 'relative',
        }}
      >
        {items.map((item) => {
          const unread = UNREAD_COUNTS[item.linkto];
          return (
            <li key={item.linkto}>
              <NavLink
                to={item.linkto}
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: space.xs,
                  padding: `${space.sm} ${space.md}`,
                  borderRadius: radius.pill,
                  color: color.textMuted,
                  textDecoration: 'none',
                  fontWeight: font.weight.medium,
                  whiteSpace: 'nowrap',
                  '&.active': { background: color.surfaceAlt, color: color.primary },
                  '&:hover': { color: color.text },
                }}
              >
                {({ isActive }) => (
                  <>
                    <NavIcon name={iconName(item.icon, item.activeIcon, isActive)} />
                    {item.title}
                    {unread && <UnreadBadge count={unread} />}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The count beside a nav item; read out as part of the link ("Notifications, 3 unread").
 * It reads its own count, so a new count redraws the badge alone, not the header.
 */
function UnreadBadge({ count: countAtom }: { count: Atom<number> }) {
  const count = useAtomValue(countAtom);
  if (count <= 0) return null;
  return <CountBadge count={count} max={99} spoken={`, ${count} unread`} testId="unread-badge" />;
}
