import {
  Button,
  Field,
  FormError,
  TextInput,
  color,
  font,
  formatMoney,
  inputCss,
  radius,
  reasonText,
  showToast,
  space,
} from '@canopy/shared-core';
import { updateMenuItem, type MenuItemChange, type ShopMenuItem } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';

export interface MenuCategory {
  id: number;
  name: string;
}

type FieldName =
  'stock' | 'name' | 'description' | 'categoryId' | 'sizes' | 'fullPrice' | 'discountPrice';
type Errors = Partial<Record<FieldName, string>>;

/** The field a server refusal names by its first words ("Sale price: …"). */
const REFUSAL_FIELDS: [string, FieldName][] = [
  ['Sale price:', 'discountPrice'],
  ['Price:', 'fullPrice'],
  ['Name:', 'name'],
  ['Category:', 'categoryId'],
  ['Sizes:', 'sizes'],
];

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

/** Reads the form; the change to send, or each field's message. Nothing is cleared. */
function readForm(values: Record<FieldName, string>, soldOut: boolean, details: boolean) {
  const errors: Errors = {};
  const stock = values.stock.trim();
  if (!/^\d+$/.test(stock) || Number(stock) > 100_000) {
    errors.stock = 'Stock is a whole number of units, from 0 to 100,000.';
  }
  const change: MenuItemChange = { stock: Number(stock), soldOut };
  if (details) {
    const name = values.name.trim();
    if (!name) errors.name = 'Give the offer a name.';
    else if (name.length > 120) errors.name = 'A name is at most 120 characters.';
    if (values.description.length > 2_000) {
      errors.description = 'A description is at most 2,000 characters.';
    }
    const sizes = values.sizes
      .split(',')
      .map((size) => size.trim())
      .filter(Boolean);
    if (new Set(sizes).size !== sizes.length) errors.sizes = 'Give each size once.';
    else if (sizes.length > 12 || sizes.some((size) => size.length > 40)) {
      errors.sizes = 'At most 12 sizes of 40 characters each.';
    }
    const full = values.fullPrice.trim();
    const sale = values.discountPrice.trim() || '0';
    if (!MONEY.test(full)) errors.fullPrice = 'A price in dollars and cents, e.g. 12.50.';
    if (!MONEY.test(sale)) errors.discountPrice = 'A price in dollars and cents, or 0.';
    else if (!errors.fullPrice && Number(sale) > 0 && Number(sale) >= Number(full)) {
      errors.discountPrice = 'The sale price must be below the price (0 for no sale price).';
    }
    Object.assign(change, {
      name,
      description: values.description.trim(),
      sizes,
      fullPrice: Number(full),
      discountPrice: Number(sale),
      ...(values.categoryId ? { categoryId: Number(values.categoryId) } : {}),
    });
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
  const [values, setValues] = useState<Record<FieldName, string>>({
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
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();
  const soldOutId = useId();
  const detailsId = useId();
  const set = (field: FieldName) => (value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const { change, errors: found } = readForm(values, soldOut, details);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await updateMenuItem(item.offerLocationId, change);
      if (!answer.valid) {
        const field = REFUSAL_FIELDS.find(([prefix]) => answer.message.startsWith(prefix))?.[1];
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
              The name, description, category, sizes, price and sale price apply at all of this
              retailer&apos;s shops; stock and sold out are this shop&apos;s.
            </legend>
            <TextInput
              label="Name"
              value={values.name}
              error={errors.name}
              maxLength={120}
              onChange={(event) => set('name')(event.target.value)}
            />
            <Field label="Description" error={errors.description ?? null}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={values.description}
                  onChange={(event) => set('description')(event.target.value)}
                  css={{ ...inputCss, resize: 'vertical' }}
                />
              )}
            </Field>
            <Field label="Category" error={errors.categoryId ?? null}>
              {(control) => (
                <select
                  {...control}
                  value={values.categoryId}
                  onChange={(event) => set('categoryId')(event.target.value)}
                  css={inputCss}
                >
                  {values.categoryId === '' && <option value="">No category</option>}
                  {categories.map((category) => (
                    <option key={category.id} value={String(category.id)}>
                      {category.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextInput
              label="Sizes"
              hint="Separated by commas, e.g. 1 g, 3.5 g; empty when sold by the unit"
              value={values.sizes}
              error={errors.sizes}
              onChange={(event) => set('sizes')(event.target.value)}
            />
            <div css={{ display: 'flex', gap: space.md, flexWrap: 'wrap' }}>
              <TextInput
                label="Price (USD)"
                inputMode="decimal"
                value={values.fullPrice}
                error={errors.fullPrice}
                onChange={(event) => set('fullPrice')(event.target.value)}
                css={{ width: 150 }}
              />
              <TextInput
                label="Sale price (USD)"
                hint="0 for no sale price"
                inputMode="decimal"
                value={values.discountPrice}
                error={errors.discountPrice}
                onChange={(event) => set('discountPrice')(event.target.value)}
                css={{ width: 150 }}
              />
            </div>
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
