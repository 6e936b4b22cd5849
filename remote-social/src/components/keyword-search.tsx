import { Button, TextInput, space } from '@canopy/shared-core';
import { useState } from 'react';

/** A keyword box and its Search button, one search landmark; `onSearch` gets the trimmed words. */
export function KeywordSearch({
  label,
  initial = '',
  placeholder,
  buttonVariant,
  onSearch,
}: {
  label: string;
  initial?: string;
  placeholder?: string;
  buttonVariant?: 'primary' | 'secondary';
  onSearch: (keyword: string) => void;
}) {
  const [typed, setTyped] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
      css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'flex-end' }}
    >
      <TextInput
        css={{ flex: 1, minWidth: 200 }}
        label={label}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={placeholder}
      />
      <Button type="submit" variant={buttonVariant}>
        Search
      </Button>
    </form>
  );
}
