import {
  appConfigAtom,
  color,
  font,
  layout,
  narrowScreen,
  radius,
  rightPanelOpenAtom,
  space,
  type NavItem,
} from '@canopy/shared-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, NavLink } from 'react-router';
import { LOGO_FALLBACK } from './brand.ts';

/** SPEC §2: the defaults when the configuration has no navigation. */
export const DEFAULT_NAV: NavItem[] = [
  { title: 'Activity Wall', linkto: '/browse/activity-wall', order: 1, active: true },
  { title: 'Discover', linkto: '/browse/discover', order: 2, active: true },
  { title: 'Chat', linkto: '/browse/chat', order: 3, active: true },
  { title: 'Notifications', linkto: '/browse/notifications', order: 4, active: true },
];

export function mainNavItems(items: NavItem[] | undefined): NavItem[] {
  const configured = (items ?? []).filter((item) => item.active);
  const source = configured.length > 0 ? configured : DEFAULT_NAV;
  return [...source].sort((a, b) => a.order - b.order);
}

export function Header() {
  const config = useAtomValue(appConfigAtom);
  const openPanel = useSetAtom(rightPanelOpenAtom);
  const nav = mainNavItems(config?.web_main_navigation?.items);
  const logo = config?.onboardingSettings?.desktopNavLogoUrl || LOGO_FALLBACK;
  const appName = config?.appName ?? 'Canopy';

  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 50,
        background: color.surface,
        borderBottom: `1px solid ${color.border}`,
      }}
    >
      <div
        css={{
          maxWidth: layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${space.sm} ${space.lg}`,
          display: 'flex',
          alignItems: 'center',
          gap: space.lg,
          [narrowScreen]: { flexWrap: 'wrap', gap: space.sm },
        }}
      >
        <Link
          to="/home"
          aria-label={`${appName} home`}
          css={{ display: 'flex', alignItems: 'center' }}
        >
          <img src={logo} alt={appName} height={36} css={{ height: 36, width: 'auto' }} />
        </Link>
        <nav
          aria-label="Main"
          css={{ flex: 1, minWidth: 0, [narrowScreen]: { order: 3, flexBasis: '100%' } }}
        >
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              gap: space.xs,
              overflowX: 'auto',
            }}
          >
            {nav.map((item) => (
              <li key={item.linkto}>
                <NavLink
                  to={item.linkto}
                  css={{
                    display: 'block',
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
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          onClick={() => openPanel(true)}
          aria-haspopup="dialog"
          css={{
            marginLeft: 'auto',
            padding: `${space.sm} ${space.md}`,
            borderRadius: radius.md,
            border: `1px solid ${color.border}`,
            background: color.surface,
            color: color.text,
            font: 'inherit',
            cursor: 'pointer',
          }}
        >
          Menu
        </button>
      </div>
    </header>
  );
}
