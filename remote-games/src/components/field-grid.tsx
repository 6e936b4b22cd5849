import { TextInput, type QuizPack } from '@canopy/shared-core';
import { SelectField } from '@canopy/shared-core/select-field';
import type { FormEvent, ReactNode } from 'react';
import { grid } from '@canopy/shared-core/layout';

/** A form whose fields sit side by side on a wide screen and stack on a phone. */
export function FieldGrid({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      css={[grid('repeat(auto-fit, minmax(200px, 1fr))', 'md'), { alignItems: 'end' }]}
    >
      {children}
    </form>
  );
}

/** Picks one quiz pack by its id (kept as the select's string value). */
export function PackField({
  packs,
  packId,
  onChange,
}: {
  packs: QuizPack[];
  packId: string;
  onChange: (packId: string) => void;
}) {
  return (
    <SelectField
      label="Quiz pack"
      value={packId}
      options={packs.map((pack) => ({ value: String(pack.packId), label: pack.name }))}
      onChange={onChange}
    />
  );
}

/** A required date and time, kept as the input's local `YYYY-MM-DDTHH:mm` text. */
export function DateTimeField({
  onChange,
  ...field
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      {...field}
      type="datetime-local"
      required
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
