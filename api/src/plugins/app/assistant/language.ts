/**
 * How the assistant reads a question: words worth searching for, what kind of thing the
 * member is after, and the small talk it answers without searching. Deterministic, no model.
 */

export type Topic = 'offers' | 'retailers' | 'packs' | 'albums' | 'events' | 'trainings' | 'people';
export type Intent = 'greeting' | 'help' | 'thanks' | 'followUp' | 'cheaper' | 'medical';

export interface Question {
  text: string;
  /** Stemmed search terms, in the order asked, at most MAX_TERMS. */
  terms: string[];
  /** The words behind `terms`, as the member wrote them (for the reply). */
  words: string[];
  topics: Set<Topic>;
  intents: Set<Intent>;
  /** "under $20", "less than twenty dollars": the most a product may cost, in cents. */
  maxPriceCents?: number | undefined;
  /** "near me", "nearby", "closest": nearest first. */
  near: boolean;
}

const MAX_TERMS = 8;

const STOPWORDS = new Set(
  `a about above after again all also am an and any anything are around as at be been being
  best but by can canopy could day did do does doing edy else find for from get give go good
  got had has have having he her here hers him his how i if in into is it its just know like
  look looking me more most much my need of on one or other our out over please recommend
  say see she should show so some something suggest tell than that the their them then there
  these they thing things this those to today too try up us very want was we were what when
  where which while who why will with would you your yours
  afternoon cheers evening hello help hey hi hiya howdy morning thank thanks thx yo
  under below less cheaper dollar dollars bucks usd cost costs costing ones`.split(/\s+/),
);

/** Words that say what kind of thing is wanted; they steer the search but are not searched. */
const TOPIC_WORDS: Record<Topic, string[]> = {
  offers: [
    'buy',
    'cheap',
    'close',
    'closest',
    'deal',
    'near',
    'nearby',
    'nearest',
    'offer',
    'open',
    'price',
    'product',
    'sale',
    'sell',
    'shop',
    'shopping',
    'store',
  ],
  retailers: ['dispensary', 'retailer'],
  events: ['event', 'happening', 'meetup'],
  trainings: ['class', 'course', 'lesson', 'training', 'workshop'],
  people: ['grower', 'member', 'people', 'person'],
  packs: ['game', 'pack', 'play', 'question', 'quiz', 'quizze', 'test', 'trivia'],
  albums: [
    'album',
    'article',
    'community',
    'episode',
    'new',
    'news',
    'photo',
    'post',
    'story',
    'update',
  ],
};

const GREETINGS = /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b/;
const THANKS = /\b(thanks|thank you|thx|cheers|appreciate it)\b/;
const HELP = /\b(help|what can you do|how do(es)? (this|it) work|who are you|what are you)\b/;
const FOLLOW_UP =
  /^(and |ok |okay |any )?(more|what else|anything else|others?|show more|tell me more|go on|cheaper)\b/;
const CHEAPER = /^(and |ok |okay |any )?(cheaper|less expensive)( ones?| options?| things?)?$/;
const NEAR = /\b(near|nearby|nearest|closest|close by|around here|near me)\b/;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** "$20", "20.50", "twenty", "twenty five" → dollars. */
function amountOf(text: string): number | undefined {
  const digits = /^\$?\s*(\d+(?:\.\d{1,2})?)/.exec(text);
  if (digits?.[1]) return Number(digits[1]);
  let total: number | undefined;
  for (const word of text.split(/[\s-]+/)) {
    const value = NUMBER_WORDS[word];
    if (value === undefined) break;
    total = value === 100 ? (total ?? 1) * 100 : (total ?? 0) + value;
  }
  return total;
}

/** The price cap in "under $20", "below 15 dollars", "less than twenty bucks", in cents. */
export function priceCapCents(text: string): number | undefined {
  const found =
    /\b(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to)\s+(\$?\s*[\d.]+|[a-z]+(?:[\s-][a-z]+)?)/.exec(
      text.toLowerCase(),
    );
  if (!found?.[1]) return undefined;
  const dollars = amountOf(found[1]);
  return dollars === undefined || dollars <= 0 ? undefined : Math.round(dollars * 100);
}
const MEDICAL =
  /\b(dose|dosage|doses|medical|medicine|medication|prescri\w*|diagnos\w*|cure|treat\w*|symptom\w*|doctor|pregnan\w*|overdose)\b/;

/** Lowercase words without accents or punctuation. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A light English stem, so "gummies" finds "Gummy" and "shops" finds "shop". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const topicOf = new Map<string, Topic>(
  Object.entries(TOPIC_WORDS).flatMap(([topic, list]) =>
    list.map((word) => [word, topic as Topic] as const),
  ),
);

export function readQuestion(text: string): Question {
  const normalized = words(text).join(' ');
  const intents = new Set<Intent>();
  if (GREETINGS.test(normalized)) intents.add('greeting');
  if (THANKS.test(normalized)) intents.add('thanks');
  if (HELP.test(normalized)) intents.add('help');
  if (FOLLOW_UP.test(normalized)) intents.add('followUp');
  if (CHEAPER.test(normalized)) intents.add('cheaper');
  if (MEDICAL.test(normalized)) intents.add('medical');

  const topics = new Set<Topic>();
  const terms: string[] = [];
  const original: string[] = [];
  for (const word of words(text)) {
    const stemmed = stem(word);
    const topic = topicOf.get(stemmed) ?? topicOf.get(word);
    if (topic) {
      topics.add(topic);
      continue;
    }
    if (STOPWORDS.has(word) || STOPWORDS.has(stemmed) || word.length < 3) continue;
    if (/^\d+$/.test(word)) continue;
    if (terms.includes(stemmed) || terms.length >= MAX_TERMS) continue;
    terms.push(stemmed);
    original.push(word);
  }
  const maxPriceCents = priceCapCents(text);
  const near = NEAR.test(normalized);
  // A price is about products even when no shop word was said.
  if (maxPriceCents !== undefined && topics.size === 0) {
    topics.add('offers');
  }
  return {
    text: text.trim(),
    terms,
    words: original,
    topics,
    intents,
    maxPriceCents,
    near,
  };
}

/** Does `term` occur in `text`? Whole stems, or the start of a word for longer terms. */
export function matches(term: string, text: string): boolean {
  return words(text).some((word) => {
    const stemmed = stem(word);
    return stemmed === term || (term.length >= 4 && stemmed.startsWith(term));
  });
}

/** A LIKE root that finds every word `matches` would accept ("gummy" → "gumm"). */
export function searchRoot(term: string): string {
  return term.length <= 4 ? term : term.slice(0, Math.max(4, term.length - 2));
}
