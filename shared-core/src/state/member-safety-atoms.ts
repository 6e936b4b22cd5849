import { atom } from 'jotai';
import type { HiddenMember } from '../api/social/member-safety.ts';

/** The members the signed-in member (`ownerId`) blocked or muted, as last read or changed. */
export type HiddenMembersState =
  | { ownerId: number; status: 'loading' }
  | { ownerId: number; status: 'error'; message: string }
  | { ownerId: number; status: 'ready'; members: HiddenMember[] };

export const hiddenMembersAtom = atom<HiddenMembersState | null>(null);
