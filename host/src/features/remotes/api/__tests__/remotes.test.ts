import type * as SharedCore from '@canopy/shared-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadRemoteRoutes,
  registerRemotesFromManifest,
  RemoteUnavailableError,
} from '../remotes.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

vi.mock('@canopy/shared-core', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedCore>()),
  fetchStaticJson: () =>
    Promise.resolve({ games: 'http://localhost:3003/releases/2/mf-manifest.json' }),
}));

describe('loading a remote against the host contract', () => {
  beforeEach(async () => {
    runtime.loadRemote.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await registerRemotesFromManifest();
  });

  it('loads <remote>/routes and hands back its default component', async () => {
    const Routes = () => null;
    runtime.loadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('games')).resolves.toEqual({ default: Routes });
    expect(runtime.loadRemote).toHaveBeenCalledWith('games/routes');
  });

  it('refuses a module that breaks the contract, saying why, so the area shows its fallback', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ GamesRoutes: () => null });
    await expect(loadRemoteRoutes('games')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('The games remote does not match the host contract'),
    );
  });

  it('does not blame the contract when the remote is simply down', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline'));
    await expect(loadRemoteRoutes('games')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(console.error).not.toHaveBeenCalled();
  });
});
