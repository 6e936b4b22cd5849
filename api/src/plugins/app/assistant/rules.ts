/**
 * The assistant's business rules for reading a question, as pure functions: what kind of
 * thing it asks for, whether it needs a safe answer instead (an emergency, medical or
 * legal advice, driving after use), small talk, and follow-ups to the question before.
 * Every function takes lowercase words separated by single spaces (language.ts `words`).
 */

/** What Canopy holds that a question can ask for. */
export type Kind =
  | 'events'
  | 'shops'
  | 'offers'
  | 'trainings'
  | 'groups'
  | 'channels'
  | 'quizzes'
  | 'members'
  | 'posts';

export const KINDS: readonly Kind[] = [
  'events',
  'shops',
  'offers',
  'trainings',
  'groups',
  'channels',
  'quizzes',
  'members',
  'posts',
];

/** Questions answered with safety first, never with products. */
export type Safety = 'emergency' | 'driving' | 'medical' | 'legal';

/** Kind words by their stem (language.ts `stem`): they steer the search, not searched for. */
const KIND_WORDS: Record<string, Kind> = {
  event: 'events',
  happen: 'events',
  meetup: 'events',
  gather: 'events',
  gathering: 'events',
  festival: 'events',
  party: 'events',
  calendar: 'events',
  dispensary: 'shops',
  shop: 'shops',
  store: 'shops',
  retailer: 'shops',
  storefront: 'shops',
  offer: 'offers',
  deal: 'offers',
  product: 'offers',
  sale: 'offers',
  discount: 'offers',
  buy: 'offers',
  purchase: 'offers',
  price: 'offers',
  sell: 'offers',
  train: 'trainings',
  training: 'trainings',
  class: 'trainings',
  course: 'trainings',
  lesson: 'trainings',
  workshop: 'trainings',
  tutorial: 'trainings',
  learn: 'trainings',
  group: 'groups',
  club: 'groups',
  circle: 'groups',
  channel: 'channels',
  quiz: 'quizzes',
  quizze: 'quizzes',
  trivia: 'quizzes',
  game: 'quizzes',
  pack: 'quizzes',
  play: 'quizzes',
  member: 'members',
  people: 'members',
  person: 'members',
  neighbor: 'members',
  neighbour: 'members',
  friend: 'members',
  post: 'posts',
  news: 'posts',
  article: 'posts',
  story: 'posts',
  update: 'posts',
  photo: 'posts',
  thread: 'posts',
  topic: 'posts',
  discussion: 'posts',
  recipe: 'posts',
  video: 'posts',
  episode: 'posts',
  blog: 'posts',
};

/**
 * Kind words that also say what the member wants among posts ("recipes", "videos"): they
 * ask for posts and are searched for too.
 */
export const SEARCHED_KIND_WORDS = new Set([
  'recipe',
  'video',
  'photo',
  'episode',
  'story',
  'thread',
  'topic',
]);

/** Phrases that name a kind without its word. */
const KIND_PHRASES: [RegExp, Kind][] = [
  [/\b(what( is)? on(?! sale)|things to do|going on|what( is)? happening)\b/, 'events'],
  [/\bwhat( is)? new\b/, 'posts'],
  [/^who (grows|is|are|lives|makes|shares|posts|knows)\b/, 'members'],
  [/\bwhere (can|do|could|should) i (buy|get|find|pick up)\b/, 'offers'],
  [/\bfor sale\b/, 'offers'],
];

/** "How do I dry basil?": advice from the community, in posts and trainings. */
export const HOW_TO =
  /\b(how do i|how can i|how to|how should i|how do you|best way to|tips (for|on|about)|any tips|advice (on|for|about))\b/;

/** The kind a word names (by its stem, or as written: "news"), or undefined. */
export const kindOfWord = (word: string, stemmed: string): Kind | undefined =>
  KIND_WORDS[stemmed] ?? KIND_WORDS[word];

