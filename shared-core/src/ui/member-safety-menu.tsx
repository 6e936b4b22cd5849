import { useState } from 'react';
import type { HideKind } from '../api/social/member-safety.ts';
import {
  useHiddenKind,
  useHiddenMembers,
  type HideableMember,
} from '../hooks/use-hidden-members.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { color, space } from './tokens.ts';
import { visuallyHidden } from './visually-hidden.ts';

const WHAT_IT_DOES: Record<HideKind, string> = {
  MUTE: 'Mute: their posts, comments, messages and notifications disappear for you. They are not told.',
  BLOCK:
    'Block: the same, both ways; neither of you can message the other or add the other to a ' +
    'group chat, and you leave each other’s member lists and search. They are not told.',
};

/**
 * "Mute or block" for another member (on their profile, and in a post's or comment's
 * actions): a dialog that says what each does, or undoes what was done.
 */
export function MemberSafetyMenu({
  member,
  size = 'sm',
  showState = false,
}: {
  member: HideableMember;
  size?: 'sm' | 'md';
  /** Read whether they are blocked or muted at once (a profile), not only on opening. */
  showState?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const kind = useHiddenKind(member.accountId, { load: showState || open });
  const { state, hide, undo } = useHiddenMembers({ load: false });
  const waiting = busy || state.status === 'loading';

  // What can be done now: mute or block a shown member, undo a mute or block, or go from
  // muted to blocked.
  const choices: { label: string; variant: 'secondary' | 'danger'; act: () => Promise<boolean> }[] =
    [];
  if (kind === null)
    choices.push({ label: 'Mute', variant: 'secondary', act: () => hide(member, 'MUTE') });
  if (kind !== null) {
    const undone = kind === 'BLOCK' ? 'Unblock' : 'Unmute';
    choices.push({ label: undone, variant: 'secondary', act: () => undo(member, kind) });
  }
  if (kind !== 'BLOCK')
    choices.push({ label: 'Block', variant: 'danger', act: () => hide(member, 'BLOCK') });

  async function run(action: () => Promise<boolean>) {
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done) setOpen(false);
  }

  return (
    <>
      <Button variant="ghost" size={size} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {kind === 'BLOCK' ? 'Blocked' : kind === 'MUTE' ? 'Muted' : 'Mute or block'}
        <span css={visuallyHidden}> {member.display}</span>
      </Button>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={`Mute or block ${member.display} (@${member.username})`}
        >
          <div css={{ display: 'grid', gap: space.md }}>
            {kind && (
              <p css={{ margin: 0 }}>
                You {kind === 'BLOCK' ? 'blocked' : 'muted'} {member.display}.
              </p>
            )}
            <p css={{ margin: 0, color: color.textMuted }}>{WHAT_IT_DOES.MUTE}</p>
            <p css={{ margin: 0, color: color.textMuted }}>{WHAT_IT_DOES.BLOCK}</p>
            <div
              css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm, justifyContent: 'flex-end' }}
            >
              <Button variant="secondary" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              {choices.map((choice) => (
                <Button
                  key={choice.label}
                  variant={choice.variant}
                  disabled={waiting}
                  onClick={() => void run(choice.act)}
                >
                  {choice.label}
                </Button>
              ))}
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
