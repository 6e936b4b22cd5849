/**
 * The built-in answer to an understood question: it searches only the kinds asked for,
 * with the question's constraints (through `find`, which runs them in SQL), ranks what
 * comes back by the question's words, and says what it found, or plainly that it found
 * nothing, and what instead. Safe answers come first and never carry products.
 */
import { formatUsd } from '../../../lib/money.ts';
import { ABOUT_EDY, HELP_TOPICS, type HelpTopic } from './app-help.ts';
import { toSuggestion, type Candidate, type Reply } from './candidate.ts';
import type { CategoryChoice } from './constraints.ts';
import { matches, stem, words } from './language.ts';
import type { PlaceConstraint } from './places.ts';
import { KINDS, type Kind } from './rules.ts';
import { appPage, SAFE_QUIZ_WORDS, SAFE_REPLIES, TERMS_PAGE } from './safe-answers.ts';
import type { TimeWindow } from './time-window.ts';
import type { Understanding } from './understanding.ts';

/** What one search of one kind is narrowed by; run in SQL by the caller. */
export interface FindRequest {
  terms: string[];
  place?: PlaceConstraint | undefined;
  when?: TimeWindow | undefined;
  openNow: boolean;
  categories: CategoryChoice[];
  maxPriceCents?: number | undefined;
  cheapest: boolean;
}

export type Find = (kind: Kind, request: FindRequest) => Promise<Candidate[]>;

export interface AnswerOptions {
  firstName: string;
  /** Items shown earlier in the conversation ("more"), as `TYPE:id`. */
  shown?: ReadonlySet<string> | undefined;
  /** The follow-up being answered: further results, or cheaper ones. */
  step?: 'more' | 'cheaper' | undefined;
}

const MAX_RESULTS = 5;
const MAX_PER_KIND_MIXED = 3;

const NOUNS: Record<Kind, string> = {
  events: 'events',
  shops: 'shops',
  offers: 'products',
  trainings: 'trainings',
  groups: 'groups',
  channels: 'channels',
  quizzes: 'quiz packs',
  members: 'members',
  posts: 'posts',
};

/** Kinds whose answers are never products: what safe answers may show. */
const CONTENT_KINDS: Kind[] = ['trainings', 'posts', 'channels', 'groups', 'events'];

export const NOTHING_ASKED =
  "I'm not sure what you are looking for. Ask me about events, shops or products near you, " +
  'trainings, groups, quiz packs or posts, for example "events this weekend" or ' +
  '"edibles under $20".';

/**
 * How an item shown before is recognised: by its id, and a product also by its name, so
 * "more" and "cheaper ones" do not offer the same product again at another shop.
 */
export const shownKeys = (item: { type: string; id: number; title: string }) =>
  item.type === 'OFFER'
    ? [`${item.type}:${item.id}`, `OFFER:${item.title}`]
    : [`${item.type}:${item.id}`];

const firstOfEachTitle = (items: Candidate[]) =>
  items.filter((item, index) => items.findIndex((other) => other.title === item.title) === index);

export const requestOf = (question: Understanding): FindRequest => {
  const below = question.cheaperThanCents === undefined ? [] : [question.cheaperThanCents - 1];
  const caps = [
    ...(question.maxPriceCents === undefined ? [] : [question.maxPriceCents]),
    ...below,
  ];
  return {
    terms: question.terms,
    place: question.place,
    when: question.when,
    openNow: question.openNow,
    categories: question.categories,
    maxPriceCents: caps.length > 0 ? Math.min(...caps) : undefined,
    cheapest: question.cheapest,
  };
};

/**
 * How well an item matches the words: heavier fields count more, all words a bonus, and an
 * item named exactly by them ("Elena Ortiz", the member) most of all.
 */
export function score(terms: string[], candidate: Candidate): number {
  const exact = terms.length > 0 && words(candidate.title).map(stem).join(' ') === terms.join(' ');
  let total = 0;
  let matched = 0;
  for (const term of terms) {
    const weights = candidate.fields
      .filter((field) => matches(term, field.text))
      .map((field) => field.weight);
    if (weights.length === 0) continue;
    matched += 1;
    total += Math.max(...weights);
  }
  if (matched === terms.length && matched > 0) total += 1;
  return total + Math.min(1, candidate.textRank ?? 0) + (exact ? 3 : 0);
}

/** Best first: by the words when there are any, then in the kind's own order. */
function ranked(terms: string[], candidates: Candidate[]): Candidate[] {
  const scored = candidates.map((candidate) => ({ candidate, score: score(terms, candidate) }));
  const kept = terms.length > 0 ? scored.filter((entry) => entry.score > 0) : scored;
  return kept
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.defaultRank - b.candidate.defaultRank ||
        a.candidate.id - b.candidate.id,
    )
    .map((entry) => entry.candidate);
}

