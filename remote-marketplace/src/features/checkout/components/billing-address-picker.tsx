import {
  Button,
  ErrorState,
  Skeleton,
  color,
  space,
  type BillingAddress,
} from '@canopy/shared-core';
import { panel, row, stack } from '@canopy/shared-core/layout';
import { useEffect, useMemo, useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import { useBillingAddresses } from '../api/use-billing-addresses.ts';
import { AddressForm } from './address-form.tsx';

function oneLine(address: BillingAddress): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.postalCode}`;
}

/** Pick one of the member's billing addresses, add one, or edit one. */
export function BillingAddressPicker({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (billingAddressId: number | null) => void;
}) {
  const [addresses, reload] = useBillingAddresses();
  const [editing, setEditing] = useState<'new' | BillingAddress | null>(null);
  const items = useMemo(
    () => (addresses.status === 'ready' ? addresses.data.items : []),
    [addresses],
  );
  const first = items[0]?.billingAddressId ?? null;

  // The most recently used address is chosen until the member picks another.
  useEffect(() => {
    if (selectedId === null && first !== null) onSelect(first);
  }, [first, selectedId, onSelect]);

  function saved(address: BillingAddress) {
    setEditing(null);
    onSelect(address.billingAddressId);
    reload();
  }

  return (
    <PageSection
      title="Billing address"
      aside={
        editing === null &&
        addresses.status === 'ready' &&
        items.length > 0 && (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            Add address
          </Button>
        )
      }
    >
      {addresses.status === 'loading' && <Skeleton height={60} />}
      {addresses.status === 'error' && (
        <ErrorState
          title="Your addresses could not be loaded"
          message={addresses.message}
          onRetry={reload}
        />
      )}
      {addresses.status === 'ready' && items.length === 0 && editing === null && (
        <>
          <p css={{ margin: 0, color: color.textMuted }}>
            Add the address your order is billed to.
          </p>
          <AddressForm onSaved={saved} />
        </>
      )}
      {editing !== null && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.billingAddressId}
          address={editing === 'new' ? undefined : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing === null && items.length > 0 && (
        <fieldset css={[stack('sm'), { border: 0, margin: 0, padding: 0 }]}>
          <legend css={{ position: 'absolute', left: -10000 }}>Choose a billing address</legend>
          {items.map((address) => (
            <div
              key={address.billingAddressId}
              css={[
                row('sm'),
                panel('sm'),
                address.billingAddressId === selectedId && { borderColor: color.primary },
              ]}
            >
              <label
                css={{
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  columnGap: space.sm,
                  flex: 1,
                  cursor: 'pointer',
                }}
              >
                <input
                  type="radio"
                  name="billing-address"
                  checked={address.billingAddressId === selectedId}
                  onChange={() => onSelect(address.billingAddressId)}
                  css={{ marginTop: 4, gridRow: 'span 2' }}
                />
                <span css={{ fontWeight: 600 }}>{address.name}</span>
                <span css={{ color: color.textMuted }}>{oneLine(address)}</span>
              </label>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Edit ${oneLine(address)}`}
                onClick={() => setEditing(address)}
              >
                Edit
              </Button>
            </div>
          ))}
        </fieldset>
      )}
    </PageSection>
  );
}
