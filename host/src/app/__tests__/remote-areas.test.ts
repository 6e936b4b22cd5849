import { describe, expect, it } from 'vitest';
import { remoteAtHash, remoteForSection } from '../remote-areas.ts';

describe('remoteForSection', () => {
  it.each([
    ['activity-wall', 'social'],
    ['channel-post', 'social'],
    ['marketplace', 'marketplace'],
    ['checkout', 'marketplace'],
    ['quiz', 'games'],
    ['tournament', 'games'],
    ['ai-chat', 'ai'],
    ['no-such-section', null],
  ])('%s belongs to %s', (section, remote) => {
    expect(remoteForSection(section)).toBe(remote);
  });
});

describe('remoteAtHash', () => {
  it('names the remote that owns the section being opened', () => {
    expect(remoteAtHash('#/browse/activity-wall')).toBe('social');
    expect(remoteAtHash('#/browse/marketplace/retailer/3?from=home')).toBe('marketplace');
    expect(remoteAtHash('#/browse/quiz?levelId=2')).toBe('games');
  });

  it('names none for pages outside /browse or sections no remote owns', () => {
    for (const hash of ['', '#/login', '#/home', '#/browse', '#/browse/no-such-section']) {
      expect(remoteAtHash(hash)).toBeNull();
    }
  });
});
