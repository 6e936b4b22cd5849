/**
 * What the assistant says first to a question that needs a safe answer, and Canopy's own
 * pages it points to. An emergency gets emergency guidance and nothing else; medical and
 * legal questions get a plain "I can't advise" with Canopy's relevant content; driving after
 * use gets a clear "don't". None of them ever gets products or shops.
 */
import type { Candidate } from './candidate.ts';
import type { Safety } from './rules.ts';

export const EMERGENCY_REPLY =
  'This could be a medical emergency. If someone has chest pain, trouble breathing, a ' +
  'seizure, is hard to wake or you are worried, call 911 now. For too much cannabis or a ' +
  'child who ate an edible, call Poison Control at 1-800-222-1222 (free, 24/7), even if ' +
  'they seem fine. Stay with the person, keep them calm and somewhere safe, and do not ' +
  'drive. For a pet, call your vet or the ASPCA Animal Poison Control Center at ' +
  '(888) 426-4435.';

export const DRIVING_REPLY =
  "Don't drive after using cannabis. It slows your reactions and judgement, driving " +
  'impaired is illegal in every state, and edibles can take hours to kick in and wear off. ' +
  'Wait until the effects are fully gone, or get a ride, a taxi or a sober driver.';

export const MEDICAL_REPLY =
  "I can't give medical advice. For doses, symptoms, medicines or anything about your " +
  'health, please ask a doctor or pharmacist (Canopy’s terms say the same).';

export const LEGAL_REPLY =
  "I can't give legal advice: the rules differ from state to state and change, so check " +
  'your state’s official cannabis rules or ask a lawyer. Canopy’s terms ask everyone to ' +
  'use cannabis only as the law where they live allows.';

export const SAFE_REPLIES: Record<Safety, string> = {
  emergency: EMERGENCY_REPLY,
  driving: DRIVING_REPLY,
  medical: MEDICAL_REPLY,
  legal: LEGAL_REPLY,
};

/** Pages of the app itself an answer may point to (ids are their own, not albums'). */
export function appPage(id: number, title: string, link: string, subtitle: string): Candidate {
  return {
    type: 'PAGE',
    id,
    title,
    subtitle,
    mention: `the page “${title}”`,
    link,
    imageURL: null,
    fields: [{ text: title, weight: 3 }],
    defaultRank: id,
  };
}

export const TERMS_PAGE = appPage(
  1,
  'Terms and Conditions',
  '/terms-and-conditions',
  'Canopy’s terms: no medical advice, use only as your local law allows',
);

/** The quiz packs worth pointing to after a safe answer, by words in their names. */
export const SAFE_QUIZ_WORDS: Partial<Record<Safety, string[]>> = {
  legal: ['law'],
  driving: ['law'],
};
