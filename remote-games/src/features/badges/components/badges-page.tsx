import { PageTitle, font, type Achievement, useTrackView, BareList } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useAchievements } from '../api/use-achievements.ts';
import { BadgeTile } from './badge-tile.tsx';
import { ListView } from '../../../components/list-view.tsx';

function BadgeSection({ title, badges }: { title: string; badges: Achievement[] }) {
  if (badges.length === 0) return null;
  const id = `badges-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} css={stack('md')}>
      <h2 id={id} css={{ margin: 0, fontSize: font.size.lg }}>
        {title} ({badges.length})
      </h2>
      <BareList
        gap="md"
        aria-labelledby={id}
        css={{ gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
      >
        {badges.map((achievement) => (
          <BadgeTile key={achievement.achievementId} achievement={achievement} />
        ))}
      </BareList>
    </section>
  );
}

/** /browse/badges: the badges earned, and those still to earn with how close each is. */
export function BadgesPage() {
  useTrackView('badges');
  const [achievements, reload] = useAchievements();
  return (
    <div css={stack('xl')}>
      <PageTitle>Badges</PageTitle>
      <ListView
        state={achievements}
        onRetry={reload}
        things="badges"
        loadingHeight={200}
        emptyText="Badges will show up here."
      >
        {(data) => (
          <>
            <BadgeSection
              title="Earned"
              badges={data.items.filter((item) => item.progress.tiersCompleted > 0)}
            />
            <BadgeSection
              title="Still to earn"
              badges={data.items.filter((item) => item.progress.tiersCompleted === 0)}
            />
          </>
        )}
      </ListView>
    </div>
  );
}
