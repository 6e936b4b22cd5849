import { atom } from 'jotai';

/** The items the signed-in member (`ownerId`) reported, as `TYPE:id` keys. */
export interface ReportedState {
  ownerId: number;
  keys: ReadonlySet<string>;
}

export const reportedAtom = atom<ReportedState | null>(null);
