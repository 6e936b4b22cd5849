import {
  appConfigAtom,
  color,
  font,
  HomeRows,
  homeRows,
  homeTabs,
  isLoggedInAtom,
  radius,
  space,
  sharedPaths,
} from '@canopy/shared-core';
import { row, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LOGO_FALLBACK } from '../../../components/brand.ts';
import { filledLink, linkButton, outlinedLink } from '../../../components/styles.ts';

const homeLink = [linkButton, { minHeight: 44, padding: `0 ${space.xl}`, borderRadius: radius.md }];

// The tabs' HTML needs the sanitiser, which a member on the wall never uses: fetched
// only when the configuration has tabs to show.
const HomeTabs = lazy(async () => ({ default: (await import('./home-tabs.tsx')).HomeTabs }));

/** The landing page; shown without header and footer (SPEC §2). */
export function HomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const config = useAtomValue(appConfigAtom);
  const tabs = homeTabs(config?.homePageConfig?.items);
  const logo = config?.onboardingSettings?.desktopNavLogoUrl || LOGO_FALLBACK;
  return (
    <section
      css={[
        stack('lg'),
        { justifyItems: 'center', textAlign: 'center', padding: `${space.xxl} 0` },
      ]}
    >
      <img src={logo} alt={config?.appName ?? 'Canopy'} height={56} css={{ height: 56 }} />
      <h1 css={{ margin: 0, fontSize: font.size.xxl, maxWidth: 640 }}>
        Your community for cannabis culture, local dispensaries and good company.
      </h1>
      <p css={{ margin: 0, color: color.textMuted, maxWidth: 560 }}>
        Share posts and photos, find dispensaries near you, play quizzes and tournaments, and ask
        the assistant anything.
      </p>
      <div css={[wrappingRow('md'), { justifyContent: 'center' }]}>
        {loggedIn ? (
          <Link to={sharedPaths.wall()} css={[homeLink, filledLink]}>
            Go to the activity wall
          </Link>
        ) : (
          <>
            <Link to="/login" css={[homeLink, filledLink]}>
              Sign in
            </Link>
            <Link to="/signup" css={[homeLink, outlinedLink]}>
              Create an account
            </Link>
          </>
        )}
      </div>
      {loggedIn && <HomeRows rows={homeRows(config?.homePageConfig?.items)} />}
      {tabs.length > 0 && (
        <Suspense fallback={null}>
          <HomeTabs tabs={tabs} />
        </Suspense>
      )}
      <nav aria-label="Legal" css={[row('lg'), { fontSize: '14px' }]}>
        <Link to="/privacy-policy">Privacy</Link>
        <Link to="/terms-and-conditions">Terms and Conditions</Link>
      </nav>
    </section>
  );
}
