import type { AppConfigValue } from '../../../schemas/app-config.ts';

/**
 * The configuration a fresh install serves. Paths under /media/ are stored relative and
 * made absolute on read, so moving the API (PUBLIC_API_URL) does not leave stale links.
 */
export const DEFAULT_APP_CONFIG: AppConfigValue = {
  appName: 'Canopy',
  applicationSlug: 'canopy',
  defaultColumnCount: 3,
  defaultMaxItemCount: 100,
  homeTabItemName: 'Activity Wall',
  web_main_navigation: {
    items: [
      nav('Activity Wall', '/browse/activity-wall', 'wall', 1),
      nav('Discover', '/browse/discover', 'discover', 2),
      nav('Chat', '/browse/chat', 'chat', 3),
      nav('Notifications', '/browse/notifications', 'bell', 4),
      nav('Marketplace', '/browse/marketplace', 'shop', 5),
      nav('Quizzes', '/browse/quiz', 'quiz', 6),
      nav('Assistant', '/browse/ai-chat', 'spark', 7),
    ],
  },
  moreLinkItems: {
    items: [
      {
        title: 'Share The App',
        linkto: '/browse/sharethesite',
        order: 1,
        active: true,
        external: false,
      },
      {
        title: 'Account Settings',
        linkto: '/account/settings',
        order: 2,
        active: true,
        external: false,
      },
      {
        title: 'Privacy Policy',
        linkto: '/privacy-policy',
        order: 3,
        active: true,
        external: false,
      },
      {
        title: 'Terms and Conditions',
        linkto: '/terms-and-conditions',
        order: 4,
        active: true,
        external: false,
      },
      {
        title: 'Help Center',
        linkto: 'https://help.canopy.example/',
        order: 5,
        active: true,
        external: true,
      },
    ],
  },
  homePageConfig: {
    items: [
      {
        title: 'About Canopy',
        linkto: '/home',
        html: '<h2>Welcome to Canopy</h2><p>A community for people who grow, share and learn together: an activity wall, chat, quizzes and a marketplace of trusted local shops.</p>',
      },
      {
        title: 'Community Guidelines',
        linkto: '/home#guidelines',
        html: '<h2>Community guidelines</h2><ul><li>Be kind and stay on topic.</li><li>Follow the law where you live.</li><li>No medical advice: share experiences, not prescriptions.</li></ul>',
      },
      row('Latest news', 'news'),
      row('Live and streaming', 'livestream,streaming'),
      row('Watch', 'video'),
      row('Listen', 'audio'),
      row('Topics', 'topic', 'ALBUM_UPDATED'),
      row('Lists', 'list,customlist'),
    ],
  },
  livestreamAlbumIds: [],
  onboardingSettings: {
    desktopNavLogoUrl: '/media/logo.svg',
    webFaviconUrl: '/media/favicon.svg',
  },
  browseview: { title: 'Canopy' },
  preferredColorScheme: 'light',
  userProfileDefaultImageUrl: '/media/avatar-default.svg',
  legalLinks: {
    items: [
      { title: 'Privacy Policy', linkto: '/privacy-policy', order: 1, active: true },
      { title: 'Terms and Conditions', linkto: '/terms-and-conditions', order: 2, active: true },
    ],
  },
};

/** A home row: albums of a type as a strip of tiles, with its see-all link. */
function row(title: string, albumType: string, sortField = 'ALBUM_CREATED') {
  const query = new URLSearchParams({ title, albumType, sortField });
  return { title, linkto: `/browse/see-all?${query.toString()}`, albumType, sortField };
}

function nav(title: string, linkto: string, icon: string, order: number) {
  return { title, linkto, icon, activeIcon: `${icon}-filled`, order, active: true };
}

export const SWITCH_CONFIG = {
  sourceSettings: { serviceSource: 'canopy' },
  stateSource: 'server',
} as const;
