import { radius } from '@canopy/shared-core';
import { panel } from '@canopy/shared-core/layout';

/** The host's cards (a profile's head, a settings card, the sign-in card): a roomy panel. */
export const card = { ...panel('xl'), borderRadius: radius.lg } as const;
