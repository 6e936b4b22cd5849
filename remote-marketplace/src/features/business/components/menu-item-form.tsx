import {
  Button,
  FormError,
  TextInput,
  color,
  font,
  formatMoney,
  radius,
  reasonText,
  showToast,
  space,
} from '@canopy/shared-core';
import { updateMenuItem, type MenuItemChange, type ShopMenuItem } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import {
  readOfferDetails,
  readStock,
  refusedField,
  type OfferErrors,
  type OfferValues,
} from '../utils/offer-form-values.ts';
import { OfferDetailsFields, type MenuCategory } from './offer-details-fields.tsx';
import { draftsOf, photoIdsOf, type OfferPhotoDraft } from './offer-photos-field.tsx';
import { LowStockBadge } from './low-stock-badge.tsx';

export type { MenuCategory };

/** Reads the form; the change to send, or each field's message. Nothing is cleared. */
function readForm(
  values: OfferValues,
  soldOut: boolean,
  details: boolean,
  photos: OfferPhotoDraft[],
) {
  const errors: OfferErrors = {};
  const change: MenuItemChange = { stock: readStock(values.stock, errors), soldOut };
  if (details) {
    Object.assign(change, readOfferDetails(values, errors));
    const { ids, problem } = photoIdsOf(photos);
    if (problem) errors.photos = problem;
    change.photos = ids;
  }
  return { change, errors };
}

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
  const [values, setValues] = useState<OfferValues>({
    stock: String(item.stock),
    name: item.offerName,
    description: item.description,
    categoryId: item.categoryId === null ? '' : String(item.categoryId),
    sizes: item.sizes.join(', '),
    fullPrice: item.fullPrice.toFixed(2),
    discountPrice: item.discountPrice.toFixed(2),
  });
  const [soldOut, setSoldOut] = useState(item.soldOut);
  const [details, setDetails] = useState(false);
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState(() => draftsOf(item.photos));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();
  const soldOutId = useId();
  const detailsId = useId();
  const set = (field: keyof OfferValues) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const { change, errors: found } = readForm(values, soldOut, details, photos);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await updateMenuItem(item.offerLocationId, change);
      if (!answer.valid) {
        const field = refusedField(answer.message);
        if (field) setErrors({ [field]: answer.message });
        else setFormError(answer.message);
        return;
      }
      showToast(answer.message, 'success');
      onSaved();
    } catch (failure) {
      setFormError(reasonText(failure, 'The change was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      css={{
        padding: space.md,
        borderRadius: radius.md,
        border: `1px solid ${color.border}`,
        background: color.surface,
      }}
    >
      <form
        aria-labelledby={titleId}
        onSubmit={(event) => void save(event)}
        noValidate
        css={{ display: 'grid', gap: space.sm }}
      >
        <h3 id={titleId} css={{ margin: 0, fontSize: font.size.md }}>
          {item.offerName}
          {item.lowStock && <LowStockBadge />}
        </h3>
        <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm }}>
          {item.discountPrice > 0
            ? `${formatMoney(item.discountPrice)} (sale; ${formatMoney(item.fullPrice)})`
            : formatMoney(item.fullPrice)}
          {item.categoryName ? ` · ${item.categoryName}` : ''}
          {item.sizes.length > 0 ? ` · ${item.sizes.join(', ')}` : ''}
        </p>
        <div css={{ display: 'flex', gap: space.md, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <TextInput
            label={`Stock of ${item.offerName}`}
            inputMode="numeric"
            value={values.stock}
            error={errors.stock}
            onChange={(event) => set('stock')(event.target.value)}
            css={{ width: 140 }}
          />
          <label
            htmlFor={soldOutId}
            css={{ display: 'flex', gap: space.sm, alignItems: 'center', minHeight: 44 }}
          >
            <input
              id={soldOutId}
              type="checkbox"
              checked={soldOut}
              onChange={(event) => setSoldOut(event.target.checked)}
            />
            Sold out
          </label>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={details}
            aria-controls={detailsId}
            onClick={() => setDetails((open) => !open)}
          >
            {details ? 'Hide details' : 'Edit details and price'}
          </Button>
        </div>
        {details && (
          <fieldset
            id={detailsId}
            css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: space.sm, minWidth: 0 }}
          >
            <legend css={{ padding: 0, fontSize: font.size.sm, color: color.textMuted }}>
              The name, description, category, sizes, price, sale price and photos apply at all of
              this retailer&apos;s shops; stock and sold out are this shop&apos;s.
            </legend>
            <OfferDetailsFields
              values={values}
              set={set}
              errors={errors}
              categories={categories}
              photos={photos}
              setPhotos={setPhotos}
            />
          </fieldset>
        )}
        <FormError message={formError} />
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            Save
          </Button>
        </div>
      </form>
    </li>
  );
}
