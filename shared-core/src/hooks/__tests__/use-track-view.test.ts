import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFetch, type RecordedRequest } from '../../api/__tests__/fetch-recorder.ts';
import { apiBaseAtom } from '../../state/app-atoms.ts';
import { store } from '../../state/store.ts';
import { trackAction, useTrackView } from '../use-track-view.ts';

let requests: RecordedRequest[];

beforeEach(() => {
  requests = recordFetch();
  store.set(apiBaseAtom, 'https://api.example.test/api');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useTrackView', () => {
  it('sends one Viewed event per item shown, not one per render', async () => {
    const { rerender } = renderHook(({ id }) => useTrackView('product', id), {
      initialProps: { id: 4 },
    });
    rerender({ id: 4 });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ tag: 'product', action: 'Viewed', customId: 4 });

    rerender({ id: 5 });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toMatchObject({ customId: 5 });
  });
});

describe('trackAction', () => {
  it('sends the action and never throws, even when the request fails', async () => {
    trackAction('activity-wall', 'Liked', 12);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      tag: 'activity-wall',
      action: 'Liked',
      customId: 12,
    });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => trackAction('activity-wall', 'Unliked', 12)).not.toThrow();
  });
});
