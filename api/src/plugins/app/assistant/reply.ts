import { formatUsd } from '../../../lib/money.ts';
import { matches, type Question, type Topic } from './language.ts';

export type SuggestionType =
  'ALBUM' | 'EVENT' | 'TRAINING' | 'OFFER' | 'RETAILER' | 'QUIZ_PACK' | 'PERSON';

/** Something on Canopy the assistant may point the member to. */
export interface Candidate {
  type: SuggestionType;
  id: number;
  title: string;
  subtitle: string;
  /** How the reply names it, e.g. `the quiz pack "Terpene Trivia"`. */
  mention: string;
  link: string;
  imageURL: string | null;
  /** What an offer costs (cents), for "under $20" and "cheaper ones". */
  priceCents?: number | undefined;
  /** Miles from the member, for offers and shops. */
  distance?: number | undefined;
  /** Searchable text; a term found in a heavier field counts for more. */
  fields: { text: string; weight: number }[];
  /** PostgreSQL full-text rank of the question's words, 0 when none or not searched. */
  textRank?: number | undefined;
  /**
   * Order when nothing was searched for, comparable across queries of one kind: miles for
   * offers, minus the creation time for posts. Lower is first.
   */
  defaultRank: number;
}

export interface Suggestion {
  type: SuggestionType;
  id: number;
  title: string;
  subtitle: string;
  link: string;
  imageURL: string | null;
  priceCents: number | null;
  distance: number | null;
}

export interface Reply {
  reply: string;
  suggestions: Suggestion[];
}

const MAX_RESULTS = 5;
const MAX_PER_TYPE = 3;
const TYPE_ORDER: SuggestionType[] = [
  'OFFER',
  'RETAILER',
  'EVENT',
  'TRAINING',
  'QUIZ_PACK',
  'ALBUM',
  'PERSON',
];
export const TOPIC_TYPES: Record<Topic, SuggestionType[]> = {
  offers: ['OFFER'],
  retailers: ['RETAILER'],
  packs: ['QUIZ_PACK'],
  albums: ['ALBUM', 'EVENT', 'TRAINING'],
  events: ['EVENT'],
  trainings: ['TRAINING'],
  people: ['PERSON'],
};

export const HELP_REPLY =
  "I'm Edy, Canopy's assistant. I search Canopy for you: products on sale at shops near you " +
  '(try "CBD gummies near me"), quiz packs to play ("a quiz about terpenes"), and posts and ' +
  'events from the community you can see ("greenhouse tours"). Ask in your own words, and ' +
  'say "more" for further results.';
const MEDICAL_NOTE =
  "I can't give medical advice. For dosing or health questions, please ask a doctor or pharmacist.";
const NOTHING_ASKED =
  "I'm not sure what you are looking for. Ask me about products near you, quiz packs or posts " +
  'from the community, for example "herb grinder" or "events in Lawrence".';

interface Scored {
  candidate: Candidate;
  score: number;
}

function score(question: Question, candidate: Candidate): number {
  let total = 0;
  let matched = 0;
  for (const term of question.terms) {
    const weights = candidate.fields
      .filter((field) => matches(term, field.text))
      .map((field) => field.weight);
    if (weights.length === 0) continue;
    matched += 1;
    total += Math.max(...weights);
  }
  if (matched === 0) return 0;
  if (matched === question.terms.length) total += 1;
  total += Math.min(1, candidate.textRank ?? 0);
  const wanted = [...question.topics].some((topic) => TOPIC_TYPES[topic].includes(candidate.type));
  return wanted ? total + 2 : total;
}

// Default ranks only compare within a kind (miles against dates would mean nothing).
const byRank = (a: Scored, b: Scored) =>
  b.score - a.score ||
  TYPE_ORDER.indexOf(a.candidate.type) - TYPE_ORDER.indexOf(b.candidate.type) ||
  a.candidate.defaultRank - b.candidate.defaultRank ||
  a.candidate.id - b.candidate.id;

/** The best few, no more than three of a kind. */
function pick(scored: Scored[]): Candidate[] {
  const perType = new Map<SuggestionType, number>();
  const chosen: Candidate[] = [];
  for (const { candidate } of [...scored].sort(byRank)) {
    const count = perType.get(candidate.type) ?? 0;
    if (count >= MAX_PER_TYPE) continue;
    perType.set(candidate.type, count + 1);
    chosen.push(candidate);
    if (chosen.length >= MAX_RESULTS) break;
  }
  return chosen;
}

