// The demo members' published passwords (README), seeded only for the local demo
// (SEED=demo). A module of its own so checks outside the API (check-compose) can look
// for them without loading the seed.
export const DEMO_MEMBER = { email: 'demo@canopy.test', password: 'canopy-demo' } as const;
export const DEMO_OPERATOR = {
  email: 'operator@canopy.test',
  password: 'canopy-operator',
} as const;
/** A moderator of the demo community: the console's review tools, no roles or settings. */
export const DEMO_MODERATOR = {
  email: 'moderator@canopy.test',
  password: 'canopy-moderator',
} as const;
/** Staff of one demo shop (Prairie Leaf Co. Lawrence): its orders at the counter. */
export const DEMO_SHOP_STAFF = {
  email: 'staff@canopy.test',
  password: 'canopy-staff',
} as const;
/** Password of every other seeded member. */
export const DEMO_MEMBER_PASSWORD = 'canopy-member';
