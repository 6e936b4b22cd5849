import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preconnectLink, preloadFetchLink } from './preconnect.ts';

test('preconnects each origin once, for credentialed and anonymous requests', () => {
  assert.equal(
    preconnectLink(['http://localhost:4000', 'http://localhost:3001', 'http://localhost:4000', '']),
    '<http://localhost:4000>; rel=preconnect, <http://localhost:4000>; rel=preconnect; crossorigin, ' +
      '<http://localhost:3001>; rel=preconnect, <http://localhost:3001>; rel=preconnect; crossorigin',
  );
  assert.equal(preconnectLink([]), '');
});

test('preloads fetches anonymously, as the app fetches from its own origin or with CORS', () => {
  assert.equal(
    preloadFetchLink(['http://localhost:3000/api/sirqul/appconfig', '/b?x=1']),
    '<http://localhost:3000/api/sirqul/appconfig>; rel=preload; as=fetch; crossorigin, ' +
      '</b?x=1>; rel=preload; as=fetch; crossorigin',
  );
});
