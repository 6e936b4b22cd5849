import { Button } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useState, type FormEvent } from 'react';
import { FormRow } from './form-row.tsx';

/**
 * A console search by one keyword (a member, a shop): the field and Search, which hands the
 * typed words, trimmed, to `onSearch`. `name` labels the search landmark.
 */
export function KeywordSearch({
  name,
  label,
  onSearch,
}: {
  name: string;
  label: string;
  onSearch: (keyword: string) => void;
}) {
  const [typed, setTyped] = useState('');

  function search(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={search}
      css={[wrappingRow('sm'), { alignItems: 'flex-end' }]}
    >
      <FormRow label={label} flex="1 1 240px">
        {(control) => (
          <input
            {...control}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
      </FormRow>
      <Button type="submit">Search</Button>
    </form>
  );
}
