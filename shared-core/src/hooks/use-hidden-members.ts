// Whom the member blocked or muted: read once per member and shared by every menu, card and
// the settings list, so hiding someone from a post's menu shows at once everywhere.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import {
  getHiddenMembers,
  hideMember,
  unhideMember,
  type HiddenMember,
  type HideKind,
} from '../api/social/member-safety.ts';
import { isApiFailure } from '../api/types.ts';
import { errorText } from '../http/api-error.ts';
import { userAtom } from '../session/session-atoms.ts';
import { hiddenMembersAtom } from '../state/member-safety-atoms.ts';
import { store } from '../state/store.ts';
import { showToast } from '../state/toast-atoms.ts';

/** A member as a menu names them. */
export interface HideableMember {
  accountId: number;
  display: string;
  username: string;
}

let loading: { ownerId: number; done: Promise<void> } | null = null;

/** Reads the list for `ownerId`, once however many components ask at the same time. */
function load(ownerId: number): Promise<void> {
  if (loading?.ownerId === ownerId) return loading.done;
  store.set(hiddenMembersAtom, { ownerId, status: 'loading' });
  const done = getHiddenMembers().then((answer) => {
    if (store.get(userAtom)?.id !== ownerId) return;
    store.set(
      hiddenMembersAtom,
      isApiFailure(answer)
        ? { ownerId, status: 'error', message: answer.message }
        : { ownerId, status: 'ready', members: answer.items },
    );
  });
  loading = { ownerId, done };
  void done.finally(() => {
    if (loading?.done === done) loading = null;
  });
  return done;
}

function withMembers(ownerId: number, change: (members: HiddenMember[]) => HiddenMember[]) {
  const state = store.get(hiddenMembersAtom);
  const members = state?.ownerId === ownerId && state.status === 'ready' ? state.members : [];
  store.set(hiddenMembersAtom, { ownerId, status: 'ready', members: change(members) });
}

const DONE: Record<HideKind, (name: string) => string> = {
  MUTE: (name) => `You muted ${name}. Their posts, comments and notifications are hidden.`,
  BLOCK: (name) => `You blocked ${name}. You no longer see each other or message each other.`,
};

/** Blocks or mutes `member`; true when done (a refusal was shown as a toast by the client). */
async function hide(ownerId: number, member: HideableMember, kind: HideKind): Promise<boolean> {
  try {
    const answer = await hideMember(member.accountId, kind);
    if (!answer.valid) return false;
    withMembers(ownerId, (members) => [
      answer.item,
      ...members.filter((entry) => entry.account.accountId !== member.accountId),
    ]);
    showToast(DONE[kind](member.display), 'success');
    return true;
  } catch (caught) {
    showToast(errorText(caught, 'That did not work. Try again.'));
    return false;
  }
}

/** Unblocks or unmutes `member`; true when done. */
async function undo(ownerId: number, member: HideableMember, kind: HideKind): Promise<boolean> {
  try {
    const answer = await unhideMember(member.accountId);
    if (!answer.valid) return false;
    withMembers(ownerId, (members) =>
      members.filter((entry) => entry.account.accountId !== member.accountId),
    );
    showToast(`You ${kind === 'BLOCK' ? 'unblocked' : 'unmuted'} ${member.display}.`, 'success');
    return true;
  } catch (caught) {
    showToast(errorText(caught, 'That did not work. Try again.'));
    return false;
  }
}

/**
 * The signed-in member's blocked and muted members, with the ways to change them. `load`:
 * read the list from the API when it is not known yet (the settings list, an open menu);
 * without it, only what is known (post and comment cards, which the server already
 * filtered, so they only need to hear of a member hidden since).
 */
export function useHiddenMembers({ load: wanted = true }: { load?: boolean } = {}) {
  const me = useAtomValue(userAtom);
  const state = useAtomValue(hiddenMembersAtom);
  const ownerId = me?.id ?? 0;
  const current = state?.ownerId === ownerId ? state : null;
  useEffect(() => {
    if (wanted && ownerId > 0 && current === null) void load(ownerId);
  }, [wanted, ownerId, current]);
  return {
    state: current ?? { ownerId, status: 'loading' as const },
    reload: () => {
      store.set(hiddenMembersAtom, null);
    },
    hide: (member: HideableMember, kind: HideKind) => hide(ownerId, member, kind),
    undo: (member: HideableMember, kind: HideKind) => undo(ownerId, member, kind),
  };
}

/**
 * Whether the signed-in member blocked or muted `accountId`, as far as it is known (null:
 * neither, or not known); `load` as for useHiddenMembers.
 */
export function useHiddenKind(accountId: number, { load = false } = {}): HideKind | null {
  const { state } = useHiddenMembers({ load });
  if (state.status !== 'ready') return null;
  return state.members.find((entry) => entry.account.accountId === accountId)?.kind ?? null;
}
