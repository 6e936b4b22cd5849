import { useEffect } from 'react';
import { trackUsage } from '../api/analytics.ts';

/**
 * SPEC §5 usage analytics: one 'Viewed' event when a page (or the item it shows, by
 * `customId`) comes into view. Analytics never gets in a member's way, so a failure is
 * dropped.
 */
export function useTrackView(section: string, customId?: string | number): void {
  useEffect(() => {
    trackUsage({ section, action: 'Viewed', customId }).catch(() => undefined);
  }, [section, customId]);
}

/** A member's action (Liked, Favorited, Shared, Submitted…), sent without waiting. */
export function trackAction(section: string, action: string, customId?: string | number): void {
  trackUsage({ section, action, customId }).catch(() => undefined);
}
