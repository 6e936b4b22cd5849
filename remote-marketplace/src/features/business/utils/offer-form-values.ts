// What staff type about an offer (issue 36, menus and stock), read the same way by the form
// that edits one and the one that adds one: each field's message, or the values to send.

export type OfferField =
  | 'stock'
  | 'name'
  | 'description'
  | 'categoryId'
  | 'sizes'
  | 'fullPrice'
  | 'discountPrice'
  | 'photos';
export type OfferErrors = Partial<Record<OfferField, string>>;
export type OfferValues = Record<Exclude<OfferField, 'photos'>, string>;

/** The field a server refusal names by its first words ("Sale price: …"). */
const REFUSAL_FIELDS: [string, OfferField][] = [
  ['Sale price:', 'discountPrice'],
  ['Price:', 'fullPrice'],
  ['Name:', 'name'],
  ['Category:', 'categoryId'],
  ['Sizes:', 'sizes'],
  ['Photos:', 'photos'],
];

/** The field a refusal is about, or undefined when it names none. */
export const refusedField = (message: string): OfferField | undefined =>
  REFUSAL_FIELDS.find(([prefix]) => message.startsWith(prefix))?.[1];

const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

/** The stock typed, or its message. */
export function readStock(typed: string, errors: OfferErrors): number {
  const stock = typed.trim();
  if (!/^\d+$/.test(stock) || Number(stock) > 100_000) {
    errors.stock = 'Stock is a whole number of units, from 0 to 100,000.';
  }
  return Number(stock);
}

/** The offer's own fields as typed, or each one's message in `errors`. Nothing is cleared. */
export function readOfferDetails(values: OfferValues, errors: OfferErrors) {
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
  return {
    name,
    description: values.description.trim(),
    sizes,
    fullPrice: Number(full),
    discountPrice: Number(sale),
    ...(values.categoryId ? { categoryId: Number(values.categoryId) } : {}),
  };
}
