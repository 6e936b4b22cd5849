import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preconnectLink } from './preconnect.ts';

test('preconnects each origin once, for credentialed and anonymous requests', () => {
  assert.equal(
    preconnectLink(['http://localhost:4000', 'http://localhost:3001', 'http://localhost:4000', '']),
    '<http://localhost:4000>; rel=preconnect, <http://localhost:4000>; rel=preconnect; crossorigin, ' +
      '<http://localhost:3001>; rel=preconnect, <http://localhost:3001>; rel=preconnect; crossorigin',
  );
  assert.equal(preconnectLink([]), '');
});
