import { Type } from 'typebox';
import { GeoFields } from './common.ts';

export const OidcProviderSummary = Type.Object({
  id: Type.String({ description: 'Use in /api/auth/oidc/{id}/start' }),
  name: Type.String({ description: 'Shown on the sign-in button' }),
});

export const OidcProviderParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
});

export const OidcStartQuery = Type.Object({
  returnTo: Type.String({
    minLength: 1,
    maxLength: 2000,
    description:
      'Front-end URL to come back to, on an origin of APP_ORIGINS; the API appends ' +
      '`#/login?oidcCode=…` (or `#/login?oidcError=…`).',
  }),
  ...GeoFields,
});

/** What the provider sends back (RFC 6749 §4.1.2); anything else it adds is ignored. */
export const OidcCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const OidcExchangeBody = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The `oidcCode` the callback put in the front-end URL',
  }),
  ...GeoFields,
});

export const Redirect = (description: string) =>
  Type.Null({ description: `${description} (see the Location header)` });
