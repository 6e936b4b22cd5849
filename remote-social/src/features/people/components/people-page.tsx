import { PageTitle, searchPeople, useTrackView, TextInput } from '@canopy/shared-core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PersonCard } from '../../../components/person-card.tsx';
import { usePagedList } from '../../../hooks/use-paged-list.ts';
import { PagedListView } from '../../../components/paged-list-view.tsx';
import { PageColumn } from '../../../components/page-column.tsx';

const PAGE_SIZE = 20;
const TYPING_PAUSE_MS = 300;

/** /browse/people: find members by name and follow them. The keyword lives in the URL. */
export function PeoplePage() {
  useTrackView('people');
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const [typed, setTyped] = useState(keyword);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== keyword) {
        setParams(typed.trim() ? { keyword: typed.trim() } : {}, { replace: true });
      }
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword, setParams]);

  const people = usePagedList(
    (start, signal) =>
      searchPeople({ keyword: keyword || undefined, start, limit: PAGE_SIZE }, signal),
    [keyword],
  );

  return (
    <PageColumn>
      <PageTitle>People</PageTitle>
      <div role="search">
        <TextInput
          label="Search members by name"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Try Maya or priya.s"
        />
      </div>
      <PagedListView
        loadingLabel="Loading people"
        paged={people}
        label="Members"
        emptyTitle={keyword ? `Nobody called “${keyword}”` : 'No other members yet'}
        errorTitle="Members could not be loaded"
      >
        {(person) => <PersonCard person={person} />}
      </PagedListView>
    </PageColumn>
  );
}
