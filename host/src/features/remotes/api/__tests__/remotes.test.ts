// The namespace is only the mock's type; the bare client stays out of the host's code.
// eslint-disable-next-line no-restricted-imports
import type * as SharedCore from '@canopy/shared-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemoteRoutes,
  rememberRegisteredRemotes,
  releaseVersionOf,
  RemoteUnavailableError,
} from '../remotes.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const reportRemoteLoad = vi.hoisted(() => vi.fn(() => Promise.resolve({})));
vi.mock('@canopy/shared-core', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedCore>()),
  reportRemoteLoad,
}));

describe('loading a remote against the host contract', () => {
  beforeEach(async () => {
    runtime.loadRemote.mockReset();
    reportRemoteLoad.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberRegisteredRemotes({ games: 'http://localhost:3003/releases/2.1/mf-manifest.json' });
  });

  it('loads <remote>/routes, hands back its default component and reports the version', async () => {
    const Routes = () => null;
    runtime.loadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('games')).resolves.toEqual({ default: Routes });
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/routes');
    expect(reportRemoteLoad).toHaveBeenCalledWith({
      remote: 'games',
      version: '2.1',
      outcome: 'LOADED',
    });
  });

  it('refuses a module that breaks the contract, saying why, so the area shows its fallback', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ GamesRoutes: () => null });
    await expect(loadRemoteRoutes('games')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('The games remote does not match the host contract'),
    );
    expect(reportRemoteLoad).toHaveBeenCalledWith({
      remote: 'games',
      version: '2.1',
      outcome: 'FAILED',
      stage: 'contract',
    });
  });

  it('does not blame the contract when the remote is simply down', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loadRemoteRoutes('games')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(console.error).not.toHaveBeenCalled();
    expect(reportRemoteLoad).toHaveBeenCalledWith(expect.objectContaining({ stage: 'load' }));
  });

  it('reports a remote the manifest does not name as unregistered', async () => {
    await expect(loadRemoteRoutes('social')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(reportRemoteLoad).toHaveBeenCalledWith({
      remote: 'social',
      version: 'unreleased',
      outcome: 'FAILED',
      stage: 'unregistered',
    });
  });
});

it('reads the released version from a manifest URL', () => {
  expect(releaseVersionOf('http://cdn.test/releases/1.4.0/mf-manifest.json')).toBe('1.4.0');
  expect(releaseVersionOf('http://localhost:3001/mf-manifest.json')).toBe('unreleased');
  expect(releaseVersionOf(undefined)).toBe('unreleased');
});
