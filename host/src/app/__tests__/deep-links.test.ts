import { expect, it } from 'vitest';
import { deepLinkTarget, legacyPathTarget } from '../deep-links.ts';

it('sends app-scheme links to their web route, unknown ones to coming', () => {
  expect(deepLinkTarget(`?url=${encodeURIComponent('canopy://offer/55')}`)).toBe(
    '/browse/marketplace/product/55',
  );
  expect(deepLinkTarget(`?url=${encodeURIComponent('canopy://nothing/1')}`)).toBe('/coming');
});

it('redirects legacy paths and leaves unknown paths to the not-found page', () => {
  expect(legacyPathTarget('/groups/9')).toBe('/browse/group/9');
  expect(legacyPathTarget('/no-such-page')).toBeNull();
});
