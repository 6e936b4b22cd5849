import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type { ResourceState } from '../../hooks/use-api-resource.ts';
import { ResourceView } from '../resource-view.tsx';

type List = { valid: true; items: string[] };

function view(state: ResourceState<List>, onRetry = () => {}) {
  return render(
    <ResourceView
      state={state}
      onRetry={onRetry}
      errorTitle="Things could not be loaded"
      loading={<p>Loading things</p>}
      isEmpty={(data) => data.items.length === 0}
      empty={<p>No things yet</p>}
    >
      {(data) => <p>{data.items.join(', ')}</p>}
    </ResourceView>,
  );
}

it('shows the loading placeholder while loading', () => {
  view({ status: 'loading' });
  expect(screen.getByText('Loading things')).toBeTruthy();
});

it("shows the API's message and a Retry button that loads again", async () => {
  const retry = vi.fn();
  view({ status: 'error', message: 'Server unavailable' }, retry);
  expect(screen.getByRole('alert').textContent).toContain('Things could not be loaded');
  expect(screen.getByText('Server unavailable')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalledOnce();
});

it('shows the empty state for an empty answer and the content otherwise', () => {
  const { unmount } = view({ status: 'ready', data: { valid: true, items: [] } });
  expect(screen.getByText('No things yet')).toBeTruthy();
  unmount();
  view({ status: 'ready', data: { valid: true, items: ['a', 'b'] } });
  expect(screen.getByText('a, b')).toBeTruthy();
});

it('says a thing is not there in plain words, with the way back and no Retry', () => {
  render(
    <ResourceView
      state={{
        status: 'error',
        message: 'Error Code: 404 Message: That post does not exist.',
        failure: 'not-found',
        reason: 'That post does not exist.',
      }}
      onRetry={() => {}}
      errorTitle="This post could not be opened"
      notFoundTitle="This post is gone"
      notFound={<a href="/wall">Back to the Activity Wall</a>}
    >
      {() => null}
    </ResourceView>,
  );
  expect(screen.getByRole('heading', { name: 'This post is gone' })).toBeTruthy();
  expect(screen.getByText('That post does not exist.')).toBeTruthy();
  expect(screen.queryByText(/Error Code/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the Activity Wall' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  // Not an alert: nothing went wrong that the member could fix.
  expect(screen.queryByRole('alert')).toBeNull();
});

it('offers Retry only when a retry can help', () => {
  const { unmount } = view({
    status: 'error',
    message: 'Error Code: 403 Message: You do not have access to this content.',
    failure: 'final',
    reason: 'You do not have access to this content.',
  });
  expect(screen.getByText('You do not have access to this content.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  unmount();
  view({ status: 'error', message: 'Error Code: 503 Message: Busy', failure: 'retryable' });
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
