import { space } from '@canopy/shared-core';

/** A bare list whose items wrap side by side (members, joined albums, share links). */
export const wrappingList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
} as const;
