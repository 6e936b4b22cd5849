import {
  getLeaderboard,
  getQuizPack,
  getTournament,
  isApiFailure,
  isRefusal,
  useApiResource,
  type QuizPackDetail,
  type TournamentGame,
} from '@canopy/shared-core';
import { useEffect, useState } from 'react';

export function useTournament(missionId: number) {
  return useApiResource(
    (signal) => getTournament(missionId, { includeScores: 'MINE' }, signal),
    [missionId],
  );
}

/** The tournament's board: read on every visit, so a reload shows the latest standings. */
export function useStandings(missionId: number) {
  return useApiResource(
    (signal) => getLeaderboard({ rankType: 'POINTS', missionId, limit: 50 }, signal),
    [missionId],
  );
}

/** The packs a tournament is played on, with their levels and questions (for play and votes). */
export function useTournamentPacks(games: readonly TournamentGame[]): QuizPackDetail[] {
  const [packs, setPacks] = useState<QuizPackDetail[]>([]);
  const ids = games.map((game) => game.packId).join(',');
  useEffect(() => {
    const controller = new AbortController();
    void Promise.all(
      ids
        .split(',')
        .filter(Boolean)
        .map((id) => getQuizPack(Number(id), controller.signal)),
    ).then((results) => {
      if (controller.signal.aborted) return;
      setPacks(
        results.flatMap((result) =>
          isApiFailure(result) || isRefusal(result) ? [] : [result.item],
        ),
      );
    });
    return () => controller.abort();
  }, [ids]);
  return packs;
}