/** "a, b and c" */
function listing(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] ?? ''}`;
}

const quoted = (words: string[]) => `“${words.join(' ')}”`;

const toSuggestion = (candidate: Candidate): Suggestion => ({
  type: candidate.type,
  id: candidate.id,
  title: candidate.title,
  subtitle: candidate.subtitle,
  link: candidate.link,
  imageURL: candidate.imageURL,
  priceCents: candidate.priceCents ?? null,
  distance: candidate.distance ?? null,
});

/**
 * The assistant's answer to one question, from the candidates Canopy holds for the member.
 * With `more`, the member asked for further results: the caller leaves out what was shown.
 */
export function composeReply(
  question: Question,
  candidates: Candidate[],
  options: { firstName: string; more?: boolean; cheaper?: boolean },
): Reply {
  const opening: string[] = [];
  if (question.intents.has('greeting')) opening.push(`Hi ${options.firstName}!`);
  if (question.intents.has('thanks')) opening.push("You're welcome!");
  const closing = question.intents.has('medical') ? [MEDICAL_NOTE] : [];
  const say = (middle: string[], chosen: Candidate[] = []): Reply => ({
    reply: [...opening, ...middle, ...closing].join(' '),
    suggestions: chosen.map(toSuggestion),
  });

  if (question.intents.has('help')) return say([HELP_REPLY]);

  const more = options.more ?? false;
  const topicTypes = new Set([...question.topics].flatMap((topic) => TOPIC_TYPES[topic]));
  const defaults = (): Candidate[] =>
    pick(
      candidates
        .filter((candidate) => topicTypes.has(candidate.type))
        .map((candidate) => ({ candidate, score: 0 })),
    );

  if (question.terms.length > 0) {
    const found = pick(
      candidates
        .map((candidate) => ({ candidate, score: score(question, candidate) }))
        .filter((entry) => entry.score > 0),
    );
    if (found.length > 0) {
      const intro = more ? 'More' : 'Here is what I found';
      return say(
        [
          `${intro} on Canopy for ${quoted(question.words)}: ${listing(found.map((c) => c.mention))}.`,
        ],
        found,
      );
    }
    const miss = more
      ? `That is everything I found on Canopy for ${quoted(question.words)}.`
      : `I could not find anything on Canopy about ${quoted(question.words)}.`;
    const instead = more ? [] : defaults();
    if (instead.length > 0) {
      return say([miss, `You might like ${listing(instead.map((c) => c.mention))}.`], instead);
    }
    return say([miss, 'Try other words, or ask about products nearby, quiz packs or posts.']);
  }

  if (topicTypes.size > 0) {
    const shown = defaults();
    const cap = question.maxPriceCents;
    const under = cap === undefined ? '' : ` under ${formatUsd(cap)}`;
    if (options.cheaper) {
      if (shown.length === 0) {
        return say(['I found nothing cheaper on Canopy than what I showed you.']);
      }
      return say([`Cheaper ones, nearest first: ${listing(shown.map((c) => c.mention))}.`], shown);
    }
    if (cap !== undefined || question.near) {
      if (shown.length > 0) {
        const intro = more ? 'More' : 'Here is what I found';
        const order =
          topicTypes.has('OFFER') || topicTypes.has('RETAILER') ? ', nearest first' : '';
        return say(
          [`${intro} on Canopy${under}${order}: ${listing(shown.map((c) => c.mention))}.`],
          shown,
        );
      }
      if (!more) return say([`I could not find anything on Canopy${under} near you right now.`]);
    }
    if (shown.length > 0) {
      const intro = more ? 'More on Canopy' : 'Here is what I found on Canopy';
      return say([`${intro}: ${listing(shown.map((c) => c.mention))}.`], shown);
    }
    return say([
      more
        ? 'That is everything I found.'
        : 'I could not find anything like that on Canopy right now.',
    ]);
  }

  if (question.intents.has('followUp')) {
    return say(['Tell me what to look for first, for example "quiz packs" or "gummies near me".']);
  }
  if (opening.length > 0) {
    return say(question.intents.has('greeting') ? [HELP_REPLY] : ['What else can I find for you?']);
  }
  return say([NOTHING_ASKED]);
}
