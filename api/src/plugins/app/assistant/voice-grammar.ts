/**
 * What the offline recogniser can hear: the assistant's own question patterns as a JSGF
 * grammar, small on purpose (a tight grammar is what lets a small acoustic model tell
 * "offers" from "shops"), and how a heard sentence is written for the assistant.
 */

const LEADS = ['which', 'what', 'show me', 'find me', 'find', 'are there any', 'any'];
const THINGS = [
  'offers',
  'deals',
  'products',
  'shops',
  'stores',
  'dispensaries',
  'events',
  'trainings',
  'classes',
  'quizzes',
  'quiz packs',
  'edibles',
  'pre rolls',
];
const NEAR = ['[are] near me', '[are] nearby', 'around here', 'close to me'];
const WHEN = ['[are] coming up', 'tonight', 'this weekend', '[are] open now'];
const PRICE_WORDS = ['under', 'below', 'less than', 'for less than'];
const CAN_I = ['play', 'join', 'buy'];
const FOLLOW_UPS = ['[show me] more', '[any] cheaper ones', 'what else', 'anything else'];
const SMALL_TALK = ['hello', 'thank you', 'help', 'what can you do'];

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const choice = (items: string[]) => items.join(' | ');

/** Grammar words the recogniser's US English dictionary lacks, with their phones. */
export const EXTRA_PRONUNCIATIONS: Record<string, string> = {
  dispensaries: 'D IH S P EH N S ER IY Z',
};

export const QUESTION_GRAMMAR = `#JSGF V1.0;
grammar canopy;
public <question> = <ask> | <followup> | <smalltalk>;
<ask> = [<lead>] <things> [<near>] [<price>]
      | [<lead>] <things> <price> <near>
      | [<lead>] <things> [<near>] <when>
      | (what | which) <things> can i (${choice(CAN_I)});
<lead> = ${choice(LEADS)};
<things> = ${choice(THINGS)};
<near> = ${choice(NEAR)};
<when> = ${choice(WHEN)};
<price> = (${choice(PRICE_WORDS)}) <number> dollars;
<number> = <units> | <teens> | <tens> [<units>] | (a | one) hundred;
<units> = ${choice(UNITS)};
<teens> = ${choice(TEENS)};
<tens> = ${choice(TENS)};
<followup> = ${choice(FOLLOW_UPS)};
<smalltalk> = ${choice(SMALL_TALK)};
`;

/** Every word the grammar can produce (the recogniser checks each is in its dictionary). */
export const GRAMMAR_WORDS: string[] = [
  ...new Set(
    QUESTION_GRAMMAR.split('\n')
      .filter((line) => line.startsWith('<') || line.startsWith('public') || /^\s+\|/.test(line))
      .map((line) => line.replace(/^[^=]*=/, '').replace(/<[a-z]+>/g, ' '))
      .join(' ')
      .match(/[a-z]+/g) ?? [],
  ),
];

const NUMBER_VALUES = new Map<string, number>([
  ...UNITS.map((word, index) => [word, index + 1] as const),
  ...TEENS.map((word, index) => [word, index + 10] as const),
  ...TENS.map((word, index) => [word, (index + 2) * 10] as const),
]);

/**
 * The heard words as the member would have typed them: "under twenty five dollars" becomes
 * "under $25", the form the assistant's price reading and the thread both show.
 */
export function writtenQuestion(heard: string): string {
  const words = heard.toLowerCase().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const amount = spokenAmount(words, i);
    if (amount && words[amount.end] === 'dollars') {
      out.push(`$${amount.value}`);
      i = amount.end;
      continue;
    }
    out.push(words[i] ?? '');
  }
  return out.join(' ');
}

/** The number spoken from words[start] on ("twenty five", "a hundred"), and where it ends. */
function spokenAmount(words: string[], start: number): { value: number; end: number } | undefined {
  const first = words[start];
  if (first === undefined) return undefined;
  if ((first === 'a' || first === 'one') && words[start + 1] === 'hundred') {
    return { value: 100, end: start + 2 };
  }
  const value = NUMBER_VALUES.get(first);
  if (value === undefined) return undefined;
  const next = NUMBER_VALUES.get(words[start + 1] ?? '');
  if (value >= 20 && value % 10 === 0 && next !== undefined && next < 10) {
    return { value: value + next, end: start + 2 };
  }
  return { value, end: start + 1 };
}
