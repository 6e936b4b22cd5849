import {
  PageTitle,
  Tile,
  TileGrid,
  type QuizPack,
  trackAction,
  useTrackView,
  ProgressBar,
  sharedPaths,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useHref } from 'react-router';
import { TicketBalance } from '../../../components/ticket-balance.tsx';
import { useTicketCount } from '../api/use-ticket-count.ts';
import { levelToPlay } from '../utils/level-path.ts';
import { useQuizPacks } from '../api/use-quiz-packs.ts';
import { gamesPaths } from '../../../utils/paths.ts';
import { ListView } from '../../../components/list-view.tsx';

function QuizPackTile({ pack }: { pack: QuizPack }) {
  const levels = pack.levels.length;
  const next = levelToPlay(pack.levels, pack.levelsCompleted);
  const href = useHref(
    next ? sharedPaths.quizLevel(pack.packId, next.gameLevelId) : gamesPaths.quizzes(),
  );
  return (
    <Tile
      title={pack.name}
      imageUrl={pack.background ?? pack.icon}
      subtitle={pack.description}
      href={href}
      onClick={() => trackAction('quiz', 'Clicked', pack.packId)}
      footer={
        <span css={stack('xs')}>
          <span>
            {pack.levelsCompleted} of {levels} {levels === 1 ? 'level' : 'levels'} · {pack.points}{' '}
            points
          </span>
          <ProgressBar
            value={pack.levelsCompleted}
            max={levels}
            label={`${pack.name}: levels completed`}
          />
        </span>
      }
    />
  );
}

export function QuizPacksPage() {
  useTrackView('quiz');
  const [packs, reload] = useQuizPacks();
  const [tickets] = useTicketCount();
  return (
    <>
      <PageTitle aside={<TicketBalance count={tickets} />}>Quizzes</PageTitle>
      <ListView
        state={packs}
        onRetry={reload}
        things="quizzes"
        loadingHeight={150}
        emptyText="New quiz packs will show up here."
      >
        {(data) => (
          <TileGrid label="Quiz packs">
            {data.items.map((pack) => (
              <QuizPackTile key={pack.packId} pack={pack} />
            ))}
          </TileGrid>
        )}
      </ListView>
    </>
  );
}
