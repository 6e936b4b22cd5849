import { Type, type Static } from 'typebox';

const Text = (maxLength = 200) => Type.String({ maxLength });
const Link = Type.String({ minLength: 1, maxLength: 2000 });

export const NavItem = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80 }),
    linkto: Link,
    icon: Type.Optional(Text(80)),
    activeIcon: Type.Optional(Text(80)),
    order: Type.Integer(),
    active: Type.Boolean(),
  },
  { additionalProperties: true },
);

export const MoreLinkItem = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80 }),
    linkto: Link,
    order: Type.Integer(),
    active: Type.Boolean(),
    external: Type.Boolean(),
  },
  { additionalProperties: true },
);

export const HomePageItem = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80 }),
    linkto: Link,
    html: Type.Optional(Type.String({ maxLength: 100_000 })),
    albumType: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          'Makes the entry a home row of albums of this type (or comma list) instead of an HTML tab',
      }),
    ),
    sortField: Type.Optional(Type.String({ maxLength: 50, description: 'A row: its album sort' })),
    keyword: Type.Optional(Type.String({ maxLength: 200 })),
    categoryIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, description: 'A row: at most this many tiles' }),
    ),
  },
  { additionalProperties: true },
);

export const LegalLinkItem = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 80 }),
    linkto: Link,
    order: Type.Integer(),
    active: Type.Boolean(),
  },
  { additionalProperties: true },
);

const Colour = Type.String({
  pattern: '^#[0-9a-fA-F]{6}$',
  description: 'A colour as #rrggbb',
});

/** SPEC §3 "App config". Operators may add keys; the ones listed are required. */
export const AppConfig = Type.Object(
  {
    appName: Type.String({ minLength: 1, maxLength: 80 }),
    applicationSlug: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 80 }),
    defaultColumnCount: Type.Integer({ minimum: 1, maximum: 12 }),
    defaultMaxItemCount: Type.Integer({ minimum: 1, maximum: 1000 }),
    homeTabItemName: Type.String({ maxLength: 80 }),
    web_main_navigation: Type.Object({ items: Type.Array(NavItem, { maxItems: 50 }) }),
    moreLinkItems: Type.Object({ items: Type.Array(MoreLinkItem, { maxItems: 50 }) }),
    homePageConfig: Type.Object({ items: Type.Array(HomePageItem, { maxItems: 50 }) }),
    livestreamAlbumIds: Type.Array(Type.Integer(), { maxItems: 100 }),
    onboardingSettings: Type.Object(
      { desktopNavLogoUrl: Link, webFaviconUrl: Link },
      { additionalProperties: true },
    ),
    browseview: Type.Object(
      { title: Type.String({ maxLength: 80 }) },
      { additionalProperties: true },
    ),
    preferredColorScheme: Type.Enum(['light', 'dark']),
    userProfileDefaultImageUrl: Link,
    colors: Type.Optional(
      Type.Object(
        {
          primary: Type.Optional(Colour),
          primaryDark: Type.Optional(Colour),
        },
        {
          additionalProperties: true,
          description: 'The accent colour of buttons and links, in the light and dark themes',
        },
      ),
    ),
    legalLinks: Type.Optional(
      Type.Object(
        { items: Type.Array(LegalLinkItem, { maxItems: 20 }) },
        { description: "The footer's links (privacy policy, terms…)" },
      ),
    ),
  },
  { additionalProperties: true },
);
export type AppConfigValue = Static<typeof AppConfig>;

export const AppConfigBody = Type.Object(
  {
    ...AppConfig.properties,
    latitude: Type.Optional(Type.Number()),
    longitude: Type.Optional(Type.Number()),
  },
  { additionalProperties: true },
);

export const SwitchConfig = Type.Object({
  sourceSettings: Type.Object({ serviceSource: Type.String() }),
  stateSource: Type.String(),
});
