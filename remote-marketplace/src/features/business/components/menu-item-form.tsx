import { useDisclosure } from '@canopy/shared-core/use-disclosure';
import { Button, font, formatMoney } from '@canopy/shared-core';
import { panel, quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { updateMenuItem, type MenuItemChange, type ShopMenuItem } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { readOfferDetails, readStock, type OfferErrors } from '../utils/offer-form-values.ts';
import { useOfferForm } from '../hooks/use-offer-form.ts';
import { bareFieldset, checkLabel } from '../../../components/styles.ts';
import { BoundTextInput } from './bound-text-input.tsx';
import { OfferDetailsFields, type MenuCategory } from './offer-details-fields.tsx';
import { draftsOf } from './offer-photos-field.tsx';
import { LowStockBadge } from './low-stock-badge.tsx';
import { StaffForm } from './staff-form.tsx';

export type { MenuCategory };

/** One offer at the shop: its stock and sold-out mark, and its details and prices. */
export function MenuItemForm({
  item,
  categories,
  onSaved,
}: {
  item: ShopMenuItem;
  categories: MenuCategory[];
  onSaved: () => void;
}) {
  const form = useOfferForm(
    {
      stock: String(item.stock),
      name: item.offerName,
      description: item.description,
      categoryId: item.categoryId === null ? '' : String(item.categoryId),
      sizes: item.sizes.join(', '),
      fullPrice: item.fullPrice.toFixed(2),
      discountPrice: item.discountPrice.toFixed(2),
    },
    () => draftsOf(item.photos),
  );
  const { values } = form;
  const [soldOut, setSoldOut] = useState(item.soldOut);
  const details = useDisclosure();
  const titleId = useId();
  const soldOutId = useId();

  /** Reads the form: the stock and sold-out mark, and the details when they are open. */
  async function save(event: FormEvent) {
    event.preventDefault();
    const found: OfferErrors = {};
    const change: MenuItemChange = { stock: readStock(values.stock, found), soldOut };
    if (details.open) {
      Object.assign(change, readOfferDetails(values, found));
      change.photos = form.readPhotos(found);
    }
    const saved = await form.save(
      found,
      () => updateMenuItem(item.offerLocationId, change),
      'The change was not saved. Please try again.',
    );
    if (saved) onSaved();
  }

  return (
    <li css={panel('md')}>
      <StaffForm
        aria-labelledby={titleId}
        onSubmit={save}
        error={form.formError}
        busy={form.busy}
        submitLabel="Save"
      >
        <h3 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
          {item.offerName}
          {item.lowStock && <LowStockBadge />}
        </h3>
        <p css={[quietText, { margin: 0 }]}>
          {item.discountPrice > 0
            ? `${formatMoney(item.discountPrice)} (sale; ${formatMoney(item.fullPrice)})`
            : formatMoney(item.fullPrice)}
          {item.categoryName ? ` · ${item.categoryName}` : ''}
          {item.sizes.length > 0 ? ` · ${item.sizes.join(', ')}` : ''}
        </p>
        <div css={[wrappingRow('md'), { alignItems: 'flex-end' }]}>
          <BoundTextInput
            form={form}
            name="stock"
            label={`Stock of ${item.offerName}`}
            inputMode="numeric"
            css={{ width: 140 }}
          />
          <label htmlFor={soldOutId} css={checkLabel}>
            <input
              id={soldOutId}
              type="checkbox"
              checked={soldOut}
              onChange={(event) => setSoldOut(event.target.checked)}
            />
            Sold out
          </label>
          <Button variant="secondary" size="sm" {...details.toggle}>
            {details.open ? 'Hide details' : 'Edit details and price'}
          </Button>
        </div>
        {details.open && (
          <fieldset id={details.panelId} css={[bareFieldset, stack('sm')]}>
            <legend css={[quietText, { padding: 0 }]}>
              The name, description, category, sizes, price, sale price and photos apply at all of
              this retailer&apos;s shops; stock and sold out are this shop&apos;s.
            </legend>
            <OfferDetailsFields form={form} categories={categories} />
          </fieldset>
        )}
      </StaffForm>
    </li>
  );
}
