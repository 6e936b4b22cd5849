import { searchAchievements, useApiResource } from '@canopy/shared-core';

export function useAchievements() {
  return useApiResource((signal) => searchAchievements({ limit: 100 }, signal), []);
}
