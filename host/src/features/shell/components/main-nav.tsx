import {
  chatUnreadAtom,
  color,
  CountBadge,
  font,
  narrowScreen,
  notificationsUnreadAtom,
  radius,
  space,
  visuallyHidden,
  type NavItem,
  sharedPaths,
  BareList,
  consolePath,
} from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { useAtomValue, type Atom } from 'jotai';
import { NavLink } from 'react-router';
import { NavIcon, hasNavIcon, iconName } from './nav-icon.tsx';

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

/** The staff console's entry, last in the row, for staff alone (never configured). */
export const CONSOLE_NAV_ITEM: NavItem = {
  title: 'Console',
  linkto: consolePath('overview'),
  order: Number.MAX_SAFE_INTEGER,
  active: true,
  icon: 'shield',
};

/** The nav items with the console's entry added for staff. */
export function withConsoleEntry(items: NavItem[], staff: boolean): NavItem[] {
  return staff ? [...items, CONSOLE_NAV_ITEM] : items;
}

/** The pages whose link carries an unread count. */
const UNREAD_COUNTS: Record<string, Atom<number>> = {
  [sharedPaths.notifications()]: notificationsUnreadAtom,
  [sharedPaths.chat()]: chatUnreadAtom,
};

/**
 * The header's main navigation, with the unread counts beside Notifications and Chat.
 * Every link stays in view: on a phone the links show their icons alone (the words stay
 * for screen readers), and a row that runs out of room wraps instead of hiding links.
 */
export function MainNav({ items }: { items: NavItem[] }) {
  return (
    <nav aria-label="Main" css={{ order: 3, flexBasis: '100%', minWidth: 0 }}>
      <BareList
        flow="wrap"
        gap="xs"
        css={{ [narrowScreen]: { justifyContent: 'space-between', gap: 0 } }}
      >
        {items.map((item) => {
          const unread = UNREAD_COUNTS[item.linkto];
          const iconOnlyOnPhones = hasNavIcon(item.icon);
          return (
            <li key={item.linkto}>
              <NavLink
                to={item.linkto}
                title={iconOnlyOnPhones ? item.title : undefined}
                css={{
                  ...row('xs'),
                  position: 'relative',
                  minHeight: 44,
                  padding: `${space.xs} ${space.sm}`,
                  borderRadius: radius.pill,
                  color: color.textMuted,
                  textDecoration: 'none',
                  fontWeight: font.weight.medium,
                  whiteSpace: 'nowrap',
                  '&.active': { background: color.surfaceAlt, color: color.primary },
                  '&:hover': { color: color.text },
                  [narrowScreen]: iconOnlyOnPhones
                    ? { minWidth: 44, justifyContent: 'center', padding: space.xs }
                    : {},
                }}
              >
                {({ isActive }) => (
                  <>
                    <NavIcon name={iconName(item.icon, item.activeIcon, isActive)} />
                    <span css={iconOnlyOnPhones ? { [narrowScreen]: visuallyHidden } : undefined}>
                      {item.title}
                    </span>
                    {unread && <UnreadBadge count={unread} />}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </BareList>
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
  return (
    // On a phone the count sits on the icon's corner, so the row keeps its width.
    <span css={{ [narrowScreen]: { position: 'absolute', top: 0, right: 0 } }}>
      <CountBadge count={count} max={99} spoken={`, ${count} unread`} testId="unread-badge" />
    </span>
  );
}
