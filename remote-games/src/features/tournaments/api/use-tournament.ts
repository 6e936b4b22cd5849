import {
  getLeaderboard,
  getQuizPack,
  getTournament,
  isApiFailure,
  isRefusal,
  useApiResource,
  useLiveEvent,
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

const standingsQuery = (missionId: number) =>
  ({ rankType: 'POINTS', missionId, limit: 50 }) as const;

/**
 * The tournament's board, kept live: when any member scores, the API tells every member's
 * open page (the live event `tournament-standings`) and the board is read again in place,
 * without a loading state in between.
 */
export function useStandings(missionId: number) {
  const [state, reload] = useApiResource(
    (signal) => getLeaderboard(standingsQuery(missionId), signal),
    [missionId],
  );
  const [live, setLive] = useState<{ missionId: number; state: typeof state } | null>(null);
  useLiveEvent<{ missionId: number }>('tournament-standings', (event) => {
    if (event.missionId !== missionId) return;
    void getLeaderboard(standingsQuery(missionId)).then((result) => {
      if (isApiFailure(result) || isRefusal(result)) return;
      setLive({ missionId, state: { status: 'ready', data: result } });
    });
  });
  return [live?.missionId === missionId ? live.state : state, reload] as const;
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
