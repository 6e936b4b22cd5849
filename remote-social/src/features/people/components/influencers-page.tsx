import { PageTitle, color, getInfluencers, useTrackView } from '@canopy/shared-core';
import { PersonCard } from '../../../components/person-card.tsx';
import { plural } from '../../../utils/format.ts';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { PagedListView } from '../../../components/paged-list-view.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

const PAGE_SIZE = 20;

/** /browse/influencer: members ranked by followers and by the engagement of their posts. */
export function InfluencersPage() {
  useTrackView('influencer');
  const influencers = usePagedList(
    (start, signal) => getInfluencers({ start, limit: PAGE_SIZE }, signal),
    [],
  );
  return (
    <PageColumn>
      <PageTitle>Influencers</PageTitle>
      <p css={{ margin: 0, color: color.textMuted }}>
        Ranked by followers and by the likes and comments their posts get.
      </p>
      <PagedListView
        loadingLabel="Loading people"
        paged={influencers}
        label="Influencers"
        emptyTitle="No influencers yet"
        errorTitle="Influencers could not be loaded"
      >
        {(person) => (
          <PersonCard
            person={person}
            rank={person.rank}
            details={` · ${plural(person.postCount, 'post')} · ${plural(person.engagement, 'reaction')}`}
          />
        )}
      </PagedListView>
    </PageColumn>
  );
}
