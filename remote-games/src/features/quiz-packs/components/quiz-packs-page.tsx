import {
  EmptyState,
  PageTitle,
  Skeleton,
  Tile,
  TileGrid,
  type QuizPack,
  ResourceView,
} from '@canopy/shared-core';
import { useQuizPacks } from '../api/use-quiz-packs.ts';

function levelCount(pack: QuizPack): number {
  return Array.isArray(pack.levels) ? pack.levels.length : (pack.levels ?? 0);
}

function QuizPackTile({ pack }: { pack: QuizPack }) {
  const levels = levelCount(pack);
  return (
    <Tile
      title={pack.name}
      imageUrl={pack.background ?? pack.icon}
      subtitle={pack.description}
      footer={`${levels} ${levels === 1 ? 'level' : 'levels'} · ${pack.points ?? 0} points`}
    />
  );
}

export function QuizPacksPage() {
  const [packs, reload] = useQuizPacks();
  return (
    <>
      <PageTitle>Quizzes</PageTitle>
      <ResourceView
        state={packs}
        onRetry={reload}
        errorTitle="Quizzes could not be loaded"
        loading={<Skeleton height={150} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title="No quizzes yet">New quiz packs will show up here.</EmptyState>}
      >
        {(data) => (
          <TileGrid label="Quiz packs">
            {data.items.map((pack) => (
              <QuizPackTile key={pack.packId} pack={pack} />
            ))}
          </TileGrid>
        )}
      </ResourceView>
    </>
  );
}