/** The kinds asked for by name, in the order asked; `stems` are the words' stems. */
export function kindsNamed(text: string, stems: string[]): Kind[] {
  const tokens = text.split(' ');
  const found: { kind: Kind; at: number }[] = [];
  stems.forEach((stemmed, index) => {
    const kind = kindOfWord(tokens[index] ?? stemmed, stemmed);
    if (kind) found.push({ kind, at: index });
  });
  for (const [pattern, kind] of KIND_PHRASES) {
    const match = pattern.exec(text);
    if (match) found.push({ kind, at: text.slice(0, match.index).split(' ').length - 1 });
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((entry) => entry.kind);
  return [...new Set(ordered)];
}

const EMERGENCY = [
  /\b(overdos\w*|overdid it|took too much|taken too much|had too much|ate too much|eaten too much|smoked too much|way too high|too high to|(im|i am|feel|feeling|got) (way |so |too )*too high)\b/,
  /\b(heart (is |keeps |feels )?(racing|pounding|beating (so |really )?fast|skipping)|racing heart|palpitations?|chest (pain|pains|hurts|tight\w*)|cant breathe|cannot breathe|(trouble|hard|difficulty) breathing|short(ness)? of breath)\b/,
  /\b(passed out|unconscious|wont wake|not waking|unresponsive|(having|had) a seizure|seizing|fainted|collapsed|hallucinat\w*|psychosis|panic attack|suicid\w*|kill myself|hurt myself|poison(ed|ing)|call 911|emergency)\b/,
];
const SOMEONE_SMALL =
  /\b(child|children|kid|kids|toddler|baby|son|daughter|grandkid\w*|dog|puppy|cat|pet)\b/;
const ATE_SOME = /\b(ate|eaten|swallowed|got into|chewed)\b/;

const DRIVING_WORDS =
  /\b(drive|driving|drove|behind the wheel|operate a vehicle|get in the car|(smok|vap|us|consum|toke)\w* (in|inside|while in) (the|my|a) (car|vehicle|truck))\b/;
const DRIVING_AFTER =
  /\b(high|stoned|baked|after|smok\w*|edibles?|gumm\w*|using|use|used|toke|weed|cannabis|marijuana|thc|dab\w*|vap\w*|buzzed|impaired|safe to|okay to|ok to|legal to)\b/;

const MEDICAL =
  /\b(dose|doses|dosage|dosing|how (much|many)( [a-z]+){0,2} (should|can|do|shall) i (take|eat|use|smoke|have|give)|how many (mg|milligrams)|mg should|medical advice|medicine|medication|medications|meds|prescri\w*|diagnos\w*|treating|treatment|symptoms?|doctor|pregnan\w*|breastfeed\w*|side effects?|(drug )?interactions?|interacts? with (my |alcohol|medic|meds|drugs|pills)|anxiety|anxious|depression|depressed|insomnia|cant sleep|trouble sleeping|pain relief|chronic pain|seizures?|epilepsy|cancer|ptsd|arthritis|migraines?|nausea|is it safe|safe to (take|mix|use|eat|smoke)|addict\w*|withdrawal|mix with (alcohol|my))\b/;

const LEGAL =
  /\b(is (it|cbd|thc|cannabis|marijuana|weed|delta \d+|hemp|this|that|[a-z]+) (legal|illegal|allowed)|legal (in|to|for|age)|illegal|legally|the law|laws? (in|about|on|for)|allowed to (buy|carry|have|bring|grow|smoke|use|travel|fly|cross|take)|possession( limit)?|arrest\w*|police|prosecut\w*|decriminali\w*|how old do i|minimum age|age limit|cross(ing)? state lines?|across state lines?|fly with|airport|tsa\b|border)\b/;

/** The safe answer a question needs first, or undefined for an ordinary question. */
export function safetyOf(text: string): Safety | undefined {
  if (EMERGENCY.some((pattern) => pattern.test(text))) return 'emergency';
  if (SOMEONE_SMALL.test(text) && ATE_SOME.test(text)) return 'emergency';
  if (DRIVING_WORDS.test(text) && DRIVING_AFTER.test(text)) return 'driving';
  if (MEDICAL.test(text)) return 'medical';
  if (LEGAL.test(text)) return 'legal';
  return undefined;
}

const GREETING = /^(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b/;
const THANKS = /\b(thanks|thank you|thx|cheers|appreciate it)\b/;

export function smallTalkOf(text: string): { greeting: boolean; thanks: boolean } {
  return { greeting: GREETING.test(text), thanks: THANKS.test(text) };
}

/** How a question continues the one before it. */
export type FollowUp = 'more' | 'cheaper';

const MORE =
  /^(and |ok |okay |so |any |show |show me |give me |tell me |some |see )*(more|what else|anything else|others|other ones|next page|next ones|keep going|go on)\b/;
const CHEAPER =
  /^(and |ok |okay |so |any |show |show me |something |anything |are there |got )*(cheaper|less expensive|lower priced|lower price|more affordable)\b/;

export function followUpOf(text: string): FollowUp | undefined {
  if (CHEAPER.test(text)) return 'cheaper';
  if (MORE.test(text)) return 'more';
  return undefined;
}

/** "what about…", "and in…", "only…": a question that changes the one before it. */
export const REFINES =
  /^(what about|how about|and|also|only|just|same but|but|any|anything|now|ok|okay|in|near|around|under|below|cheapest|open)\b/;
