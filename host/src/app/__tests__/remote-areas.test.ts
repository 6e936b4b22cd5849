import { describe, expect, it } from 'vitest';
import { remoteForSection } from '../remote-areas.ts';

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
