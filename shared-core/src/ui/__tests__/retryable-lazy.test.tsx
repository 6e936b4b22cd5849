import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { retryableLazy, retryFailedLoads } from '../retryable-lazy.ts';

class Boundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What a host area does: a boundary whose Retry asks for failed code again and remounts. */
function Area({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    retryFailedLoads();
    setAttempt((n) => n + 1);
  };
  return (
    <Boundary key={attempt} fallback={<button onClick={retry}>Retry</button>}>
      <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
    </Boundary>
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

it('loads afresh on Retry after a failed load, and renders the page', async () => {
  const load = vi
    .fn<() => Promise<(props: { name: string }) => ReactNode>>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce(({ name }) => <p>Hello {name}</p>);
  const Page = retryableLazy(load);
  await act(async () => {
    render(
      <Area>
        <Page name="Ada" />
      </Area>,
    );
  });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  await userEvent.click(retry);
  expect(await screen.findByText('Hello Ada')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('loads once per attempt while the code stays unreachable', async () => {
  const load = vi.fn<() => Promise<() => ReactNode>>().mockRejectedValue(new Error('offline'));
  const Page = retryableLazy(load);
  await act(async () => {
    render(
      <Area>
        <Page />
      </Area>,
    );
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps code that loaded, even when another area retries', async () => {
  const load = vi.fn(() => Promise.resolve(() => <p>Ready</p>));
  const Page = retryableLazy(load);
  const { rerender } = render(<Page key="first" />);
  expect(await screen.findByText('Ready')).toBeTruthy();
  retryFailedLoads();
  rerender(<Page key="second" />);
  expect(screen.getByText('Ready')).toBeTruthy();
  expect(load).toHaveBeenCalledOnce();
});
