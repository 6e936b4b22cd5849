import { RemoteNotFound, type RemoteRoutesModule } from '@canopy/shared-core';
import { Route, Routes } from 'react-router';
import { GamesLayout } from '../components/games-nav.tsx';
import { BadgesPage } from '../features/badges/components/badges-page.tsx';
import { ChallengePage } from '../features/challenges/components/challenge-page.tsx';
import { ChallengesPage } from '../features/challenges/components/challenges-page.tsx';
import { LeaderboardPage } from '../features/leaderboard/components/leaderboard-page.tsx';
import { QuizLevelPage } from '../features/quiz/components/quiz-level-page.tsx';
import { QuizPacksPage } from '../features/quiz/components/quiz-packs-page.tsx';
import { TournamentPage } from '../features/tournaments/components/tournament-page.tsx';
import { TournamentsPage } from '../features/tournaments/components/tournaments-page.tsx';

/** The games area's pages, below /browse. */
function GamesRoutes() {
  return (
    <Routes>
      <Route element={<GamesLayout />}>
        <Route path="quiz" element={<QuizPacksPage />} />
        <Route path="quiz/detail/:packId/:levelId" element={<QuizLevelPage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
        <Route path="badges" element={<BadgesPage />} />
        <Route path="tournament" element={<TournamentsPage />} />
        <Route path="tournament/detail/:id" element={<TournamentPage />} />
        <Route path="challenge" element={<ChallengesPage />} />
        <Route path="challenge/:id" element={<ChallengePage />} />
      </Route>
      <Route path="*" element={<RemoteNotFound area="games" />} />
    </Routes>
  );
}

const routes: RemoteRoutesModule['default'] = GamesRoutes;
export default routes;
