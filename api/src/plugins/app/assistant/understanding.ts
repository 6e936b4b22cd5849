/**
 * Understanding a question before searching: what it asks for (rules.ts), the constraints
 * on it (price, place, time, categories, open now), and how it continues the conversation
 * ("more", "cheaper ones", "what about Denver?"). Pure: the clock, the member's time zone
 * and the place lookup are given.
 */
import { ABOUT_EDY, asksAboutEdy, helpTopicOf, type HelpTopic } from './app-help.ts';
import {
  asksOpenNow,
  categoryChoicesOf,
  joinCompoundWords,
  productConstraintsOf,
  withoutInstructionsToTheAssistant,
  type CategoryChoice,
} from './constraints.ts';
import { stem, words } from './language.ts';
import { placeOf, type PlaceConstraint, type PlaceLookup } from './places.ts';
import {
  followUpOf,
  HOW_TO,
  SEARCHED_KIND_WORDS,
  kindOfWord,
  kindsNamed,
  REFINES,
  safetyOf,
  smallTalkOf,
  type FollowUp,
  type Kind,
  type Safety,
} from './rules.ts';
import { timeWindowOf, type Clock, type TimeWindow } from './time-window.ts';

export { ABOUT_EDY };

export interface QuestionContext extends Clock {
  places: PlaceLookup;
}

export interface Understanding {
  /** The question as asked. */
  text: string;
  /** What to search, the kind asked about first; empty: whatever matches the words. */
  kinds: Kind[];
  /** The kinds the question named itself (a product word names products), not implied. */
  namedKinds: Kind[];
  /** "How do I dry basil?": advice from posts and trainings, never products. */
  howTo: boolean;
  safety: Safety | undefined;
  help: HelpTopic | undefined;
  aboutEdy: boolean;
  greeting: boolean;
  thanks: boolean;
  followUp: FollowUp | undefined;
  /** Stemmed words to search for (at most MAX_TERMS), and the words behind them. */
  terms: string[];
  words: string[];
  /** The product words asked for ("vapes", "gummies"), as written, for the reply. */
  productWords: string[];
  place: PlaceConstraint | undefined;
  when: TimeWindow | undefined;
  openNow: boolean;
  maxPriceCents: number | undefined;
  /** "Cheaper ones": products cheaper than this (the dearest one shown before). */
  cheaperThanCents?: number | undefined;
  cheapest: boolean;
  categories: CategoryChoice[];
  /** Instructions to the assistant were found in the question and set aside. */
  setAside: boolean;
}

const MAX_TERMS = 8;

/** Category words only shops have (they deliver), never products. */
const SHOP_ONLY_WORDS = new Set(['delivery', 'deliver']);

const STOPWORDS = new Set(
  `a about above after again all also am an and any anything are around as at be been being
  best but by can canopy could day did do does doing edy else find for from get give go good
  got had has have having he her here hers him his how i if im in into is it its just know
  like look looking me more most much my need of on one or other our out over please
  recommend say see she should show so some something suggest tell than that the their them
  then there these they thing things this those to today too try up us very want was we were
  what whats when where which while who why will with would you your yours
  afternoon cheers evening hello help hey hi hiya howdy morning thank thanks thx yo
  under below less cheaper cheap cheapest lowest least expensive inexpensive affordable budget
  dollar dollars bucks usd cost costs costing ones one two three four five six seven eight
  nine ten eleven twelve fifteen twenty thirty forty fifty hundred max maximum
  open now currently still late right moment
  near nearby nearest closest close local locally area
  available ok okay sure only just same instead either better worse great nice think maybe
  really actually probably guess wonder ask asking question community lives lived fun cool
  interesting stuff place places spot somewhere anywhere new latest`.split(/\s+/),
);

/** Words of the question that constraints or kinds used up, so they are not searched for. */
function usedUp(...phrases: (string | undefined)[]): Set<string> {
  return new Set(phrases.flatMap((phrase) => (phrase ? words(phrase) : [])));
}

