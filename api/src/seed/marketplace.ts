import type { Queryable } from '../db/db.ts';
import { coverFile, productImageFile, type CoverScene } from './media-catalog.ts';

/** A product a shop may carry; which shops carry it follows their categories. */
interface ProductTemplate {
  key: string;
  name: string;
  subTitle: string;
  description: string;
  categoryId: number;
  fullPrice: number;
  /** 0 = sold at the full price. */
  discountPrice: number;
  sizes: string[];
  /** Extra pictures after the product's own (media-catalog PRODUCT_ART). */
  scenes: [CoverScene, CoverScene];
}

// Category ids are those of RETAILER_CATEGORIES in retailers.ts.
export const PRODUCTS: ProductTemplate[] = [
  {
    key: 'blue-dream',
    name: 'Blue Dream Flower',
    subTitle: 'Hybrid · sweet berry',
    description: 'A balanced hybrid with a sweet berry aroma, grown in small batches.',
    categoryId: 1,
    fullPrice: 15,
    discountPrice: 12,
    sizes: ['1g', '3.5g', '7g'],
    scenes: ['herbs', 'leaves'],
  },
  {
    key: 'prairie-sunset',
    name: 'Prairie Sunset Flower',
    subTitle: 'Sativa · citrus and pine',
    description: 'Bright citrus and pine from a sun-grown sativa. A daytime favourite.',
    categoryId: 1,
    fullPrice: 14,
    discountPrice: 0,
    sizes: ['1g', '3.5g', '7g'],
    scenes: ['prairie', 'sunflowers'],
  },
  {
    key: 'northern-indica',
    name: 'Northern Nights Flower',
    subTitle: 'Indica · earthy',
    description: 'A classic earthy indica for quiet evenings.',
    categoryId: 1,
    fullPrice: 16,
    discountPrice: 0,
    sizes: ['3.5g', '7g'],
    scenes: ['campfire', 'ferns'],
  },
  {
    key: 'sativa-prerolls',
    name: 'Sativa Pre-roll 5-pack',
    subTitle: 'Five 0.5g pre-rolls',
    description: 'Five hand-finished half-gram pre-rolls of our house sativa.',
    categoryId: 3,
    fullPrice: 25,
    discountPrice: 20,
    sizes: [],
    scenes: ['picnic', 'gathering'],
  },
  {
    key: 'mini-prerolls',
    name: 'Mini Pre-rolls',
    subTitle: 'Ten 0.35g minis',
    description: 'Ten small pre-rolls, perfect for sharing.',
    categoryId: 3,
    fullPrice: 22,
    discountPrice: 0,
    sizes: [],
    scenes: ['autumn', 'river'],
  },
  {
    key: 'huckleberry-gummies',
    name: 'Huckleberry Gummies',
    subTitle: '10 pieces · 5 mg each',
    description: 'Fruit gummies made with real huckleberries. Start low, go slow.',
    categoryId: 2,
    fullPrice: 18,
    discountPrice: 15,
    sizes: [],
    scenes: ['harvest', 'market'],
  },
  {
    key: 'dark-chocolate',
    name: 'Dark Chocolate Squares',
    subTitle: '70% cacao · 10 squares',
    description: 'Single-origin dark chocolate, scored into ten even squares.',
    categoryId: 2,
    fullPrice: 20,
    discountPrice: 0,
    sizes: [],
    scenes: ['autumn', 'harvest'],
  },
  {
    key: 'live-resin-cart',
    name: 'Live Resin Cartridge',
    subTitle: '510 thread',
    description: 'Full-spectrum live resin in a ceramic 510 cartridge.',
    categoryId: 4,
    fullPrice: 35,
    discountPrice: 30,
    sizes: ['0.5g', '1g'],
    scenes: ['mountains', 'river'],
  },
  {
    key: 'cbd-tincture',
    name: 'CBD Tincture',
    subTitle: 'Broad spectrum · mint',
    description: 'Broad-spectrum CBD oil with a light mint flavour.',
    categoryId: 5,
    fullPrice: 45,
    discountPrice: 39,
    sizes: ['15ml', '30ml'],
    scenes: ['ferns', 'greenhouse'],
  },
  {
    key: 'sleep-gummies',
    name: 'CBD Sleep Gummies',
    subTitle: '20 pieces · with melatonin',
    description: 'Calming CBD gummies with a touch of melatonin.',
    categoryId: 5,
    fullPrice: 28,
    discountPrice: 0,
    sizes: [],
    scenes: ['campfire', 'hills'],
  },
  {
    key: 'relief-balm',
    name: 'Cooling Relief Balm',
    subTitle: 'Menthol and arnica',
    description: 'A cooling topical balm for tired muscles.',
    categoryId: 6,
    fullPrice: 24,
    discountPrice: 0,
    sizes: ['1oz', '2oz'],
    scenes: ['greenhouse', 'leaves'],
  },
  {
    key: 'glass-pipe',
    name: 'Glass Spoon Pipe',
    subTitle: 'Hand-blown borosilicate',
    description: 'A sturdy hand-blown spoon pipe; colours vary.',
    categoryId: 7,
    fullPrice: 30,
    discountPrice: 25,
    sizes: [],
    scenes: ['river', 'market'],
  },
  {
    key: 'grinder',
    name: 'Herb Grinder',
    subTitle: 'Four-piece aluminium',
    description: 'A four-piece grinder with a pollen catcher.',
    categoryId: 7,
    fullPrice: 18,
    discountPrice: 0,
    sizes: [],
    scenes: ['seedlings', 'gathering'],
  },
  {
    key: 'rolling-papers',
    name: 'Hemp Rolling Papers',
    subTitle: 'Unbleached · 50 leaves',
    description: 'Slow-burning unbleached hemp papers.',
    categoryId: 7,
    fullPrice: 3,
    discountPrice: 0,
    sizes: [],
    scenes: ['prairie', 'seedlings'],
  },
  {
    key: 'cbd-capsules',
    name: 'High-CBD Capsules',
    subTitle: '30 capsules · 25 mg',
    description: 'Measured high-CBD capsules; ask our pharmacist about dosing.',
    categoryId: 9,
    fullPrice: 55,
    discountPrice: 0,
    sizes: [],
    scenes: ['greenhouse', 'ferns'],
  },
];

