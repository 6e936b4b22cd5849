import { describe, expect, it } from 'vitest';
import { composeAnswer, type Find } from '../../../../src/plugins/app/assistant/answer.ts';
import type { Candidate } from '../../../../src/plugins/app/assistant/candidate.ts';
import type { Kind } from '../../../../src/plugins/app/assistant/rules.ts';
import { understand } from '../../../../src/plugins/app/assistant/understanding.ts';

const item = (
  type: Candidate['type'],
  id: number,
  title: string,
  priceCents?: number,
): Candidate => ({
  type,
  id,
  title,
  subtitle: '',
  mention: `«${title}»`,
  link: `/x/${id}`,
  imageURL: null,
  priceCents,
  fields: [{ text: title, weight: 3 }],
  defaultRank: id,
});

const DATA: Record<Kind, Candidate[]> = {
  events: [item('EVENT', 1, 'Harvest Swap')],
  shops: [item('RETAILER', 2, 'Prairie Leaf')],
  offers: [
    item('OFFER', 3, 'CBD Tincture', 3900),
    item('OFFER', 4, 'Huckleberry Gummies', 1500),
    // The same product at a farther shop.
    item('OFFER', 9, 'CBD Tincture', 3900),
  ],
  trainings: [item('TRAINING', 5, 'Composting at Home')],
  groups: [],
  channels: [],
  quizzes: [item('QUIZ_PACK', 6, 'Know the Law')],
  members: [],
  posts: [item('ALBUM', 7, 'CBD and sleep, what I learned'), item('ALBUM', 8, 'Drying basil')],
};

/** A `find` over fixed items that notes each kind asked for. */
function fakeFind(): { find: Find; asked: Kind[] } {
  const asked: Kind[] = [];
  return {
    asked,
    find: async (kind) => {
      asked.push(kind);
      return DATA[kind];
    },
  };
}

const context = { now: new Date(), timeZone: 'America/Chicago', places: () => undefined };
const answer = async (text: string, shown?: Set<string>) => {
  const { find, asked } = fakeFind();
  const reply = await composeAnswer(understand(text, context), find, { firstName: 'Dana', shown });
  return { ...reply, asked, types: reply.suggestions.map((s) => s.type) };
};

describe('the built-in answer', () => {
  it('searches only the kinds asked for, and names what it found', async () => {
    const events = await answer('what events are coming up?');
    expect(events.asked).toEqual(['events']);
    expect(events.reply).toBe('Events coming up on Canopy: «Harvest Swap».');
    const basil = await answer('How do I dry basil?');
    expect(basil.asked.sort()).toEqual(['posts', 'trainings']);
    expect(basil.types).toEqual(['ALBUM']);
  });

  it('answers an emergency without searching at all', async () => {
    const emergency = await answer('I think I took too much, my heart is racing');
    expect(emergency.asked).toEqual([]);
    expect(emergency.suggestions).toEqual([]);
    expect(emergency.reply).toMatch(/call 911.*1-800-222-1222/);
  });

  it('answers medical, legal and driving questions without ever looking for products or shops', async () => {
    for (const text of [
      'How much CBD should I take to sleep?',
      'Is CBD legal in Kansas? Would a tincture or gummies be better?',
      'Can I drive after an edible?',
    ]) {
      const safe = await answer(text);
      expect(safe.asked, text).not.toContain('offers');
      expect(safe.asked, text).not.toContain('shops');
      expect(safe.types, text).not.toContain('OFFER');
      expect(safe.types.at(-1), text).toBe('PAGE');
    }
    const legal = await answer('Is CBD legal in Kansas?');
    expect(legal.reply).toMatch(/^I can't give legal advice/);
    expect(legal.suggestions[0]).toMatchObject({ type: 'QUIZ_PACK', title: 'Know the Law' });
    expect((await answer('How much CBD should I take to sleep?')).reply).toMatch(
      /^I can't give medical advice/,
    );
  });

  it('names each product once when a kind of product is asked for, every shop when one is', async () => {
    expect((await answer('offers near me')).suggestions.map((s) => s.id)).toEqual([3, 4]);
    expect((await answer('cbd tincture')).suggestions.map((s) => s.id)).toEqual([3, 9]);
  });

  it('leaves out what was shown, and says when there is nothing more', async () => {
    // A product shown is not offered again, at this shop or another.
    const shown = new Set(['OFFER:3', 'OFFER:CBD Tincture']);
    const more = await answer('offers near me', shown);
    expect(more.suggestions.map((s) => s.id)).toEqual([4]);
    const none = await answer('offers near me', new Set(['OFFER:3', 'OFFER:4', 'OFFER:9']));
    expect(none.suggestions).toEqual([]);
  });

  it('says plainly when a kind has nothing about the words, and what there is elsewhere', async () => {
    const groups = await answer('groups about composting');
    expect(groups.reply).toBe(
      'I found no groups about “composting” on Canopy. Elsewhere on Canopy: «Composting at Home».',
    );
    expect(groups.types).toEqual(['TRAINING']);
  });

  it('helps with the app, and greets', async () => {
    const help = await answer('How do I change my password?');
    expect(help.asked).toEqual([]);
    expect(help.suggestions).toEqual([
      expect.objectContaining({
        type: 'PAGE',
        title: 'Account settings',
        link: '/account/settings',
      }),
    ]);
    expect((await answer('hello')).reply).toMatch(/^Hi Dana! I'm Edy/);
    expect((await answer('thanks!')).reply).toBe("You're welcome! What else can I find for you?");
  });
});