export function understand(question: string, context: QuestionContext): Understanding {
  const { text: cleaned, removed } = withoutInstructionsToTheAssistant(question);
  const normalized = joinCompoundWords(words(cleaned).join(' '));
  const tokens = normalized.split(' ').filter(Boolean);
  const stems = tokens.map(stem);

  const time = timeWindowOf(normalized, context);
  const place = placeOf(cleaned, context.places);
  const openNow = asksOpenNow(normalized);
  const product = productConstraintsOf(normalized, stems);
  const categoryWords = new Set(categoryChoicesOf(stems).used);

  // Named kinds in the order asked; a category word asks for products where it stands.
  const firstCategory = stems.findIndex(
    (stemmed) => categoryWords.has(stemmed) && !SHOP_ONLY_WORDS.has(stemmed),
  );
  let kinds = kindsNamed(normalized, stems);
  if (firstCategory >= 0 && !kinds.includes('offers')) {
    const before = stems
      .slice(0, firstCategory)
      .filter((stemmed, index) => kindOfWord(tokens[index] ?? stemmed, stemmed)).length;
    kinds = [...kinds.slice(0, before), 'offers', ...kinds.slice(before)];
  }
  const startsHow = /^(how|where|can i|is there a way|i cant|i forgot)\b/.test(normalized);
  const help = kinds.length === 0 || startsHow ? helpTopicOf(normalized, stems) : undefined;
  const howTo = !help && HOW_TO.test(normalized);
  const namedKinds = kinds;
  if (kinds.length === 0) {
    if (product.maxPriceCents !== undefined || product.cheapest) kinds = ['offers'];
    else if (openNow || stems.some((stemmed) => SHOP_ONLY_WORDS.has(stemmed))) kinds = ['shops'];
    else if (time) kinds = ['events'];
    else if (howTo) kinds = ['posts', 'trainings'];
  }
  // "Shops that sell vapes": the shops first, with the products they sell after them.
  if (kinds[0] === 'shops' && firstCategory >= 0 && !kinds.includes('offers')) {
    kinds = ['shops', 'offers'];
  }

  const used = usedUp(time?.phrase, place?.words.join(' '));
  const terms: string[] = [];
  const original: string[] = [];
  tokens.forEach((token, index) => {
    const stemmed = stems[index] ?? token;
    if (used.has(token) || STOPWORDS.has(token) || STOPWORDS.has(stemmed)) return;
    const kind = kindOfWord(token, stemmed);
    if ((kind && !SEARCHED_KIND_WORDS.has(stemmed)) || categoryWords.has(stemmed)) {
      return;
    }
    if (token.length < 3 || /^\d+$/.test(token)) return;
    if (terms.includes(stemmed) || terms.length >= MAX_TERMS) return;
    terms.push(stemmed);
    original.push(token);
  });

  const smallTalk = smallTalkOf(normalized);
  return {
    text: question.trim(),
    kinds,
    namedKinds,
    howTo,
    safety: safetyOf(normalized),
    help,
    aboutEdy: asksAboutEdy(normalized),
    greeting: smallTalk.greeting,
    thanks: smallTalk.thanks,
    followUp: followUpOf(normalized),
    terms,
    words: original,
    productWords: tokens.filter((_, index) => categoryWords.has(stems[index] ?? '')),
    place: place?.constraint,
    when: time?.window,
    openNow,
    maxPriceCents: product.maxPriceCents,
    cheapest: product.cheapest,
    categories: product.categories,
    setAside: removed,
  };
}

/** It asks for something of its own: a kind, words to find, help or a safe answer. */
export const hasSubject = (question: Understanding) =>
  question.namedKinds.length > 0 ||
  question.terms.length > 0 ||
  question.help !== undefined ||
  question.safety !== undefined ||
  question.aboutEdy;

const hasConstraint = (question: Understanding) =>
  question.place !== undefined ||
  question.when !== undefined ||
  question.openNow ||
  question.maxPriceCents !== undefined ||
  question.cheapest ||
  question.categories.length > 0;

/** Does `current` change the question before it ("what about Denver?") rather than ask anew? */
function refines(current: Understanding): boolean {
  if (current.safety || current.help || current.aboutEdy) return false;
  const text = words(current.text).join(' ');
  if (REFINES.test(text)) return hasConstraint(current) || hasSubject(current);
  return current.namedKinds.length === 0 && current.terms.length === 0 && hasConstraint(current);
}

/** The earlier question with what `current` changes in it. */
function refined(base: Understanding, current: Understanding): Understanding {
  const named = current.namedKinds.length > 0;
  return {
    ...base,
    text: current.text,
    kinds: named ? current.kinds : base.kinds,
    namedKinds: named ? current.namedKinds : base.namedKinds,
    terms: current.terms.length > 0 ? current.terms : base.terms,
    words: current.terms.length > 0 ? current.words : base.words,
    place: current.place ?? base.place,
    when: current.when ?? base.when,
    openNow: current.openNow || base.openNow,
    maxPriceCents: current.maxPriceCents ?? base.maxPriceCents,
    cheapest: current.cheapest || base.cheapest,
    categories: current.categories.length > 0 ? current.categories : base.categories,
    productWords: current.categories.length > 0 ? current.productWords : base.productWords,
    greeting: current.greeting,
    thanks: current.thanks,
    followUp: undefined,
  };
}

/** What to answer: a question, and the "more"/"cheaper" steps asked after it, in order. */
export interface ConversationState {
  question: Understanding;
  steps: FollowUp[];
}

/**
 * Reads a conversation's questions in order (the last is the one being answered) and says
 * what is being asked now: a new question, one refining the one before, or further or
 * cheaper results of it.
 */
export function followConversation(questions: Understanding[]): ConversationState | undefined {
  let state: ConversationState | undefined;
  for (const current of questions) {
    const step = current.followUp;
    if (step && !hasSubject(current) && !hasConstraint(current)) {
      if (state && !state.question.safety && !state.question.help) {
        state = { question: state.question, steps: [...state.steps, step] };
      } else {
        state = { question: current, steps: [] };
      }
      continue;
    }
    if (state && !state.question.safety && refines(current)) {
      state = { question: refined(state.question, current), steps: [] };
      continue;
    }
    state = { question: current, steps: [] };
  }
  return state;
}
