import { describe, expect, it } from 'vitest';
import { readQuestion } from '../../../../src/plugins/app/assistant/language.ts';
import {
  composeReply,
  HELP_REPLY,
  type Candidate,
} from '../../../../src/plugins/app/assistant/reply.ts';

const candidate = (
  type: Candidate['type'],
  id: number,
  title: string,
  defaultRank: number,
  more = '',
): Candidate => ({
  type,
  id,
  title,
  subtitle: '',
  mention: `«${title}»`,
  link: `/x/${id}`,
  imageURL: null,
  fields: [
    { text: title, weight: 3 },
    { text: more, weight: 1 },
  ],
  defaultRank,
});

const CANDIDATES = [
  candidate('QUIZ_PACK', 1, 'Terpene Trivia', 1),
  candidate('ALBUM', 2, 'Mile High Greenhouse', -200, 'a terpene tasting bar'),
  candidate('OFFER', 3, 'CBD Sleep Gummies', 5),
  candidate('OFFER', 4, 'Huckleberry Gummies', 2),
  candidate('OFFER', 5, 'Sour Gummies', 9),
  candidate('OFFER', 6, 'Gummies Deluxe', 1),
  candidate('ALBUM', 7, 'Gummies recipe', -100),
];

const answer = (text: string, candidates = CANDIDATES, more = false) =>
  composeReply(readQuestion(text), candidates, { firstName: 'Dana', more });

describe("Edy's replies", () => {
  it('ranks title matches over description matches and names what it found', () => {
    const reply = answer('terpenes');
    expect(reply.suggestions.map((s) => s.id)).toEqual([1, 2]);
    expect(reply.reply).toBe(
      'Here is what I found on Canopy for “terpenes”: «Terpene Trivia» and «Mile High Greenhouse».',
    );
    expect(reply.suggestions[0]).toEqual({
      type: 'QUIZ_PACK',
      id: 1,
      title: 'Terpene Trivia',
      subtitle: '',
      link: '/x/1',
      imageURL: null,
      priceCents: null,
      distance: null,
    });
  });

  it('shows at most three of a kind, five in all, nearest offers first among equals', () => {
    const reply = answer('gummies');
    expect(reply.suggestions.map((s) => s.id)).toEqual([6, 4, 3, 7]);
  });

  it('prefers the kind the member asked about', () => {
    expect(answer('gummies news').suggestions[0]?.id).toBe(7);
    expect(answer('gummies shop').suggestions[0]?.type).toBe('OFFER');
    // More of the words matched still wins over the kind.
    expect(answer('buy gummies recipe').suggestions[0]?.id).toBe(7);
  });

  it('says plainly when nothing matches, and offers the kind asked about instead', () => {
    expect(answer('xylophone').reply).toBe(
      'I could not find anything on Canopy about “xylophone”. Try other words, or ask about ' +
        'products nearby, quiz packs or posts.',
    );
    const instead = answer('xylophone shop');
    expect(instead.reply).toMatch(
      /^I could not find anything on Canopy about “xylophone”\. You might like /,
    );
    expect(instead.suggestions.map((s) => s.id)).toEqual([6, 4, 3]);
  });

  it('lists the kind asked about when no words were given, newest posts first', () => {
    expect(answer('any news?').suggestions.map((s) => s.id)).toEqual([2, 7]);
  });

  it('greets, thanks, helps and warns about medical questions', () => {
    expect(answer('hello').reply).toBe(`Hi Dana! ${HELP_REPLY}`);
    expect(answer('hi, any terpenes?').reply).toMatch(/^Hi Dana! Here is what I found/);
    expect(answer('thanks!').reply).toBe("You're welcome! What else can I find for you?");
    expect(answer('help').reply).toBe(HELP_REPLY);
    expect(answer('gummies dosage for anxiety').reply).toMatch(/I can't give medical advice\./);
    expect(answer('more').reply).toMatch(/^Tell me what to look for first/);
  });

  it('words further results as more, and says when there are none', () => {
    expect(answer('gummies', CANDIDATES.slice(4), true).reply).toMatch(
      /^More on Canopy for “gummies”/,
    );
    expect(answer('gummies', [], true).reply).toBe(
      'That is everything I found on Canopy for “gummies”. Try other words, or ask about ' +
        'products nearby, quiz packs or posts.',
    );
  });

  it('is deterministic', () => {
    expect(answer('gummies')).toEqual(answer('gummies'));
  });
});
