import { TextInput } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import type { ReactNode } from 'react';

/**
 * A custom list's name in a box, and the button (`children`) that sends it: a new list's
 * or a new name for one. `onName` gets the trimmed name; an empty one is refused in place
 * with `onRefused`. With `errorId` the box is marked invalid and described by that message.
 */
export function ListNameForm({
  label,
  value,
  onChange,
  onName,
  onRefused,
  errorId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onName: (name: string) => void;
  onRefused: (problem: string) => void;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const name = value.trim();
        if (name) onName(name);
        else onRefused('Give the list a name.');
      }}
      css={[wrappingRow('sm'), { alignItems: 'flex-end' }]}
      noValidate
    >
      <TextInput
        css={{ flex: 1, minWidth: 200 }}
        label={label}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      {children}
    </form>
  );
}
