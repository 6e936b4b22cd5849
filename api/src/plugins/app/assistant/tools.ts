// The searches a language model may call, as OpenAI-style tools: the same `find` and the
// same constraints as the built-in answer (place, time, price, categories, open now), run
// as the member asking. Every call's arguments are validated; every item a call returns is
// numbered, and an answer may cite only those numbers.
import { Type, type Static, type TSchema } from 'typebox';
import { Check, Errors } from 'typebox/value';
import { validationMessage } from '../../../lib/validation-message.ts';
import { HELP_TOPICS } from './app-help.ts';
import { score, type Find, type FindRequest } from './answer.ts';
import { toSuggestion, type Candidate, type Suggestion } from './candidate.ts';
import { categoryChoicesOf, joinCompoundWords } from './constraints.ts';
import { stem, words } from './language.ts';
import type { PlaceConstraint, PlaceLookup } from './places.ts';
import type { Kind } from './rules.ts';
import { timeWindowOf, type Clock } from './time-window.ts';
import { understand } from './understanding.ts';

const Query = Type.Optional(
  Type.String({
    maxLength: 200,
    description: 'Words to look for, e.g. "compost" or "harvest swap"',
  }),
);
const Place = Type.Optional(
  Type.String({
    maxLength: 80,
    description: 'A US city ("Lawrence, KS"), state or ZIP code, or "me" for near the member',
  }),
);
const When = Type.Optional(
  Type.String({
    maxLength: 60,
    description:
      'When, in words: "tonight", "this weekend", "next week", "next month", "in the next 10 days", "on Saturday", "past"',
  }),
);
const Categories = Type.Optional(
  Type.Array(Type.String({ maxLength: 30 }), {
    maxItems: 5,
    description:
      'Product kinds: flower, edibles, gummies, pre-rolls, vapes, carts, tinctures, topicals, accessories',
  }),
);

const params = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

const SEARCHES = {
  search_events: {
    kind: 'events',
    description:
      'Events members may attend, soonest first (upcoming ones unless `when` says otherwise).',
    parameters: params({ query: Query, place: Place, when: When }),
  },
  search_shops: {
    kind: 'shops',
    description: 'Shops (dispensaries), nearest first, with their opening hours today.',
    parameters: params({
      query: Query,
      place: Place,
      open_now: Type.Optional(Type.Boolean({ description: 'Only shops open right now' })),
      sells: Categories,
    }),
  },
  search_offers: {
    kind: 'offers',
    description: 'Products on sale at shops, with price and distance.',
    parameters: params({
      query: Query,
      place: Place,
      categories: Categories,
      max_price: Type.Optional(
        Type.Number({ minimum: 0, maximum: 100000, description: 'Dollars' }),
      ),
      sort: Type.Optional(Type.Union([Type.Literal('nearest'), Type.Literal('cheapest')])),
    }),
  },
  search_trainings: {
    kind: 'trainings',
    description: 'Trainings (courses of short lessons).',
    parameters: params({ query: Query }),
  },
  search_groups: {
    kind: 'groups',
    description: 'Community groups the member may join.',
    parameters: params({ query: Query, place: Place }),
  },
  search_channels: {
    kind: 'channels',
    description: 'Channels members follow for regular posts.',
    parameters: params({ query: Query }),
  },
  search_quiz_packs: {
    kind: 'quizzes',
    description: 'Quiz packs to play.',
    parameters: params({ query: Query }),
  },
  search_members: {
    kind: 'members',
    description: 'Other members, by name or by where they live.',
    parameters: params({ query: Query, place: Place }),
  },
  search_posts: {
    kind: 'posts',
    description: 'Posts, news, articles and threads from the community the member may read.',
    parameters: params({ query: Query, place: Place }),
  },
} as const satisfies Record<string, { kind: Kind; description: string; parameters: TSchema }>;

const APP_HELP = {
  description: 'How to do something in the Canopy app (password, checkout, orders, credit, chat…).',
  parameters: params({
    topic: Type.String({ maxLength: 100, description: 'What the member wants to do' }),
  }),
};

type SearchName = keyof typeof SEARCHES;
type SearchArgs = Static<(typeof SEARCHES)['search_offers']['parameters']> &
  Static<(typeof SEARCHES)['search_shops']['parameters']> &
  Static<(typeof SEARCHES)['search_events']['parameters']>;

/** The tools, as the chat-completions API takes them. */
export const TOOL_DEFINITIONS = [
  ...Object.entries(SEARCHES).map(([name, tool]) => ({
    type: 'function' as const,
    function: { name, description: tool.description, parameters: tool.parameters },
  })),
  { type: 'function' as const, function: { name: 'app_help', ...APP_HELP } },
];

