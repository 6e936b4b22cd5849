import { lazyDateFormat } from '@canopy/shared-core';

/** "Nov 27, 2026, 6:40 PM": when an order or a payment was made. */
export const formatDateTime = lazyDateFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
