import {
  EmptyState,
  ErrorState,
  PageTitle,
  Skeleton,
  Tile,
  TileGrid,
  color,
  font,
  radius,
  space,
  type RetailerLocation,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { useNearbyRetailers } from '../api/use-nearby-retailers.ts';
import { todaysHours } from '../utils/opening-hours.ts';

function formatDistance(miles: number): string {
  return miles < 10 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

function RetailerTile({ retailer }: { retailer: RetailerLocation }) {
  return (
    <Tile
      title={retailer.name}
      imageUrl={retailer.picture1 ?? retailer.logo}
      subtitle={`${formatDistance(retailer.distance)} away${retailer.locationDisplay ? ` · ${retailer.locationDisplay}` : ''}`}
      footer={todaysHours(retailer.hours) ?? undefined}
    />
  );
}

export function NearbyRetailersPage() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [retailers, reload] = useNearbyRetailers(keyword);

  function search(event: FormEvent) {
    event.preventDefault();
    setKeyword(draft.trim());
  }

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
              css={{
                font: 'inherit',
                padding: `${space.sm} ${space.md}`,
                borderRadius: radius.md,
                border: `1px solid ${color.border}`,
                background: color.surface,
                color: color.text,
                minHeight: 40,
              }}
            />
          </form>
        }
      >
        Dispensaries near you
      </PageTitle>
      {retailers.status === 'loading' && (
        <div css={{ display: 'grid', gap: space.sm }}>
          <Skeleton height={24} width="40%" />
          <Skeleton height={150} />
        </div>
      )}
      {retailers.status === 'error' && (
        <ErrorState
          title="Dispensaries could not be loaded"
          message={retailers.message}
          onRetry={reload}
        />
      )}
      {retailers.status === 'ready' &&
        (retailers.data.items.length === 0 ? (
          <EmptyState
            title={keyword ? `No dispensaries match “${keyword}”` : 'No dispensaries nearby yet'}
          />
        ) : (
          <>
            <p css={{ marginTop: 0, color: color.textMuted, fontSize: font.size.sm }}>
              {retailers.data.countTotal} dispensaries, nearest first
            </p>
            <TileGrid label="Dispensaries">
              {retailers.data.items.map((retailer) => (
                <RetailerTile key={retailer.retailerLocationId} retailer={retailer} />
              ))}
            </TileGrid>
          </>
        ))}
    </>
  );
}
