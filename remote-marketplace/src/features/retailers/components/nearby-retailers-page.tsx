import {
  EmptyState,
  PageTitle,
  Skeleton,
  Tile,
  TileGrid,
  color,
  font,
  formatTotal,
  space,
  type RetailerLocation,
  ResourceView,
  StarRating,
  retailerPicture,
  retryableLazy,
  trackAction,
  useTrackView,
  inputCss,
} from '@canopy/shared-core';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { useHref, useSearchParams } from 'react-router';
import { formatDistance } from '../../../utils/distance.ts';
import { useNearbyRetailers } from '../api/use-nearby-retailers.ts';
import { todaysHours } from '../utils/opening-hours.ts';
import { CategoryFilter } from './category-filter.tsx';
import { PlaceSearch, type ChosenPlace } from './place-search.tsx';
import { marketplacePaths } from '../../../utils/paths.ts';
import { MapLoadBoundary } from './map-load-boundary.tsx';
import { ViewToggle, type ShopsView } from './view-toggle.tsx';
import { LoadingStack } from '../../../components/loading-stack.tsx';

// The map and Leaflet load on its first opening, in a chunk of their own.
const RetailersMapView = retryableLazy(
  async () => (await import('./retailers-map-view.tsx')).RetailersMapView,
);

function RetailerTile({ retailer, priority }: { retailer: RetailerLocation; priority: boolean }) {
  const href = useHref(marketplacePaths.retailer(retailer.retailerLocationId));
  return (
    <Tile
      title={retailer.name}
      href={href}
      onClick={() => trackAction('marketplace', 'Clicked', retailer.retailerLocationId)}
      imageUrl={retailerPicture(retailer)}
      subtitle={
        <span css={{ display: 'grid', gap: space.xs }}>
          <span>{`${formatDistance(retailer.distance)} away${retailer.locationDisplay ? ` · ${retailer.locationDisplay}` : ''}`}</span>
          <StarRating average={retailer.rating.average} count={retailer.rating.count} />
        </span>
      }
      footer={todaysHours(retailer.hours, new Date(), retailer.closures) ?? undefined}
      priority={priority}
    />
  );
}

export function NearbyRetailersPage() {
  useTrackView('marketplace');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const filters = useMemo(
    () => ({ keyword, categoryId, near: place }),
    [keyword, categoryId, place],
  );
  const { retailers, reload, categories } = useNearbyRetailers(filters);
  // In the URL, so Back returns from the map to the list (and a link can open the map).
  const [params, setParams] = useSearchParams();
  const view: ShopsView = params.get('view') === 'map' ? 'map' : 'list';
  const showAs = (next: ShopsView) => {
    if (next !== view) setParams(next === 'map' ? { view: 'map' } : {});
  };

  function search(event: FormEvent) {
    event.preventDefault();
    setKeyword(draft.trim());
  }

  const where = place ? `near ${place.name}` : 'near you';
  return (
    <>
      <PageTitle
        aside={
          <form role="search" onSubmit={search} css={{ display: 'flex', gap: space.sm }}>
            <input
              aria-label="Search dispensaries"
              placeholder="Search dispensaries"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              css={[inputCss, { width: 'auto' }]}
            />
          </form>
        }
      >
        Dispensaries {where}
      </PageTitle>
      <div
        css={{ display: 'flex', flexDirection: 'column', gap: space.md, marginBottom: space.lg }}
      >
        <PlaceSearch place={place} onChange={setPlace} />
        <CategoryFilter categories={categories} selected={categoryId} onSelect={setCategoryId} />
        <ViewToggle view={view} onChange={showAs} />
      </div>
      <ResourceView
        state={retailers}
        onRetry={reload}
        errorTitle="Dispensaries could not be loaded"
        loading={<LoadingStack shapes={[{ height: 24, width: '40%' }, { height: 150 }]} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={keyword ? `No dispensaries match “${keyword}”` : `No dispensaries ${where} yet`}
          >
            {categoryId !== null && 'Try another category, or all of them.'}
          </EmptyState>
        }
      >
        {(data) =>
          view === 'map' ? (
            <MapLoadBoundary>
              <Suspense fallback={<Skeleton height={320} />}>
                <RetailersMapView
                  // A new search starts the map afresh: its area search was for the old one.
                  key={JSON.stringify(filters)}
                  list={data}
                  filters={filters}
                  onShowList={() => showAs('list')}
                />
              </Suspense>
            </MapLoadBoundary>
          ) : (
            <>
              <p css={{ marginTop: 0, color: color.textMuted, fontSize: font.size.sm }}>
                {formatTotal(data)} dispensaries, nearest first
              </p>
              <TileGrid label="Dispensaries">
                {data.items.map((retailer, index) => (
                  <RetailerTile
                    key={retailer.retailerLocationId}
                    retailer={retailer}
                    priority={index === 0}
                  />
                ))}
              </TileGrid>
            </>
          )
        }
      </ResourceView>
    </>
  );
}
