import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { changeHandle } from '../account.ts';
import { checkHandle, suggestHandle } from '../auth.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { UNKNOWN_LOCATION, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import { recordFetch, type RecordedRequest } from './fetch-recorder.ts';

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordFetch(() => ({ valid: true, message: 'ok', item: { handle: 'dana.r2' } }));
  store.set(apiBaseAtom, 'https://api.example.test/api');
  store.set(locationAtom, UNKNOWN_LOCATION);
});

afterEach(() => vi.unstubAllGlobals());

it('asks for a suggestion and a check with the name and handle in the query', async () => {
  await suggestHandle({ firstName: 'Dana', lastName: 'Reyes' });
  await checkHandle('dana.r', { firstName: 'Dana' });
  expect(requests.map((request) => [request.method, request.path])).toEqual([
    ['GET', '/users/handle/suggest'],
    ['GET', '/users/handle/check'],
  ]);
  expect(requests[0]?.query.get('firstName')).toBe('Dana');
  expect(requests[0]?.query.get('lastName')).toBe('Reyes');
  expect(requests[1]?.query.get('handle')).toBe('dana.r');
});

it('changes the handle with a PUT of the new one', async () => {
  await changeHandle('dana.grows');
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'PUT',
      path: '/users/handle',
      body: expect.objectContaining({ handle: 'dana.grows' }),
    }),
  ]);
});
