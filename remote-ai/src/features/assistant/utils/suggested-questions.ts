import { formatMoney } from '@canopy/shared-core';

/** Questions offered on an empty conversation; each is one the built-in engine answers. */
export const SUGGESTED_QUESTIONS = [
  'Which offers are near me under $20?',
  'What events are coming up?',
  'Dispensaries open now',
  'Any trainings on composting?',
  'Quiz packs about terpenes',
] as const;

/** How a cited item is labelled on its card. */
export const KIND_LABELS: Record<string, string> = {
  OFFER: 'Offer',
  RETAILER: 'Shop',
  EVENT: 'Event',
  TRAINING: 'Training',
  GROUP: 'Group',
  CHANNEL: 'Channel',
  ALBUM: 'Post',
  QUIZ_PACK: 'Quiz pack',
  PERSON: 'Member',
  PAGE: 'Page',
};

/** "$12.50 · 1.2 mi" for an offer's card; what is unknown is left out. */
export function priceAndDistance(priceCents: number | null, distance: number | null): string {
  const parts: string[] = [];
  if (priceCents !== null) parts.push(formatMoney(priceCents / 100));
  if (distance !== null) {
    parts.push(
      distance < 0.1
        ? 'nearby'
        : `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} mi`,
    );
  }
  return parts.join(' · ');
}
