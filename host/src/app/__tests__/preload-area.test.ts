import { beforeEach, describe, expect, it, vi } from 'vitest';

const preloadRemoteArea = vi.fn();
vi.mock('../../features/remotes/api/remote-loads.ts', () => ({ preloadRemoteArea }));
const { preloadAreaAt } = await import('../remote-areas.ts');

describe('preloadAreaAt', () => {
  beforeEach(() => preloadRemoteArea.mockClear());

  it('starts loading the remote that owns the section being opened', () => {
    preloadAreaAt('#/browse/activity-wall');
    preloadAreaAt('#/browse/marketplace/retailer/3?from=home');
    preloadAreaAt('#/browse/quiz?levelId=2');
    expect(preloadRemoteArea.mock.calls).toEqual([['social'], ['marketplace'], ['games']]);
  });

  it('loads nothing for pages outside /browse or sections no remote owns', () => {
    for (const hash of ['', '#/login', '#/home', '#/browse', '#/browse/no-such-section']) {
      preloadAreaAt(hash);
    }
    expect(preloadRemoteArea).not.toHaveBeenCalled();
  });
});
