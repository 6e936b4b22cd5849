import { describe, expect, it } from 'vitest';
import * as browser from '../../../../../shared-core/src/domain/emoji-reactions.ts';
import {
  EMOJI_REACTIONS,
  EMOJI_REACTIONS_KIND,
} from '../../../../src/plugins/app/social/emoji-reaction-rules.ts';

describe('emoji reactions', () => {
  it('are the set the browser offers, in its order, each with an emoji and a name', () => {
    expect(browser.EMOJI_REACTIONS.map((entry) => entry.reaction)).toEqual([...EMOJI_REACTIONS]);
    for (const entry of browser.EMOJI_REACTIONS) {
      expect(entry.emoji.trim(), entry.reaction).not.toBe('');
      expect(entry.label, entry.reaction).toMatch(/^[A-Z][a-z ]+$/);
    }
    expect(new Set(browser.EMOJI_REACTIONS.map((entry) => entry.label)).size).toBe(6);
    expect(browser.EMOJI_REACTIONS_LIVE_KIND).toBe(EMOJI_REACTIONS_KIND);
  });
});
