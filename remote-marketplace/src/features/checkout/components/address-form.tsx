import {
  Button,
  color,
  createBillingAddress,
  space,
  updateBillingAddress,
  type BillingAddress,
  type BillingAddressInput,
  errorText,
  TextInput,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';

const EMPTY: BillingAddressInput = {
  name: '',
  street: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
};

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof BillingAddressInput) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { ...fields, phone: fields.phone?.trim() ? fields.phone : null };
      const answer = address
        ? await updateBillingAddress(address.billingAddressId, body)
        : await createBillingAddress(body);
      if (answer.valid) onSaved(answer.item);
    } catch (caught) {
      setError(errorText(caught, 'The address could not be saved.'));
    } finally {
      setBusy(false);
    }
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
      <div css={{ gridColumn: '1 / -1' }}>
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          value={fields.name}
          onChange={set('name')}
        />
      </div>
      <div css={{ gridColumn: '1 / -1' }}>
        <TextInput
          label="Street address"
          autoComplete="street-address"
          required
          value={fields.street}
          onChange={set('street')}
        />
      </div>
      <TextInput
        label="City"
        autoComplete="address-level2"
        required
        value={fields.city}
        onChange={set('city')}
      />
      <TextInput
        label="State"
        autoComplete="address-level1"
        required
        maxLength={2}
        hint="Two letters, e.g. KS"
        value={fields.state}
        onChange={set('state')}
      />
      <TextInput
        label="ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        required
        value={fields.postalCode}
        onChange={set('postalCode')}
      />
      <TextInput
        label="Phone (optional)"
        autoComplete="tel"
        type="tel"
        value={fields.phone ?? ''}
        onChange={set('phone')}
      />
      {error && (
        <p role="alert" css={{ gridColumn: '1 / -1', margin: 0, color: color.danger }}>
          {error}
        </p>
      )}
      <div css={{ gridColumn: '1 / -1', display: 'flex', gap: space.sm, flexWrap: 'wrap' }}>
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
