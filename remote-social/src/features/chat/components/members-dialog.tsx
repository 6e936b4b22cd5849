import {
  addChatMembers,
  Button,
  color,
  font,
  leaveChat,
  Modal,
  removeChatMember,
  space,
  type Chat,
  BareList,
  MemberAvatar,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import { InlineError } from '../../../components/inline-error.tsx';

/**
 * A group's members and those invited: its creator adds and removes members and takes back
 * invitations; anyone may leave. Someone who does not follow the creator is invited rather
 * than added, and joins once they accept.
 */
export function MembersDialog({
  chat,
  meId,
  open,
  onClose,
  onChanged,
  onLeft,
}: {
  chat: Chat;
  meId: number;
  open: boolean;
  onClose: () => void;
  onChanged: (chat: Chat) => void;
  onLeft: () => void;
}) {
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const { busy, error, setError, run } = useSubmit();
  const manages = chat.ownerId === meId;

  const answered = (answer: { valid: true; item: Chat } | { valid: false; message: string }) => {
    // A refusal was shown as a toast by the client (SPEC §7): once.
    if (answer.valid) onChanged(answer.item);
  };

  return (
    <Modal open={open} onClose={onClose} title={`Members of ${chat.title}`}>
      <div css={{ display: 'grid', gap: space.md }}>
        <BareList gap="sm">
          {chat.members.map((member) => (
            <li
              key={member.accountId}
              css={{ display: 'flex', alignItems: 'center', gap: space.sm }}
            >
              <MemberAvatar src={member.profileImage} size={32} />
              <span css={{ flex: 1 }}>
                {member.display}
                {member.accountId === chat.ownerId && (
                  <span css={{ color: color.textMuted, fontSize: font.size.sm }}> · creator</span>
                )}
                {member.accountId === meId && (
                  <span css={{ color: color.textMuted, fontSize: font.size.sm }}> · you</span>
                )}
              </span>
              {manages && member.accountId !== meId && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Remove ${member.display}`}
                  onClick={() =>
                    void run(
                      async () => answered(await removeChatMember(chat.albumId, member.accountId)),
                      'The member could not be removed.',
                    )
                  }
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </BareList>
        {chat.invited.length > 0 && (
          <div css={{ display: 'grid', gap: space.sm }}>
            <h3 css={{ margin: 0, fontSize: font.size.md }}>Invited, not answered yet</h3>
            <BareList gap="sm" aria-label="Invited">
              {chat.invited.map((invitee) => (
                <li
                  key={invitee.accountId}
                  css={{ display: 'flex', alignItems: 'center', gap: space.sm }}
                >
                  <span css={{ flex: 1, color: color.textMuted }}>{invitee.display}</span>
                  {manages && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={`Withdraw the invitation to ${invitee.display}`}
                      onClick={() =>
                        void run(
                          async () =>
                            answered(await removeChatMember(chat.albumId, invitee.accountId)),
                          'The invitation could not be withdrawn.',
                        )
                      }
                    >
                      Withdraw
                    </Button>
                  )}
                </li>
              ))}
            </BareList>
          </div>
        )}
        {manages && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (picked.length === 0) return setError('Choose members to add.');
              void run(async () => {
                answered(
                  await addChatMembers(
                    chat.albumId,
                    picked.map((member) => member.accountId),
                  ),
                );
                setPicked([]);
              }, 'The members could not be added.');
            }}
            css={{ display: 'grid', gap: space.sm }}
          >
            <MemberPicker
              picked={picked}
              onChange={setPicked}
              exclude={[...chat.members, ...chat.invited].map((member) => member.accountId)}
            />
            <Button type="submit" disabled={busy}>
              Add members
            </Button>
          </form>
        )}
        <InlineError message={error} />
        <Button
          variant="danger"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const answer = await leaveChat(chat.albumId);
              if (answer.valid) onLeft();
            }, 'You could not leave the group.')
          }
        >
          Leave group
        </Button>
      </div>
    </Modal>
  );
}
