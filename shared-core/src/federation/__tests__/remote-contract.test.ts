import { describe, expect, it } from 'vitest';
import {
  isRemoteRoutesModule,
  manifestSections,
  remoteContractProblems,
  remoteManifestData,
  remoteSectionProblems,
  sectionOwners,
} from '../remote-contract.ts';

const ROUTES = { './routes': './src/app/routes.tsx' };

describe('the remote contract', () => {
  it('accepts a remote that exposes exactly ./routes and declares its sections', () => {
    expect(remoteContractProblems('games', ROUTES, ['quiz', 'tournament'])).toEqual([]);
  });

  it('names what a remote that renamed its module got wrong', () => {
    // A fixture of the drift a remote team could ship: ./routes renamed to ./pages.
    expect(
      remoteContractProblems('games', { './pages': './src/app/routes.tsx' }, ['quiz']),
    ).toEqual([
      'games must expose "./routes": the host loads games/routes.',
      'games exposes "./pages", which is not in the host contract.',
    ]);
  });

  it('refuses a remote name the host does not know', () => {
    expect(remoteContractProblems('shop', ROUTES, ['shop'])).toEqual([
      '"shop" is not a remote the host knows (social, marketplace, games, ai, console).',
    ]);
  });

  it('refuses a remote that declares no sections', () => {
    expect(remoteContractProblems('games', ROUTES, undefined)).toEqual([
      'games declares no /browse sections: the host would route nothing to it.',
    ]);
    expect(remoteSectionProblems('games', [])).toHaveLength(1);
  });

  it('tells a routes module from anything else', () => {
    expect(isRemoteRoutesModule({ default: () => null })).toBe(true);
    expect(isRemoteRoutesModule({ default: 'routes' })).toBe(false);
    expect(isRemoteRoutesModule({ Routes: () => null })).toBe(false);
    expect(isRemoteRoutesModule(null)).toBe(false);
  });
});

describe('section names', () => {
  it('takes one path segment of lower-case words joined by hyphens', () => {
    expect(remoteSectionProblems('social', ['activity-wall', 'see-all', 'list', 'top10'])).toEqual(
      [],
    );
  });

  it.each([['Chat'], ['chat/room'], ['-chat'], ['chat--room'], ['chat '], [''], [42]])(
    'refuses %j',
    (section) => {
      expect(remoteSectionProblems('social', [section])).toEqual([
        `social declares ${JSON.stringify(section)}, which is not a section name (lower-case letters and digits, words joined by single hyphens).`,
      ]);
    },
  );

  it('refuses a section declared twice by the same remote', () => {
    expect(remoteSectionProblems('social', ['chat', 'chat'])).toEqual([
      'social declares the section "chat" twice.',
    ]);
  });
});

describe("a remote's manifest", () => {
  it('carries the sections its build wrote into metaData', () => {
    const manifest = { metaData: { name: 'games', ...remoteManifestData(['quiz', 'badges']) } };
    expect(manifestSections(manifest)).toEqual(['quiz', 'badges']);
  });

  it('declares nothing the host can route when its sections are missing or invalid', () => {
    // A release built before remotes declared their sections.
    expect(manifestSections({ metaData: { name: 'games' } })).toBeNull();
    expect(manifestSections({ metaData: { canopy: { sections: [] } } })).toBeNull();
    expect(manifestSections({ metaData: { canopy: { sections: ['quiz', '../x'] } } })).toBeNull();
    expect(manifestSections(null)).toBeNull();
  });
});

describe('sectionOwners', () => {
  it('gives each section to the remote that declares it', () => {
    const { owners, conflicts } = sectionOwners([
      { remote: 'social', sections: ['activity-wall', 'chat'] },
      { remote: 'games', sections: ['quiz'] },
    ]);
    expect(Object.fromEntries(owners)).toEqual({
      'activity-wall': 'social',
      chat: 'social',
      quiz: 'games',
    });
    expect(conflicts).toEqual([]);
  });

  it('keeps a section claimed twice with the remote registered first, and names both', () => {
    const { owners, conflicts } = sectionOwners([
      { remote: 'social', sections: ['chat'] },
      { remote: 'ai', sections: ['ai-chat', 'chat'] },
    ]);
    expect(owners.get('chat')).toBe('social');
    expect(owners.get('ai-chat')).toBe('ai');
    expect(conflicts).toEqual([{ section: 'chat', kept: 'social', ignored: 'ai' }]);
  });
});
