/**
 * The constraints a question puts on what it asks for, read from its words: what it may
 * cost, in what order, which of the marketplace's categories, whether a shop must be open
 * now. Pure; `text` is always lowercase words separated by single spaces (language.ts).
 */
import { priceCapCents } from './language.ts';

/**
 * One kind of product asked for: offers in one of these marketplace categories (their
 * names in the categories table), and, for a narrower word such as "gummies", whose name
 * has this root as well.
 */
export interface CategoryChoice {
  categories: string[];
  root?: string | undefined;
}

export interface ProductConstraints {
  maxPriceCents?: number | undefined;
  /** "cheapest", "lowest price": cheapest first instead of nearest. */
  cheapest: boolean;
  categories: CategoryChoice[];
}

const FLOWER = ['Flower'];
const EDIBLES = ['Edibles'];
const PRE_ROLLS = ['Pre-rolls'];
const VAPES = ['Vapes'];
const WELLNESS = ['CBD & Wellness'];
const TOPICALS = ['Topicals'];
const ACCESSORIES = ['Accessories'];

/** Words members use for the marketplace's categories, by their stem (language.ts). */
const CATEGORY_WORDS: Record<string, CategoryChoice> = {
  flower: { categories: FLOWER },
  bud: { categories: FLOWER },
  weed: { categories: FLOWER },
  strain: { categories: FLOWER },
  indica: { categories: FLOWER, root: 'indica' },
  sativa: { categories: [...FLOWER, ...PRE_ROLLS], root: 'sativa' },
  edible: { categories: EDIBLES },
  gummy: { categories: [...EDIBLES, ...WELLNESS], root: 'gumm' },
  chocolate: { categories: EDIBLES, root: 'chocolate' },
  candy: { categories: EDIBLES },
  preroll: { categories: PRE_ROLLS },
  joint: { categories: PRE_ROLLS },
  vape: { categories: VAPES },
  // stem('vaping')
  vap: { categories: VAPES },
  vaporizer: { categories: VAPES },
  cart: { categories: VAPES },
  cartridge: { categories: VAPES },
  pen: { categories: VAPES },
  tincture: { categories: WELLNESS, root: 'tincture' },
  wellness: { categories: WELLNESS },
  topical: { categories: TOPICALS },
  balm: { categories: TOPICALS },
  lotion: { categories: TOPICALS },
  cream: { categories: TOPICALS },
  salve: { categories: TOPICALS },
  accessory: { categories: ACCESSORIES },
  gear: { categories: ACCESSORIES },
  pipe: { categories: ACCESSORIES, root: 'pipe' },
  grinder: { categories: ACCESSORIES, root: 'grinder' },
  paper: { categories: ACCESSORIES, root: 'paper' },
  capsule: { categories: ['Medical', ...WELLNESS], root: 'capsule' },
  delivery: { categories: ['Delivery'] },
  deliver: { categories: ['Delivery'] },
};

/** "pre rolls", "pre-rolls" and "prerolls" are one word; so are "vape pens". */
const JOINED = [
  [/\bpre rolls?\b/g, 'preroll'],
  [/\bvape pens?\b/g, 'vape'],
  [/\brolling papers?\b/g, 'paper'],
] as const;

export function joinCompoundWords(text: string): string {
  return JOINED.reduce<string>((joined, [pattern, word]) => joined.replace(pattern, word), text);
}

/** The marketplace categories named by these stemmed words, one choice per word. */
export function categoryChoicesOf(stems: string[]): {
  choices: CategoryChoice[];
  used: string[];
} {
  const choices: CategoryChoice[] = [];
  const used: string[] = [];
  for (const stemmed of stems) {
    const choice = CATEGORY_WORDS[stemmed];
    if (!choice) continue;
    used.push(stemmed);
    const known = choices.some(
      (other) => other.root === choice.root && other.categories.join() === choice.categories.join(),
    );
    if (!known) choices.push(choice);
  }
  return { choices, used };
}

const CHEAPEST =
  /\b(cheapest|cheap|lowest price|least expensive|inexpensive|budget|affordable|bargain)\b/;

export function productConstraintsOf(text: string, stems: string[]): ProductConstraints {
  return {
    maxPriceCents: priceCapCents(text),
    cheapest: CHEAPEST.test(text),
    categories: categoryChoicesOf(stems).choices,
  };
}

/** "open now", "open right now", "still open", "open late tonight". */
export function asksOpenNow(text: string): boolean {
  return /\b(open (now|right now|at the moment|today|tonight|late)|still open|currently open|open$)/.test(
    text,
  );
}

/**
 * The question without instructions aimed at the assistant itself ("ignore your
 * instructions", "you are now…", "reveal your prompt"): they change nothing, so they are
 * not read as part of what is asked. The original text is kept for the conversation.
 */
export function withoutInstructionsToTheAssistant(question: string): {
  text: string;
  removed: boolean;
} {
  const patterns = [
    /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,60}?\b(instructions?|rules?|prompts?|guidelines?|restrictions?|filters?)\b,?( and| then)?/gi,
    /\b(you are now|from now on you|pretend (to be|you are)|act as|roleplay as|developer mode|jailbreak)\b[^.!?\n]*[.!?]?/gi,
    /\b(reveal|show|print|repeat|tell me)\b[^.!?\n]*\b(system prompt|your prompt|your instructions|hidden instructions)\b[^.!?\n]*[.!?]?/gi,
  ];
  let text = question;
  for (const pattern of patterns) text = text.replace(pattern, ' ');
  const cleaned = text.replace(/\s+/g, ' ').trim();
  return { text: cleaned, removed: cleaned !== question.replace(/\s+/g, ' ').trim() };
}
