import type { Queryable } from '../db/db.ts';
import { hashPassword } from '../lib/passwords.ts';
import { freeHandles, handleBaseFor, handleKey } from '../plugins/app/identity/handle-rules.ts';
import { avatarFile } from './media-catalog.ts';
import { TOWNS, type TownKey } from './places.ts';

import type { Role } from '../plugins/app/kernel/roles.ts';
import {
  DEMO_MEMBER,
  DEMO_MEMBER_PASSWORD,
  DEMO_MODERATOR,
  DEMO_SHOP_STAFF,
  DEMO_OPERATOR,
} from './demo-credentials.ts';

export const AUDIENCES = [
  { id: 2, name: 'Kansas Locals', description: 'Members around Kansas' },
  { id: 3, name: 'Growers Club', description: 'Home growers sharing tips and seeds' },
  { id: 4, name: 'Insiders', description: 'Early previews of new features and shops' },
  { id: 5, name: 'Canopy Team', description: 'The people running Canopy' },
] as const;

export interface SeedMember {
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  town: TownKey;
  audienceIds: number[];
  personalAudienceName: string;
  /** A member unless said. */
  role?: Role;
}

export const MEMBERS: SeedMember[] = [
  {
    key: 'dana',
    ...DEMO_MEMBER,
    firstName: 'Dana',
    lastName: 'Rivera',
    town: 'lawrence',
    audienceIds: [1, 2],
    personalAudienceName: 'Kansas Locals',
  },
  {
    key: 'casey',
    ...DEMO_OPERATOR,
    firstName: 'Casey',
    lastName: 'Morgan',
    town: 'topeka',
    audienceIds: [1, 2, 3, 4, 5],
    personalAudienceName: 'Canopy Team',
    role: 'operator',
  },
  member('marcus', 'Marcus', 'Bell', 'wichita', [1, 2, 3], 'Growers Club'),
  member('priya', 'Priya', 'Shah', 'lincoln', [1, 3], 'Growers Club'),
  member('jonah', 'Jonah', 'Whitfield', 'hays', [1, 2], 'Kansas Locals'),
  member('elena', 'Elena', 'Ortiz', 'denver', [1, 3], 'Growers Club'),
  member('sam', 'Sam', 'Okafor', 'topeka', [1, 2], 'Kansas Locals'),
  member('hannah', 'Hannah', 'Lindqvist', 'omaha', [1], 'Members'),
  member('tyler', 'Tyler', 'Brooks', 'salina', [1, 2], 'Kansas Locals'),
  member('maya', 'Maya', 'Chen', 'boulder', [1, 3, 4], 'Insiders'),
  member('luis', 'Luis', 'Romero', 'manhattan', [1, 2], 'Kansas Locals'),
  member('grace', 'Grace', 'Kim', 'kearney', [1], 'Members'),
  // Last, so the members above keep their seeded ages.
  {
    key: 'rowan',
    ...DEMO_MODERATOR,
    firstName: 'Rowan',
    lastName: 'Hale',
    town: 'lawrence',
    audienceIds: [1, 2, 5],
    personalAudienceName: 'Canopy Team',
    role: 'moderator',
  },
  // Works the counter at one shop (seeded in marketplace.ts): a member otherwise.
  {
    key: 'jordan',
    ...DEMO_SHOP_STAFF,
    firstName: 'Jordan',
    lastName: 'Reyes',
    town: 'lawrence',
    audienceIds: [1],
    personalAudienceName: 'Members',
  },
];

function member(
  key: string,
  firstName: string,
  lastName: string,
  town: TownKey,
  audienceIds: number[],
  personalAudienceName: string,
): SeedMember {
  return {
    key,
    email: `${firstName}.${lastName}@canopy.test`.toLowerCase(),
    password: DEMO_MEMBER_PASSWORD,
    firstName,
    lastName,
    town,
    audienceIds,
    personalAudienceName,
  };
}

// Hashing is the slow part of seeding; identical passwords share one hash per process.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * A handle per member, unique whatever its case: the name's (`dana.r`), or for a second
 * member of the same first name and initial the next free one (`dana.r2`).
 */
export function seedHandles(members: readonly SeedMember[]): string[] {
  const taken = new Set<string>();
  return members.map((entry) => {
    const [handle = 'member'] = freeHandles(handleBaseFor(entry.firstName, entry.lastName), taken);
    taken.add(handleKey(handle));
    return handle;
  });
}

/** Inserts audiences and members; returns member ids by key. */
export async function seedMembers(tx: Queryable): Promise<Map<string, number>> {
  for (const audience of AUDIENCES) {
    await tx.query(
      `INSERT INTO audiences (id, name, description) OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING`,
      [audience.id, audience.name, audience.description],
    );
  }
  const passwordHashes = await Promise.all(MEMBERS.map((entry) => hashOnce(entry.password)));
  const handles = seedHandles(MEMBERS);
  const ids = new Map<string, number>();
  for (const [index, entry] of MEMBERS.entries()) {
    const town = TOWNS[entry.town];
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, first_name, last_name, username,
         personal_audience_name, audience_ids, avatar, location_display, role,
         age_confirmed_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10, now(), now() - make_interval(days => $11::int))
       RETURNING id`,
      [
        entry.email,
        passwordHashes[index],
        entry.firstName,
        entry.lastName,
        handles[index],
        entry.personalAudienceName,
        entry.audienceIds,
        avatarFile(entry.firstName, entry.lastName),
        `${town.city}, ${town.state}`,
        entry.role ?? 'member',
        60 + index * 7,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`Could not seed ${entry.email}`);
    ids.set(entry.key, id);
  }
  return ids;
}
