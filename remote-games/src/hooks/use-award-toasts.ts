import {
  isApiFailure,
  isRefusal,
  searchAchievements,
  showToast,
  type Achievement,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef } from 'react';
import { awardText, newlyEarnedTiers } from '../utils/awards.ts';

async function achievementsNow(): Promise<Achievement[] | null> {
  const result = await searchAchievements({ limit: 100 });
  return isApiFailure(result) || isRefusal(result) ? null : result.items;
}

/**
 * Reads the member's badges when a page opens; `checkAwards()` reads them again after
 * something that may earn one and toasts each tier the server has newly awarded.
 */
export function useAwardToasts(): () => Promise<void> {
  const before = useRef<Achievement[] | null>(null);
  useEffect(() => {
    let current = true;
    void achievementsNow().then((items) => {
      if (current) before.current = items;
    });
    return () => {
      current = false;
    };
  }, []);
  return useCallback(async () => {
    const earlier = before.current;
    const after = await achievementsNow();
    if (!after) return;
    before.current = after;
    if (!earlier) return;
    for (const award of newlyEarnedTiers(earlier, after)) showToast(awardText(award), 'success');
  }, []);
}
