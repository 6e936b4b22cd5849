import { LOGO_FALLBACK } from '../../../components/brand.ts';
import {
  appConfigAtom,
  color,
  font,
  homeTabs,
  isStaffAtom,
  layout,
  narrowScreen,
  rightPanelOpenAtom,
  space,
  BareList,
} from '@canopy/shared-core';
import { row, wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useHeaderHeight } from '../hooks/use-header-height.ts';
import { CartButton, type CartDialog } from './cart-button.tsx';
import { headerButton } from './header-button.ts';
import { HeaderSearch } from './header-search.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { MainNav, mainNavItems, withConsoleEntry } from './main-nav.tsx';

/**
 * The signed-in header: logo, main navigation, live signs, search, cart and menu. The parts that
 * change while a page is open (unread counts, the cart, the live connection) read their
 * own state, so a change redraws that part alone.
 */
export function Header({ cartDialog }: { cartDialog: CartDialog }) {
  const config = useAtomValue(appConfigAtom);
  const openPanel = useSetAtom(rightPanelOpenAtom);
  const staff = useAtomValue(isStaffAtom);
  const nav = withConsoleEntry(mainNavItems(config?.web_main_navigation?.items), staff);
  const logo = config?.onboardingSettings?.desktopNavLogoUrl || LOGO_FALLBACK;
  const appName = config?.appName ?? 'Canopy';
  const tabs = homeTabs(config?.homePageConfig?.items);
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
          ...wrappingRow('lg'),
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
        <MainNav items={nav} />
        <LiveIndicator livestreamAlbumIds={config?.livestreamAlbumIds} />
        <div
          css={{
            ...row('lg'),
            marginLeft: 'auto',
            [narrowScreen]: { gap: space.sm },
          }}
        >
          <HeaderSearch />
          <CartButton dialog={cartDialog} />
          <button
            type="button"
            onClick={() => openPanel(true)}
            aria-haspopup="dialog"
            css={headerButton}
          >
            Menu
          </button>
        </div>
      </div>
      {tabs.length > 0 && (
        <nav aria-label="Tabs" css={{ borderTop: `1px solid ${color.border}` }}>
          <BareList
            css={{
              margin: '0 auto',
              maxWidth: layout.contentMaxWidth,
              padding: `0 ${space.lg}`,
              ...row('lg'),
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
          </BareList>
        </nav>
      )}
    </header>
  );
}
