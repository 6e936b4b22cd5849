import { describe, expect, it } from 'vitest';
import { isRemoteRoutesModule, remoteContractProblems } from '../remote-contract.ts';

describe('the remote contract', () => {
  it('accepts a remote that exposes exactly ./routes', () => {
    expect(remoteContractProblems('games', { './routes': './src/app/routes.tsx' })).toEqual([]);
  });

  it('names what a remote that renamed its module got wrong', () => {
    // A fixture of the drift a remote team could ship: ./routes renamed to ./pages.
    expect(remoteContractProblems('games', { './pages': './src/app/routes.tsx' })).toEqual([
      'games must expose "./routes": the host loads games/routes.',
      'games exposes "./pages", which is not in the host contract.',
    ]);
  });

  it('refuses a remote name the host does not know', () => {
    expect(remoteContractProblems('shop', { './routes': './src/app/routes.tsx' })).toEqual([
      '"shop" is not a remote the host knows (social, marketplace, games, ai).',
    ]);
  });

  it('tells a routes module from anything else', () => {
    expect(isRemoteRoutesModule({ default: () => null })).toBe(true);
    expect(isRemoteRoutesModule({ default: 'routes' })).toBe(false);
    expect(isRemoteRoutesModule({ Routes: () => null })).toBe(false);
    expect(isRemoteRoutesModule(null)).toBe(false);
  });
});
