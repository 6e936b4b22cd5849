// Names the evaluation's cases share.
import type { EvalCase } from './runner.ts';

export const CAMPFIRE = 'Campfire stories night in Boulder';
export const HERB_WALK = 'Herb Walk on the Kaw';
/** Never products or shops. */
export const PRODUCT_TYPES: NonNullable<EvalCase['excludes']> = { types: ['OFFER', 'RETAILER'] };
export const PRIYA = 'priya.shah@canopy.test';
export const MONDAY = 1;
export const SUNDAY = 7;
