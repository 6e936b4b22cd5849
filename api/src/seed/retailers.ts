import type { Queryable } from '../db/db.ts';
import { stateTimeZone } from '../lib/time-zones.ts';
import { RETAILER_ART, retailerLogoFile, STOREFRONTS } from './media-catalog.ts';
import { TOWNS, type TownKey } from './places.ts';

export const RETAILER_CATEGORIES = [
  { id: 1, name: 'Flower' },
  { id: 2, name: 'Edibles' },
  { id: 3, name: 'Pre-rolls' },
  { id: 4, name: 'Vapes' },
  { id: 5, name: 'CBD & Wellness' },
  { id: 6, name: 'Topicals' },
  { id: 7, name: 'Accessories' },
  { id: 8, name: 'Delivery' },
  { id: 9, name: 'Medical' },
] as const;

type Day = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
const DAYS: Day[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

type HoursPlan = 'standard' | 'late' | 'early' | 'closedSunday';

export function openingHours(plan: HoursPlan) {
  return DAYS.map((day) => {
    const weekend = day === 'SATURDAY' || day === 'SUNDAY';
    if (plan === 'closedSunday' && day === 'SUNDAY') return { day, open: null, close: null };
    if (plan === 'late') return { day, open: '10:00', close: day === 'FRIDAY' ? '22:00' : '21:00' };
    if (plan === 'early') return { day, open: '08:00', close: weekend ? '17:00' : '19:00' };
    return { day, open: weekend ? '10:00' : '09:00', close: day === 'SUNDAY' ? '18:00' : '21:00' };
  });
}

interface SeedLocation {
  town: TownKey;
  street: string;
  hours: HoursPlan;
  categories: number[];
  /** Small offset (degrees) so shops in one town do not share a point. */
  nudge?: [number, number];
}

interface SeedRetailer {
  slug: string;
  description: string;
  locations: SeedLocation[];
}

const RETAILERS: SeedRetailer[] = [
  {
    slug: 'prairie-leaf',
    description: 'Family-run shops with weekly education nights.',
    locations: [
      {
        town: 'lawrence',
        street: '812 Massachusetts St',
        hours: 'standard',
        categories: [1, 2, 3, 7],
      },
      { town: 'topeka', street: '2120 SW Gage Blvd', hours: 'standard', categories: [1, 2, 5] },
      { town: 'manhattan', street: '1130 Moro St', hours: 'late', categories: [1, 3, 4, 7] },
    ],
  },
  {
    slug: 'high-plains',
    description: 'Apothecary-style counters and knowledgeable staff.',
    locations: [
      { town: 'hays', street: '1012 Main St', hours: 'closedSunday', categories: [5, 6, 9] },
      { town: 'salina', street: '145 S Santa Fe Ave', hours: 'standard', categories: [1, 5, 6] },
      {
        town: 'dodgeCity',
        street: '601 W Wyatt Earp Blvd',
        hours: 'closedSunday',
        categories: [5, 9],
      },
    ],
  },
  {
    slug: 'sunflower-wellness',
    description: 'Wellness-first: CBD, topicals and gentle edibles.',
    locations: [
      { town: 'wichita', street: '300 E Douglas Ave', hours: 'late', categories: [2, 5, 6, 8] },
      { town: 'hutchinson', street: '22 N Main St', hours: 'standard', categories: [5, 6] },
      { town: 'abilene', street: '305 N Buckeye Ave', hours: 'early', categories: [5, 6, 7] },
    ],
  },
  {
    slug: 'cornhusker',
    description: 'Botanicals and accessories across eastern Nebraska.',
    locations: [
      { town: 'lincoln', street: '1400 O St', hours: 'late', categories: [1, 2, 4, 7] },
      { town: 'omaha', street: '1111 Howard St', hours: 'late', categories: [1, 2, 3, 4, 8] },
      { town: 'grandIsland', street: '310 W 3rd St', hours: 'standard', categories: [5, 7] },
    ],
  },
  {
    slug: 'platte-river',
    description: 'Remedies and river-town hospitality.',
    locations: [
      { town: 'kearney', street: '2020 Central Ave', hours: 'standard', categories: [5, 6, 9] },
      { town: 'northPlatte', street: '501 N Dewey St', hours: 'closedSunday', categories: [5, 9] },
      { town: 'hastings', street: '640 W 2nd St', hours: 'early', categories: [5, 6] },
    ],
  },
  {
    slug: 'mile-high',
    description: 'Seedlings, a terpene tasting bar and a greenhouse you can tour.',
    locations: [
      { town: 'denver', street: '1550 Larimer St', hours: 'late', categories: [1, 2, 3, 4, 7, 8] },
      { town: 'boulder', street: '1905 Pearl St', hours: 'standard', categories: [1, 2, 5, 7] },
    ],
  },
  {
    slug: 'front-range',
    description: 'Craft flower from small Colorado growers.',
    locations: [
      { town: 'fortCollins', street: '210 Linden St', hours: 'standard', categories: [1, 3, 4] },
      {
        town: 'coloradoSprings',
        street: '118 N Tejon St',
        hours: 'late',
        categories: [1, 2, 3, 4],
      },
      { town: 'pueblo', street: '225 S Union Ave', hours: 'standard', categories: [1, 3, 8] },
    ],
  },
  {
    slug: 'heartland-harvest',
    description: 'Small-town shops at the heart of the country.',
    locations: [
      { town: 'lebanon', street: '120 Main St', hours: 'early', categories: [5, 6, 7] },
      { town: 'smithCenter', street: '101 S Main St', hours: 'closedSunday', categories: [5, 7] },
      { town: 'concordia', street: '612 Washington St', hours: 'standard', categories: [1, 5, 6] },
      { town: 'gardenCity', street: '410 N Main St', hours: 'standard', categories: [1, 2, 5] },
    ],
  },
  {
    slug: 'tallgrass',
    description: 'Late hours and a big pre-roll menu.',
    locations: [
      {
        town: 'topeka',
        street: '3600 SW Topeka Blvd',
        hours: 'late',
        categories: [1, 3, 4, 8],
        nudge: [-0.04, 0.02],
      },
      {
        town: 'wichita',
        street: '7700 E Kellogg Dr',
        hours: 'late',
        categories: [1, 3, 4],
        nudge: [0.01, 0.08],
      },
    ],
  },
  {
    // Far from the default point, so range filters have something to exclude.
    slug: 'northern-lights',
    description: 'The northernmost shop on Canopy.',
    locations: [
      { town: 'anchorage', street: '405 W 4th Ave', hours: 'standard', categories: [1, 2, 7] },
    ],
  },
];

export async function seedRetailers(tx: Queryable): Promise<void> {
  for (const category of RETAILER_CATEGORIES) {
    await tx.query(
      `INSERT INTO categories (id, name, kind) OVERRIDING SYSTEM VALUE VALUES ($1, $2, 'RETAILER')`,
      [category.id, category.name],
    );
  }
  let pictureIndex = 0;
  for (const retailer of RETAILERS) {
    const art = RETAILER_ART.find((candidate) => candidate.slug === retailer.slug);
    if (!art) throw new Error(`No artwork for retailer ${retailer.slug}`);
    const website = `https://${retailer.slug}.canopy.example`;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO retailers (name, description, logo, picture, website)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [art.name, retailer.description, retailerLogoFile(art.slug), null, website],
    );
    const retailerId = rows[0]?.id;
    if (retailerId === undefined) throw new Error(`Could not seed ${art.name}`);
    for (const location of retailer.locations) {
      const town = TOWNS[location.town];
      const [dLat, dLng] = location.nudge ?? [0.004, -0.006];
      const picture = STOREFRONTS[pictureIndex % STOREFRONTS.length]?.file ?? null;
      pictureIndex += 1;
      await tx.query(
        `INSERT INTO retailer_locations (retailer_id, name, description, street, city, state,
           postal_code, phone, email, website, latitude, longitude, hours, logo, picture,
           category_ids, time_zone)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16::int[],
           $17)`,
        [
          retailerId,
          `${art.name} ${town.city}`,
          retailer.description,
          location.street,
          town.city,
          town.state,
          town.postalCode,
          `(555) 555-01${String(pictureIndex).padStart(2, '0')}`,
          `hello.${town.city.toLowerCase().replace(/[^a-z]/g, '')}@${retailer.slug}.canopy.example`,
          website,
          Math.round((town.latitude + dLat) * 1e6) / 1e6,
          Math.round((town.longitude + dLng) * 1e6) / 1e6,
          JSON.stringify(openingHours(location.hours)),
          null,
          picture,
          location.categories,
          stateTimeZone(town.state),
        ],
      );
    }
  }
}
