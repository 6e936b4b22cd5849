import { expect, it } from 'vitest';
import { openDeepLink, redirectLegacyPath } from '../deep-links.ts';

function args(path: string) {
  return { request: new Request(`http://localhost${path}`), params: {}, context: {} } as Parameters<
    typeof openDeepLink
  >[0];
}

it('sends app-scheme links to their web route, unknown ones to coming', () => {
  const known = openDeepLink(args(`/open?url=${encodeURIComponent('canopy://offer/55')}`));
  expect(known.headers.get('Location')).toBe('/browse/marketplace/product/55');
  const unknown = openDeepLink(args(`/open?url=${encodeURIComponent('canopy://nothing/1')}`));
  expect(unknown.headers.get('Location')).toBe('/coming');
});

it('redirects legacy paths and leaves unknown paths to the not-found page', () => {
  expect((redirectLegacyPath(args('/groups/9')) as Response).headers.get('Location')).toBe(
    '/browse/group/9',
  );
  expect(redirectLegacyPath(args('/no-such-page'))).toBeNull();
});
