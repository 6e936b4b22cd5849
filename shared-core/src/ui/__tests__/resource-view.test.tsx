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
