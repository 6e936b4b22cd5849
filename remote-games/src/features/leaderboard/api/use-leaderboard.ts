import {
  getLeaderboard,
  useApiResource,
  type RankType,
  type RankWindow,
} from '@canopy/shared-core';
import { PAGE_SIZE } from '../utils/boards.ts';

export function useLeaderboard(rankType: RankType, window: RankWindow, page: number) {
  return useApiResource(
    (signal) =>
      getLeaderboard({ rankType, window, start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, signal),
    [rankType, window, page],
  );
}