/** "a, b and c" */
export function listing(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

const quoted = (words: string[]) => `“${words.join(' ')}”`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function placeText(place: PlaceConstraint | undefined): string {
  if (!place) return '';
  return place.near === 'member' ? ' near you' : ` in ${place.place.name}`;
}

/** The first line of an answer listing items of `kind`. */
function intro(question: Understanding, kind: Kind, step: AnswerOptions['step']): string {
  const more = step === 'more';
  const about = question.words.length > 0 ? ` about ${quoted(question.words)}` : '';
  const where = placeText(question.place);
  if (kind === 'offers') {
    const what = [...question.productWords, ...question.words];
    const order = question.cheapest ? ', cheapest first' : ', nearest first';
    if (step === 'cheaper') return `Cheaper ones${order}`;
    if (more && question.cheaperThanCents !== undefined) return `More cheaper ones${order}`;
    const under =
      question.maxPriceCents === undefined ? '' : ` under ${formatUsd(question.maxPriceCents)}`;
    const named = what.length > 0 ? ` for ${quoted(what)}` : '';
    const place = where === ' near you' ? '' : where;
    return `${more ? 'More' : 'Here is what I found'} on Canopy${named}${under}${place}${order}`;
  }
  if (kind === 'events') {
    const when = question.when?.label ?? 'coming up';
    return `${more ? 'More events' : 'Events'} ${when} on Canopy${where}${about}`;
  }
  if (kind === 'shops') {
    const open = question.openNow ? ' open now' : '';
    const delivers = question.productWords.filter((word) => word.startsWith('deliver'));
    const products = question.productWords.filter((word) => !word.startsWith('deliver'));
    const sells = products.length > 0 ? ` selling ${products.join(' ')}` : '';
    const deliver = delivers.length > 0 ? ' that deliver' : '';
    return `${more ? 'More shops' : 'Shops'}${where || ' near you'}${sells}${deliver}${open}, nearest first`;
  }
  if (question.howTo) return `${more ? 'More' : 'Here is'} what the community shared${about}`;
  const noun = NOUNS[kind];
  return `${more ? `More ${noun}` : capitalized(noun)} on Canopy${about}${where}`;
}

/** The first few of each list: the first kind most, then a couple of each other kind. */
function allot(lists: Candidate[][]): Candidate[] {
  const [first = [], ...others] = lists;
  const extra = others.map((list) => list.slice(0, 2));
  const room = MAX_RESULTS - extra.reduce((sum, list) => sum + list.length, 0);
  return [...first.slice(0, Math.max(3, room)), ...extra.flat()].slice(0, MAX_RESULTS);
}

/** The best few of any kind, no more than three of one. */
function mixed(lists: Candidate[][], terms: string[]): Candidate[] {
  const all = ranked(terms, lists.flat());
  const perType = new Map<string, number>();
  const chosen: Candidate[] = [];
  for (const candidate of all) {
    const count = perType.get(candidate.type) ?? 0;
    if (count >= MAX_PER_KIND_MIXED) continue;
    perType.set(candidate.type, count + 1);
    chosen.push(candidate);
    if (chosen.length >= MAX_RESULTS) break;
  }
  return chosen;
}

function helpPage(topic: HelpTopic): Candidate {
  const id = 100 + HELP_TOPICS.indexOf(topic);
  return appPage(id, topic.page.title, topic.page.link, 'A page of the Canopy app');
}

export async function composeAnswer(
  question: Understanding,
  find: Find,
  options: AnswerOptions,
): Promise<Reply> {
  const opening: string[] = [];
  if (question.greeting) opening.push(`Hi ${options.firstName}!`);
  if (question.thanks) opening.push("You're welcome!");
  const say = (middle: string[], items: Candidate[] = []): Reply => ({
    reply: [...opening, ...middle].join(' '),
    suggestions: items.map(toSuggestion),
  });
  const notShown = (list: Candidate[]) =>
    list.filter((item) => !shownKeys(item).some((key) => options.shown?.has(key)));
  const search = async (kinds: Kind[], request: FindRequest) =>
    Promise.all(
      kinds.map(async (kind) => {
        const found = notShown(ranked(request.terms, await find(kind, request)));
        // Asked for a kind of product, not one product: each product once, at its first shop.
        const general = request.terms.length === 0 && !request.categories.some((c) => c.root);
        return kind === 'offers' && general ? firstOfEachTitle(found) : found;
      }),
    );

  if (question.safety) {
    // Canopy's own content on the subject, never products or shops.
    if (question.safety === 'emergency') return say([SAFE_REPLIES.emergency]);
    const quizWords = SAFE_QUIZ_WORDS[question.safety] ?? [];
    const packs = ranked(
      quizWords,
      quizWords.length > 0 ? await find('quizzes', requestOf(question)) : [],
    );
    const content =
      question.safety === 'driving' || question.terms.length === 0
        ? []
        : mixed(
            await search(CONTENT_KINDS, { ...requestOf(question), place: undefined }),
            question.terms,
          );
    const items = [...packs.slice(0, 1), ...content.slice(0, 3), TERMS_PAGE];
    return say([SAFE_REPLIES[question.safety]], items);
  }
  if (question.aboutEdy) return say([ABOUT_EDY]);
  if (question.help) return say([question.help.answer], [helpPage(question.help)]);

  if (question.kinds.length === 0) {
    if (question.terms.length === 0) {
      if (question.followUp) {
        return say([
          'Tell me what to look for first, for example "events this weekend" or "edibles near me".',
        ]);
      }
      if (question.greeting) return say([ABOUT_EDY]);
      if (question.thanks) return say(['What else can I find for you?']);
      return say([NOTHING_ASKED]);
    }
    const found = mixed(await search([...KINDS], requestOf(question)), question.terms);
    if (found.length > 0) {
      const intro = options.step === 'more' ? 'More' : 'Here is what I found';
      return say(
        [
          `${intro} on Canopy for ${quoted(question.words)}: ${listing(found.map((c) => c.mention))}.`,
        ],
        found,
      );
    }
    return say([
      options.step === 'more'
        ? `That is everything I found on Canopy for ${quoted(question.words)}.`
        : `I could not find anything on Canopy about ${quoted(question.words)}.`,
      'Try other words, or ask about events, shops, products, trainings or quiz packs.',
    ]);
  }

  const [primary = 'posts'] = question.kinds;
  const request = requestOf(question);
  const chosen = allot(await search(question.kinds, request));
  if (chosen.length > 0) {
    return say(
      [`${intro(question, primary, options.step)}: ${listing(chosen.map((c) => c.mention))}.`],
      chosen,
    );
  }
  return say(...(await nothingFound(question, primary, options, search)));
}

/** "I found no events about “fun” this weekend in Lawrence, KS on Canopy." */
function missOf(question: Understanding, kind: Kind): string {
  const about = question.words.length > 0 ? ` about ${quoted(question.words)}` : '';
  const when = kind === 'events' && question.when ? ` ${question.when.label}` : '';
  const open = kind === 'shops' && question.openNow ? ' open right now' : '';
  return `I found no ${NOUNS[kind]}${about}${when}${placeText(question.place)}${open} on Canopy.`;
}

/**
 * What to say when the kind asked for has nothing: plainly so, then what there is when the
 * question asks for less, one constraint at a time (the words first, or for shops "open
 * now"; then the time; then the place).
 */
async function nothingFound(
  question: Understanding,
  kind: Kind,
  options: AnswerOptions,
  search: (kinds: Kind[], request: FindRequest) => Promise<Candidate[][]>,
): Promise<[string[], Candidate[]?]> {
  const noun = NOUNS[kind];
  if (options.step === 'cheaper') {
    return [['I found nothing cheaper on Canopy than what I showed you.']];
  }
  if (options.step === 'more') {
    return [[`That is everything I found: there are no more ${noun} like that on Canopy.`]];
  }
  const where = placeText(question.place);
  if (kind === 'offers' && question.terms.length === 0) {
    const under =
      question.maxPriceCents === undefined ? '' : ` under ${formatUsd(question.maxPriceCents)}`;
    return [[`I could not find anything on Canopy${under}${where || ' near you'} right now.`]];
  }
  const miss = missOf(question, kind);
  const found = (lead: string, items: Candidate[]): [string[], Candidate[]] => [
    [miss, `${lead}: ${listing(items.map((c) => c.mention))}.`],
    items,
  ];
  let request = requestOf(question);
  if (kind === 'shops' && request.openNow) {
    request = { ...request, openNow: false };
    const closed = allot(await search([kind], request));
    if (closed.length > 0) return found('The nearest, with their hours', closed);
  }
  if (request.terms.length > 0) {
    const others =
      kind === 'offers' || kind === 'shops' ? [...KINDS] : [...CONTENT_KINDS, 'quizzes' as const];
    const elsewhere = mixed(
      await search(
        others.filter((other) => other !== kind),
        request,
      ),
      request.terms,
    );
    if (elsewhere.length > 0) return found('Elsewhere on Canopy', elsewhere);
    request = { ...request, terms: [] };
    const any = allot(await search([kind], request));
    if (any.length > 0) return found(`The ${noun}${where} on Canopy`, any);
  }
  if (request.when) {
    request = { ...request, when: undefined };
    const next = allot(await search([kind], request));
    if (next.length > 0) return found('The next ones', next);
  }
  if (request.place) {
    request = { ...request, place: undefined };
    const anywhere = allot(await search([kind], request));
    if (anywhere.length > 0) return found(`The ${noun} on Canopy`, anywhere);
  }
  return [[miss]];
}
