import { Button, FormError, font } from '@canopy/shared-core';
import { panel, quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { createMenuItem } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import {
  readOfferDetails,
  readStock,
  type OfferErrors,
  type OfferValues,
} from '../utils/offer-form-values.ts';
import { useOfferForm } from '../hooks/use-offer-form.ts';
import { narrowInput } from '../../../components/styles.ts';
import { BoundTextInput } from './bound-text-input.tsx';
import { OfferDetailsFields, type MenuCategory } from './offer-details-fields.tsx';

const EMPTY: OfferValues = {
  stock: '',
  name: '',
  description: '',
  categoryId: '',
  sizes: '',
  fullPrice: '',
  discountPrice: '0',
};

/**
 * Adds an offer to the shop's menu (issue 36): the retailer's new offer, on sale here with
 * the stock given. A field that cannot be kept says why, and everything typed stays.
 */
export function NewOfferForm({
  retailerLocationId,
  categories,
  onAdded,
}: {
  retailerLocationId: number;
  categories: MenuCategory[];
  onAdded: () => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useOfferForm(EMPTY, []);
  const { values, busy } = form;
  const titleId = useId();

  async function add(event: FormEvent) {
    event.preventDefault();
    const found: OfferErrors = {};
    const stock = readStock(values.stock, found);
    const details = readOfferDetails(values, found);
    const photos = form.readPhotos(found);
    const added = await form.save(
      found,
      () => createMenuItem(retailerLocationId, { ...details, stock, photos }),
      'The offer was not added. Please try again.',
    );
    if (!added) return;
    form.setValues(EMPTY);
    form.setPhotos([]);
    setOpen(false);
    onAdded();
  }

  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Add an offer
        </Button>
      </div>
    );
  }
  return (
    <form
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void add(event)}
      css={[stack('sm'), panel('md')]}
    >
      <h3 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
        New offer
      </h3>
      <p css={[quietText, { margin: 0 }]}>
        On sale at this shop with the stock you give; its details and prices are the
        retailer&apos;s.
      </p>
      <OfferDetailsFields form={form} categories={categories} />
      <BoundTextInput
        form={form}
        name="stock"
        label="Stock"
        hint="Units on hand at this shop"
        inputMode="numeric"
        css={narrowInput}
      />
      <FormError message={form.formError} />
      <div css={wrappingRow('sm')}>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Adding…' : 'Add to the menu'}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
