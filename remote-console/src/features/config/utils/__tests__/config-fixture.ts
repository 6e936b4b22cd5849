import type { AppConfigDraft } from '../validate-config.ts';

/** A configuration the API would publish, for the editor's tests. */
export function validConfig(): AppConfigDraft {
  return {
    appName: 'Canopy',
    applicationSlug: 'canopy',
    defaultColumnCount: 3,
    defaultMaxItemCount: 100,
    homeTabItemName: 'Activity Wall',
    web_main_navigation: {
      items: [
        {
          title: 'Activity Wall',
          linkto: '/browse/activity-wall',
          icon: 'wall',
          order: 1,
          active: true,
        },
        { title: 'Chat', linkto: '/browse/chat', icon: 'chat', order: 2, active: true },
      ],
    },
    moreLinkItems: {
      items: [
        { title: 'Help', linkto: 'https://help.example/', order: 1, active: true, external: true },
      ],
    },
    homePageConfig: {
      items: [
        {
          title: 'Latest news',
          linkto: '/browse/see-all?title=Latest+news&albumType=news&sortField=ALBUM_CREATED',
          albumType: 'news',
          sortField: 'ALBUM_CREATED',
        },
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
      items: [{ title: 'Privacy Policy', linkto: '/privacy-policy', order: 1, active: true }],
    },
  };
}
