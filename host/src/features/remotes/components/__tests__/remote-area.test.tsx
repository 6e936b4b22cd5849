import { act, render, screen } from '@testing-library/react';
import { retryableLazy } from '@canopy/shared-core';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteArea } from '../remote-area.tsx';

const loadRemoteRoutes = vi.hoisted(() => vi.fn());
vi.mock('../../api/remotes.ts', () => ({ loadRemoteRoutes }));

describe('RemoteArea', () => {
  beforeEach(() => {
    loadRemoteRoutes.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a fallback in its own area when the remote fails, and Retry loads it again', async () => {
    loadRemoteRoutes.mockRejectedValueOnce(new Error('offline'));
    loadRemoteRoutes.mockResolvedValueOnce({ default: () => <p>Wall is here</p> });
    await act(async () => {
      render(<RemoteArea remote="social" />);
    });

    const area = screen.getByRole('region', { name: 'Community area' });
    expect(await screen.findByText('Community is unavailable right now')).toBeTruthy();
    expect(area.contains(screen.getByRole('alert'))).toBe(true);

    const retry = screen.getByRole('button', { name: 'Retry' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByText('Wall is here')).toBeTruthy();
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(2);
  });

  it("recovers a remote's lazily loaded page whose code failed once", async () => {
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(() => <p>Shop is here</p>);
    const ShopPage = retryableLazy(loadPage);
    loadRemoteRoutes.mockResolvedValue({ default: () => <ShopPage /> });
    await act(async () => {
      render(<RemoteArea remote="marketplace" />);
    });
    await act(async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    });
    expect(await screen.findByText('Shop is here')).toBeTruthy();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemoteRoutes.mockResolvedValueOnce({
      default: () => {
        throw new Error('render failure');
      },
    });
    await act(async () => {
      render(<RemoteArea remote="games" />);
    });
    expect(await screen.findByText('Games is unavailable right now')).toBeTruthy();
  });
});
