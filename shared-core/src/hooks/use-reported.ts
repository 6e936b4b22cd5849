// Which items the member reported: read once per member (GET /flagable/flag/mine) and
// shared by every Report button, so a report shows as "Reported" at once and after a reload.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { getMyReports, type FlagTarget } from '../api/social/flags.ts';
import { isApiFailure } from '../api/types.ts';
import { userAtom } from '../session/session-atoms.ts';
import { reportedAtom } from '../state/reported-atoms.ts';
import { store } from '../state/store.ts';

const keyOf = (target: FlagTarget) => `${target.flagableType}:${target.flagableId}`;

let loading: number | null = null;

function load(ownerId: number): void {
  if (loading === ownerId) return;
  loading = ownerId;
  void getMyReports().then((answer) => {
    if (loading === ownerId) loading = null;
    if (isApiFailure(answer) || store.get(userAtom)?.id !== ownerId) return;
    const known = store.get(reportedAtom);
    const keys = new Set(answer.items.map(keyOf));
    // Reports made while the list was on its way are kept.
    if (known?.ownerId === ownerId) for (const key of known.keys) keys.add(key);
    store.set(reportedAtom, { ownerId, keys });
  });
}

/**
 * Whether the member reported `target`, and a way to record that they just did. `load`:
 * read the list when it is not known yet; without it (a wall card, whose first page draws
 * with no request of its own) only what is known.
 */
export function useReported(target: FlagTarget, { load: wanted = true } = {}) {
  const ownerId = useAtomValue(userAtom)?.id ?? 0;
  const state = useAtomValue(reportedAtom);
  const current = state?.ownerId === ownerId ? state : null;
  useEffect(() => {
    if (wanted && ownerId > 0 && current === null) load(ownerId);
  }, [wanted, ownerId, current]);
  const key = keyOf(target);
  return {
    reported: current?.keys.has(key) ?? false,
    markReported: () => {
      const known = store.get(reportedAtom);
      const keys = new Set(known?.ownerId === ownerId ? known.keys : []);
      keys.add(key);
      store.set(reportedAtom, { ownerId, keys });
    },
  };
}
