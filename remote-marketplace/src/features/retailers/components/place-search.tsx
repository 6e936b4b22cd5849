import {
  Button,
  color,
  geocodeRegions,
  isApiFailure,
  type Region,
  inputCss,
  BareList,
} from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { useState, type FormEvent } from 'react';
import { chip } from '../../../components/styles.ts';

export interface ChosenPlace {
  name: string;
  latitude: number;
  longitude: number;
}

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  /** The best match is shown at once; `others` are the rest, to switch to. */
  | { status: 'done'; others: Region[]; found: boolean }
  | { status: 'error'; message: string };

const chosenPlace = (region: Region): ChosenPlace => ({
  name: region.fullName,
  latitude: region.latitude,
  longitude: region.longitude,
});

/**
 * Look near another city: find it by name or ZIP code. The best match is shown at once (one
 * press, not a press and then a pick); other places of that name stay offered beside it.
 */
export function PlaceSearch({
  place,
  onChange,
}: {
  place: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
}) {
  const [text, setText] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  async function find(event: FormEvent) {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    setLookup({ status: 'searching' });
    const result = await geocodeRegions({ keyword, limit: 5 });
    if (isApiFailure(result)) {
      setLookup({ status: 'error', message: result.message });
      return;
    }
    const [best, ...others] = result.items;
    if (best) {
      onChange(chosenPlace(best));
      setText('');
    }
    setLookup({ status: 'done', others, found: best !== undefined });
  }

  function choose(region: Region) {
    onChange(chosenPlace(region));
    setLookup({ status: 'idle' });
  }

  return (
    <div css={stack('sm')}>
      <form
        role="search"
        aria-label="Look near a city"
        onSubmit={(event) => void find(event)}
        css={wrappingRow('sm')}
      >
        <input
          aria-label="City or ZIP code"
          placeholder="City or ZIP code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          css={[inputCss, { flex: '1 1 180px', width: 'auto' }]}
        />
        <Button type="submit" variant="secondary" disabled={lookup.status === 'searching'}>
          Look near
        </Button>
      </form>
      {place && (
        <p css={[wrappingRow('sm'), { margin: 0 }]}>
          <span>
            Showing shops near <strong>{place.name}</strong>
          </span>
          <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
            Use my location
          </Button>
        </p>
      )}
      {lookup.status === 'searching' && (
        <p role="status" css={{ margin: 0, color: color.textMuted }}>
          Looking up places…
        </p>
      )}
      {lookup.status === 'error' && (
        <p role="alert" css={{ margin: 0, color: color.danger }}>
          {lookup.message}
        </p>
      )}
      {lookup.status === 'done' &&
        (!lookup.found ? (
          <p role="status" css={{ margin: 0, color: color.textMuted }}>
            No US city matches that.
          </p>
        ) : (
          lookup.others.length > 0 && (
            <BareList flow="wrap" gap="sm" aria-label="Other places with that name">
              {lookup.others.map((region) => (
                <li key={region.id}>
                  <button type="button" onClick={() => choose(region)} css={chip(false)}>
                    {region.fullName}
                  </button>
                </li>
              ))}
            </BareList>
          )
        ))}
    </div>
  );
}
