import { describe, expect, it } from 'vitest';
import type { FindRequest } from '../../../../src/plugins/app/assistant/answer.ts';
import type { Candidate } from '../../../../src/plugins/app/assistant/candidate.ts';
import type { Place } from '../../../../src/plugins/app/assistant/places.ts';
import type { Kind } from '../../../../src/plugins/app/assistant/rules.ts';
import { createTools, TOOL_DEFINITIONS } from '../../../../src/plugins/app/assistant/tools.ts';

const item = (type: Candidate['type'], id: number, title: string): Candidate => ({
  type,
  id,
  title,
  subtitle: `${title} details`,
  mention: title,
  link: `/x/${id}`,
  imageURL: null,
  fields: [{ text: title, weight: 3 }],
  defaultRank: id,
});

const DENVER: Place = {
  name: 'Denver, CO',
  kind: 'city',
  center: { latitude: 39.7, longitude: -105 },
  state: 'CO',
  city: 'Denver',
};

function toolbox() {
  const calls: { kind: Kind; request: FindRequest }[] = [];
  const tools = createTools(
    async (kind, request) => {
      calls.push({ kind, request });
      return kind === 'offers'
        ? [item('OFFER', 11, 'Live Resin Cartridge'), item('OFFER', 12, 'Huckleberry Gummies')]
        : [item('EVENT', 21, 'Harvest Swap')];
    },
    (name) => (name.toLowerCase() === 'denver' ? DENVER : undefined),
    { now: new Date('2026-06-03T19:30:00Z'), timeZone: 'America/Chicago' },
  );
  return { tools, calls };
}

describe("the language model's tools", () => {
  it('are OpenAI-style function tools with JSON schemas, one per kind and one for help', () => {
    const names = TOOL_DEFINITIONS.map((tool) => tool.function.name);
    expect(names).toEqual([
      'search_events',
      'search_shops',
      'search_offers',
      'search_trainings',
      'search_groups',
      'search_channels',
      'search_quiz_packs',
      'search_members',
      'search_posts',
      'app_help',
    ]);
    const offers = JSON.parse(JSON.stringify(TOOL_DEFINITIONS[2])) as {
      type: string;
      function: { parameters: { type: string; properties: Record<string, unknown> } };
    };
    expect(offers.type).toBe('function');
    expect(Object.keys(offers.function.parameters.properties)).toEqual([
      'query',
      'place',
      'categories',
      'max_price',
      'sort',
    ]);
  });

  it('run the same search with the same constraints as the built-in answer', async () => {
    const { tools, calls } = toolbox();
    const result = JSON.parse(
      await tools.call(
        'search_offers',
        JSON.stringify({ place: 'Denver', categories: ['vapes'], max_price: 40, sort: 'cheapest' }),
      ),
    );
    expect(calls[0]).toEqual({
      kind: 'offers',
      request: {
        terms: [],
        place: { near: 'place', place: DENVER },
        when: undefined,
        openNow: false,
        categories: [{ categories: ['Vapes'] }],
        maxPriceCents: 4000,
        cheapest: true,
      },
    });
    expect(result.items).toEqual([
      {
        ref: 1,
        type: 'OFFER',
        title: 'Live Resin Cartridge',
        details: 'Live Resin Cartridge details',
      },
      {
        ref: 2,
        type: 'OFFER',
        title: 'Huckleberry Gummies',
        details: 'Huckleberry Gummies details',
      },
    ]);
    await tools.call('search_events', JSON.stringify({ when: 'this weekend', place: 'me' }));
    expect(calls[1]?.request).toMatchObject({
      place: { near: 'member' },
      when: { label: 'this weekend' },
    });
  });

  it('refuse arguments that are not valid, naming them, and places or times they do not know', async () => {
    const { tools, calls } = toolbox();
    const answer = async (name: string, args: string) => JSON.parse(await tools.call(name, args));
    expect(await answer('search_offers', '{"max_price": "cheap"}')).toEqual({
      error: expect.stringContaining('arguments/max_price'),
    });
    expect(await answer('search_offers', '{"color": "blue"}')).toEqual({
      error: expect.stringContaining('color'),
    });
    expect(await answer('search_offers', 'not json')).toEqual({
      error: 'The arguments are not JSON.',
    });
    expect(await answer('delete_everything', '{}')).toEqual({
      error: 'There is no tool named delete_everything.',
    });
    expect(await answer('search_events', '{"place": "Atlantis"}')).toEqual({
      error: expect.stringMatching(/^Unknown place "Atlantis"/),
    });
    expect(await answer('search_events', '{"when": "someday"}')).toEqual({
      error: expect.stringMatching(/^Unknown time "someday"/),
    });
    expect(calls).toEqual([]);
    expect(await answer('app_help', '{"topic": "change my password"}')).toMatchObject({
      page: 'Account settings',
    });
  });

  it('cite only items a call returned: by number, or by title when the text has no numbers', async () => {
    const { tools } = toolbox();
    await tools.call('search_offers', '{}');
    await tools.call('search_events', '{}');
    const cited = (text: string) => tools.cited(text).map((item) => `${item.type}:${item.id}`);
    expect(cited('Try the cartridge [1] or the swap [3].')).toEqual(['OFFER:11', 'EVENT:21']);
    // [7] was never returned: it is dropped.
    expect(cited('The Glass Spoon Pipe [7] and the gummies [2].')).toEqual(['OFFER:12']);
    expect(cited('The Harvest Swap is on Saturday; the Glass Spoon Pipe is nice.')).toEqual([
      'EVENT:21',
    ]);
    expect(cited('Nothing found.')).toEqual([]);
  });
});