export interface SeedPromoCode {
  code: string;
  description: string;
  percentOff?: number;
  amountOffCents?: number;
  /** Days from now; negative means it has already expired. */
  expiresInDays: number;
  usageLimit: number | null;
  /** Uses one member may make; every code has a limit. */
  perMemberLimit: number;
}

export const PROMO_CODES: SeedPromoCode[] = [
  {
    code: 'WELCOME10',
    description: '10% off your order',
    percentOff: 10,
    expiresInDays: 365,
    usageLimit: 1000,
    perMemberLimit: 1,
  },
  {
    code: 'CANOPY5',
    description: '$5 off any order',
    amountOffCents: 500,
    expiresInDays: 180,
    usageLimit: 500,
    perMemberLimit: 1,
  },
  {
    code: 'EXPIRED5',
    description: '5% off (ended)',
    percentOff: 5,
    expiresInDays: -30,
    usageLimit: null,
    perMemberLimit: 1,
  },
];

/** Credit each demo member starts with, in cents, by member key. */
export const STARTING_CREDIT_CENTS: Record<string, number> = { dana: 10_000 };

const cents = (amount: number): number => Math.round(amount * 100);

/** A small deterministic spread of stock levels; some shops run low or out. */
function stockFor(locationIndex: number, productIndex: number): number {
  const value = (locationIndex * 7 + productIndex * 13) % 23;
  if (value === 0) return 0;
  if (value < 3) return value;
  return 5 + value * 2;
}

/** Offers for every retailer location by its categories, promo codes and starting credit. */
export async function seedMarketplace(tx: Queryable, memberIds: Map<string, number>) {
  const locations = await tx.query<{ id: number; retailer_id: number; category_ids: number[] }>(
    'SELECT id, retailer_id, category_ids FROM retailer_locations ORDER BY id',
  );
  const offerIds = new Map<string, number>();
  const offerFor = async (retailerId: number, product: ProductTemplate): Promise<number> => {
    const key = `${retailerId}:${product.key}`;
    const existing = offerIds.get(key);
    if (existing !== undefined) return existing;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO offers (retailer_id, name, sub_title, description, full_price_cents,
         discount_price_cents, image, images, sizes, category_ids, barcode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10::int[], $11) RETURNING id`,
      [
        retailerId,
        product.name,
        product.subTitle,
        product.description,
        cents(product.fullPrice),
        cents(product.discountPrice),
        productImageFile(product.key),
        [productImageFile(product.key), ...product.scenes.map(coverFile)],
        product.sizes,
        [product.categoryId],
        `CNPY-${String(retailerId).padStart(3, '0')}-${product.key.toUpperCase()}`,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Could not seed offer ${product.name}`);
    offerIds.set(key, id);
    return id;
  };

  for (const [locationIndex, location] of locations.entries()) {
    let carried = PRODUCTS.filter((product) => location.category_ids.includes(product.categoryId));
    // Every shop sells a few basics, so no product list is empty.
    if (carried.length < 3) {
      carried = [
        ...carried,
        ...PRODUCTS.filter((product) => product.categoryId === 7 && !carried.includes(product)),
      ];
    }
    for (const product of carried) {
      const offerId = await offerFor(location.retailer_id, product);
      await tx.query(
        'INSERT INTO offer_locations (offer_id, retailer_location_id, stock) VALUES ($1, $2, $3)',
        [offerId, location.id, stockFor(locationIndex, PRODUCTS.indexOf(product))],
      );
    }
  }

  for (const promo of PROMO_CODES) {
    await tx.query(
      `INSERT INTO promo_codes (code, description, percent_off, amount_off_cents, expires_at,
         usage_limit, per_member_limit)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int), $6, $7)`,
      [
        promo.code,
        promo.description,
        promo.percentOff ?? null,
        promo.amountOffCents ?? null,
        promo.expiresInDays,
        promo.usageLimit,
        promo.perMemberLimit,
      ],
    );
  }

  for (const [key, amount] of Object.entries(STARTING_CREDIT_CENTS)) {
    const accountId = memberIds.get(key);
    if (accountId === undefined) continue;
    await tx.query(
      `INSERT INTO credit_ledger (account_id, amount_cents, entry_type, description)
       VALUES ($1, $2, 'STARTING_CREDIT', 'Welcome credit')`,
      [accountId, amount],
    );
  }
}

/** The shop the demo shop staff account works at (issue 36). */
export const DEMO_STAFFED_SHOP = 'Prairie Leaf Co. Lawrence';

/** The demo's shop staff: Jordan works the counter of one shop. */
export async function seedShopStaff(tx: Queryable, memberIds: Map<string, number>) {
  const jordan = memberIds.get('jordan');
  if (jordan === undefined) return;
  await tx.query(
    `INSERT INTO shop_staff (account_id, retailer_location_id)
     SELECT $1, id FROM retailer_locations WHERE name = $2`,
    [jordan, DEMO_STAFFED_SHOP],
  );
}
