import {
  Button,
  color,
  createBillingAddress,
  space,
  updateBillingAddress,
  type BillingAddress,
  type BillingAddressInput,
  TextInput,
  type TextInputProps,
} from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';

const EMPTY: BillingAddressInput = {
  name: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

/** The form's boxes in order; a wide one takes the whole line. */
const FIELDS: Array<
  { name: keyof BillingAddressInput; wide?: boolean } & Omit<TextInputProps, 'name'>
> = [
  { name: 'name', label: 'Full name', autoComplete: 'name', required: true, wide: true },
  {
    name: 'street',
    label: 'Street address',
    autoComplete: 'street-address',
    required: true,
    wide: true,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  {
    name: 'state',
    label: 'State',
    autoComplete: 'address-level1',
    required: true,
    maxLength: 2,
    hint: 'Two letters, e.g. KS',
  },
  {
    name: 'postalCode',
    label: 'ZIP code',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    required: true,
  },
  { name: 'phone', label: 'Phone (optional)', autoComplete: 'tel', type: 'tel' },
];

const wholeLine = { gridColumn: '1 / -1' } as const;

/** Adds a billing address, or edits `address`; the server validates and names bad fields. */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address?: BillingAddress;
  onSaved: (saved: BillingAddress) => void;
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState<BillingAddressInput>(
    address
      ? {
          name: address.name,
          street: address.street,
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
          phone: address.phone ?? '',
        }
      : EMPTY,
  );
  const { busy, error, run } = useSubmit();
  const set = (name: keyof BillingAddressInput) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const body = { ...fields, phone: fields.phone?.trim() ? fields.phone : null };
    const answer = await run(
      () =>
        address ? updateBillingAddress(address.billingAddressId, body) : createBillingAddress(body),
      'The address could not be saved.',
    );
    if (answer?.valid) onSaved(answer.item);
  }

  return (
    <form
      aria-label={address ? 'Edit billing address' : 'New billing address'}
      onSubmit={(event) => void save(event)}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: space.md,
        '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
      }}
    >
      {FIELDS.map(({ name, wide, ...input }) => (
        <TextInput
          key={name}
          {...input}
          css={wide ? wholeLine : undefined}
          value={fields[name] ?? ''}
          onChange={set(name)}
        />
      ))}
      {error && (
        <p role="alert" css={[wholeLine, { margin: 0, color: color.danger }]}>
          {error}
        </p>
      )}
      <div css={[wholeLine, wrappingRow('sm')]}>
        <Button type="submit" disabled={busy}>
          {address ? 'Save address' : 'Add address'}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
