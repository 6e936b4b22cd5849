import { LOGO_FALLBACK } from '../../../components/brand.ts';
import {
  appConfigAtom,
  cartItemCountAtom,
  chatUnreadAtom,
  color,
  font,
  homeTabs,
  layout,
  liveStateAtom,
  narrowScreen,
  notificationsUnreadAtom,
  radius,
  rightPanelOpenAtom,
  space,
  type NavItem,
} from '@canopy/shared-core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { useHeaderHeight } from '../hooks/use-header-height.ts';
import { useLiveStream } from '../hooks/use-live-stream.ts';
import { NavIcon, iconName } from './nav-icon.tsx';

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

/** The cart dialog the header's cart button opens; the app supplies it (features do not import each other). */
export type CartDialog = ComponentType<{ open: boolean; onClose: () => void }>;

export function Header({ cartDialog: CartDialog }: { cartDialog: CartDialog }) {
  const config = useAtomValue(appConfigAtom);
  const openPanel = useSetAtom(rightPanelOpenAtom);
  const nav = mainNavItems(config?.web_main_navigation?.items);
  const logo = config?.onboardingSettings?.desktopNavLogoUrl || LOGO_FALLBACK;
  const appName = config?.appName ?? 'Canopy';
  const live = useLiveStream(config?.livestreamAlbumIds);
  const tabs = homeTabs(config?.homePageConfig?.items);
  const cartCount = useAtomValue(cartItemCountAtom);
  const unread: Record<string, number> = {
    '/browse/notifications': useAtomValue(notificationsUnreadAtom),
    '/browse/chat': useAtomValue(chatUnreadAtom),
  };
  const liveState = useAtomValue(liveStateAtom);
  const [cartOpen, setCartOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);

  return (
    <header
      ref={header}
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
          flexWrap: 'wrap',
          rowGap: space.xs,
          [narrowScreen]: { gap: space.sm },
        }}
      >
        <Link
          to="/home"
          aria-label={`${appName} home`}
          css={{ display: 'flex', alignItems: 'center' }}
        >
          <img src={logo} alt={appName} height={36} css={{ height: 36, width: 'auto' }} />
        </Link>
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
            {nav.map((item) => (
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
                      <UnreadBadge count={unread[item.linkto] ?? 0} />
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {liveState === 'reconnecting' && (
          <span role="status" css={{ fontSize: font.size.xs, color: color.textMuted }}>
            Reconnecting…
          </span>
        )}
        {live && (
          <Link
            to="/browse/live-streams"
            css={{
              padding: `2px ${space.sm}`,
              borderRadius: radius.sm,
              background: color.live,
              color: '#fff',
              fontWeight: font.weight.bold,
              fontSize: font.size.xs,
              textDecoration: 'none',
              letterSpacing: '0.06em',
            }}
          >
            LIVE
          </Link>
        )}
        {cartCount > 0 && (
          <button
            type="button"
            onClick={() => setCartOpen(true)}
            aria-haspopup="dialog"
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
            css={{
              marginLeft: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: space.xs,
              padding: `${space.sm} ${space.md}`,
              borderRadius: radius.md,
              border: `1px solid ${color.border}`,
              background: color.surface,
              color: color.text,
              font: 'inherit',
              cursor: 'pointer',
            }}
          >
            <NavIcon name="shop" />
            <span
              css={{
                minWidth: 20,
                padding: '0 6px',
                borderRadius: radius.pill,
                background: color.primary,
                color: color.onPrimary,
                fontSize: font.size.xs,
                fontWeight: font.weight.bold,
              }}
            >
              {cartCount}
            </span>
          </button>
        )}
        <button
          type="button"
          onClick={() => openPanel(true)}
          aria-haspopup="dialog"
          css={{
            marginLeft: cartCount > 0 ? 0 : 'auto',
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
      {tabs.length > 0 && (
        <nav aria-label="Tabs" css={{ borderTop: `1px solid ${color.border}` }}>
          <ul
            css={{
              listStyle: 'none',
              margin: '0 auto',
              maxWidth: layout.contentMaxWidth,
              padding: `0 ${space.lg}`,
              display: 'flex',
              gap: space.lg,
              overflowX: 'auto',
              fontSize: font.size.sm,
            }}
          >
            {tabs.map((tab, index) => (
              <li key={tab.title}>
                <Link
                  to={`/home?tab=${index}`}
                  css={{ display: 'block', padding: `${space.xs} 0`, color: color.textMuted }}
                >
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <CartDialog open={cartOpen} onClose={() => setCartOpen(false)} />
    </header>
  );
}

/** The count beside a nav item; read out as part of the link ("Notifications, 3 unread"). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      css={{
        minWidth: 20,
        padding: '0 6px',
        borderRadius: radius.pill,
        background: color.primary,
        color: color.onPrimary,
        fontSize: font.size.xs,
        fontWeight: font.weight.bold,
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span css={visuallyHidden}>, {count} unread</span>
    </span>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