const RESULTS_PER_CALL = 5;

export interface AssistantTools {
  /** The tool's answer to a call, as JSON text for the model; never throws. */
  call(name: string, rawArguments: string): Promise<string>;
  /** The returned items `text` cites by number ([2]) or, without numbers, by title. */
  cited(text: string): Suggestion[];
}

export function createTools(find: Find, places: PlaceLookup, clock: Clock): AssistantTools {
  const returned: Candidate[] = [];

  const refOf = (item: Candidate) => {
    const known = returned.findIndex((other) => other.type === item.type && other.id === item.id);
    if (known >= 0) return known + 1;
    returned.push(item);
    return returned.length;
  };

  function requestOf(args: SearchArgs): FindRequest | string {
    const query = args.query ? understand(args.query, { ...clock, places }) : undefined;
    let place: PlaceConstraint | undefined;
    if (args.place) {
      const text = args.place.trim().toLowerCase();
      const found = ['me', 'near me', 'here', 'nearby'].includes(text)
        ? undefined
        : places(args.place);
      if (!found && !['me', 'near me', 'here', 'nearby'].includes(text)) {
        return `Unknown place "${args.place}": give a US city, state or ZIP code, or "me".`;
      }
      place = found ? { near: 'place', place: found } : { near: 'member' };
    }
    const when = args.when ? timeWindowOf(words(args.when).join(' '), clock) : undefined;
    if (args.when && !when) return `Unknown time "${args.when}": say e.g. "this weekend".`;
    const productWords = joinCompoundWords(
      words([...(args.categories ?? []), ...(args.sells ?? [])].join(' ')).join(' '),
    );
    return {
      terms: query?.terms ?? [],
      place: place ?? query?.place,
      when: when?.window ?? query?.when,
      openNow: args.open_now ?? false,
      categories: categoryChoicesOf(productWords.split(' ').map(stem)).choices,
      maxPriceCents: args.max_price === undefined ? undefined : Math.round(args.max_price * 100),
      cheapest: args.sort === 'cheapest',
    };
  }

  async function search(name: SearchName, args: SearchArgs): Promise<object> {
    const request = requestOf(args);
    if (typeof request === 'string') return { error: request };
    const found = await find(SEARCHES[name].kind, request);
    const best = found
      .map((item) => ({ item, score: score(request.terms, item) }))
      .filter((entry) => request.terms.length === 0 || entry.score > 0)
      .sort((a, b) => b.score - a.score || a.item.defaultRank - b.item.defaultRank)
      .slice(0, RESULTS_PER_CALL)
      .map(({ item }) => item);
    return {
      items: best.map((item) => ({
        ref: refOf(item),
        type: item.type,
        title: item.title,
        details: item.subtitle,
      })),
      ...(best.length === 0 ? { note: 'Nothing found on Canopy for this search.' } : {}),
    };
  }

  function help(topic: string): object {
    const stems = words(topic).map(stem);
    const found = HELP_TOPICS.find((entry) => entry.words.some((word) => stems.includes(word)));
    return found
      ? { answer: found.answer, page: found.page.title }
      : { note: 'No help topic for that; suggest asking about something else.' };
  }

  return {
    async call(name, rawArguments) {
      let args: unknown;
      try {
        args = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
      } catch {
        return JSON.stringify({ error: 'The arguments are not JSON.' });
      }
      const schema =
        name === 'app_help' ? APP_HELP.parameters : SEARCHES[name as SearchName]?.parameters;
      if (!schema) return JSON.stringify({ error: `There is no tool named ${name}.` });
      if (!Check(schema, args)) {
        return JSON.stringify({ error: validationMessage('arguments', Errors(schema, args)) });
      }
      const result =
        name === 'app_help'
          ? help((args as { topic: string }).topic)
          : await search(name as SearchName, args as SearchArgs);
      return JSON.stringify(result);
    },

    cited(text) {
      const refs = [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
      const byRef = refs.flatMap((ref) =>
        returned[ref - 1] ? [returned[ref - 1] as Candidate] : [],
      );
      const lower = text.toLowerCase();
      const items =
        refs.length > 0
          ? byRef
          : returned.filter((item) => lower.includes(item.title.toLowerCase()));
      const unique = items.filter(
        (item, index) =>
          items.findIndex((other) => other.type === item.type && other.id === item.id) === index,
      );
      return unique.map(toSuggestion);
    },
  };
}
