// Generated from api/openapi.json by `pnpm api:types`. Do not edit: change the API schema.

/** The app configuration's JSON Schema (the API's AppConfig, api/src/schemas/app-config.ts). */
export const appConfigJsonSchema = {
  type: 'object',
  required: [
    'appName',
    'applicationSlug',
    'defaultColumnCount',
    'defaultMaxItemCount',
    'homeTabItemName',
    'web_main_navigation',
    'moreLinkItems',
    'homePageConfig',
    'livestreamAlbumIds',
    'onboardingSettings',
    'browseview',
    'preferredColorScheme',
    'userProfileDefaultImageUrl',
  ],
  properties: {
    appName: { type: 'string', minLength: 1, maxLength: 80 },
    applicationSlug: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 80 },
    defaultColumnCount: { type: 'integer', minimum: 1, maximum: 12 },
    defaultMaxItemCount: { type: 'integer', minimum: 1, maximum: 1000 },
    homeTabItemName: { type: 'string', maxLength: 80 },
    web_main_navigation: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'linkto', 'order', 'active'],
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 80 },
              linkto: { type: 'string', minLength: 1, maxLength: 2000 },
              icon: { type: 'string', maxLength: 80 },
              activeIcon: { type: 'string', maxLength: 80 },
              order: { type: 'integer' },
              active: { type: 'boolean' },
            },
            additionalProperties: true,
          },
          maxItems: 50,
        },
      },
    },
    moreLinkItems: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'linkto', 'order', 'active', 'external'],
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 80 },
              linkto: { type: 'string', minLength: 1, maxLength: 2000 },
              order: { type: 'integer' },
              active: { type: 'boolean' },
              external: { type: 'boolean' },
            },
            additionalProperties: true,
          },
          maxItems: 50,
        },
      },
    },
    homePageConfig: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'linkto'],
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 80 },
              linkto: { type: 'string', minLength: 1, maxLength: 2000 },
              html: { type: 'string', maxLength: 100000 },
              albumType: {
                type: 'string',
                minLength: 1,
                maxLength: 200,
                description:
                  'Makes the entry a home row of albums of this type (or comma list) instead of an HTML tab',
              },
              sortField: { type: 'string', maxLength: 50, description: 'A row: its album sort' },
              keyword: { type: 'string', maxLength: 200 },
              categoryIds: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 50 },
              limit: {
                type: 'integer',
                minimum: 1,
                maximum: 100,
                description: 'A row: at most this many tiles',
              },
            },
            additionalProperties: true,
          },
          maxItems: 50,
        },
      },
    },
    livestreamAlbumIds: { type: 'array', items: { type: 'integer' }, maxItems: 100 },
    onboardingSettings: {
      type: 'object',
      required: ['desktopNavLogoUrl', 'webFaviconUrl'],
      properties: {
        desktopNavLogoUrl: { type: 'string', minLength: 1, maxLength: 2000 },
        webFaviconUrl: { type: 'string', minLength: 1, maxLength: 2000 },
      },
      additionalProperties: true,
    },
    browseview: {
      type: 'object',
      required: ['title'],
      properties: { title: { type: 'string', maxLength: 80 } },
      additionalProperties: true,
    },
    preferredColorScheme: { enum: ['light', 'dark'] },
    userProfileDefaultImageUrl: { type: 'string', minLength: 1, maxLength: 2000 },
    colors: {
      type: 'object',
      properties: {
        primary: {
          type: 'string',
          pattern: '^#[0-9a-fA-F]{6}$',
          description: 'A colour as #rrggbb',
        },
        primaryDark: {
          type: 'string',
          pattern: '^#[0-9a-fA-F]{6}$',
          description: 'A colour as #rrggbb',
        },
      },
      additionalProperties: true,
      description: 'The accent colour of buttons and links, in the light and dark themes',
    },
    legalLinks: {
      type: 'object',
      required: ['items'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'linkto', 'order', 'active'],
            properties: {
              title: { type: 'string', minLength: 1, maxLength: 80 },
              linkto: { type: 'string', minLength: 1, maxLength: 2000 },
              order: { type: 'integer' },
              active: { type: 'boolean' },
            },
            additionalProperties: true,
          },
          maxItems: 20,
        },
      },
      description: "The footer's links (privacy policy, terms…)",
    },
  },
  additionalProperties: true,
} as const;
