import {
  Button,
  color,
  font,
  geocodeRegions,
  isApiFailure,
  radius,
  space,
  type Region,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { inputStyle } from '../../../components/form-field.tsx';

export interface ChosenPlace {
  name: string;
  latitude: number;
  longitude: number;
}

type Lookup =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; regions: Region[] }
  | { status: 'error'; message: string };

/** Look near another city: find it by name or ZIP code, then pick one of the matches. */
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
    setLookup(
      isApiFailure(result)
        ? { status: 'error', message: result.message }
        : { status: 'done', regions: result.items },
    );
  }

  function choose(region: Region) {
    onChange({ name: region.fullName, latitude: region.latitude, longitude: region.longitude });
    setLookup({ status: 'idle' });
    setText('');
  }

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space.sm }}>
      <form
        role="search"
        aria-label="Look near a city"
        onSubmit={(event) => void find(event)}
        css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap' }}
      >
        <input
          aria-label="City or ZIP code"
          placeholder="City or ZIP code"
          value={text}
          onChange={(event) => setText(event.target.value)}
          css={{ ...inputStyle, flex: '1 1 180px', width: 'auto' }}
        />
        <Button type="submit" variant="secondary" disabled={lookup.status === 'searching'}>
          Look near
        </Button>
      </form>
      {place && (
        <p
          css={{
            margin: 0,
            display: 'flex',
            gap: space.sm,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
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
        (lookup.regions.length === 0 ? (
          <p role="status" css={{ margin: 0, color: color.textMuted }}>
            No US city matches that.
          </p>
        ) : (
          <ul
            aria-label="Matching places"
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              gap: space.sm,
              flexWrap: 'wrap',
            }}
          >
            {lookup.regions.map((region) => (
              <li key={region.id}>
                <button
                  type="button"
                  onClick={() => choose(region)}
                  css={{
                    font: 'inherit',
                    fontSize: font.size.sm,
                    padding: `${space.xs} ${space.md}`,
                    borderRadius: radius.pill,
                    border: `1px solid ${color.border}`,
                    background: color.surface,
                    color: color.text,
                    cursor: 'pointer',
                    minHeight: 32,
                  }}
                >
                  {region.fullName}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
