import {
  FormError,
  acceptChatInvitation,
  color,
  declineChatInvitation,
  font,
  space,
  type Chat,
  type ChatInvitation,
  BareList,
  MemberAvatar,
} from '@canopy/shared-core';
import { AcceptDeclineButtons } from '@canopy/shared-core/accept-decline-buttons';
import { panel, stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useId } from 'react';
import { plural, timeAgo } from '../../../utils/format.ts';

/**
 * Invitations to group chats from members the member does not follow: nothing of a group is
 * shown until they accept it. Accept opens the chat; Decline is final for that group.
 */
export function ChatInvitations({
  items,
  onJoined,
  onAnswered,
}: {
  items: ChatInvitation[];
  onJoined: (chat: Chat) => void;
  onAnswered: (chatId: number) => void;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      // Many invitations scroll on their own and leave room for the conversations.
      css={{ display: 'grid', gap: space.sm, flexShrink: 0, maxHeight: '45%', overflowY: 'auto' }}
    >
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Invitations
      </h2>
      <BareList gap="sm">
        {items.map((invitation) => (
          <InvitationItem
            key={invitation.albumId}
            invitation={invitation}
            onJoined={onJoined}
            onAnswered={onAnswered}
          />
        ))}
      </BareList>
    </section>
  );
}

function InvitationItem({
  invitation,
  onJoined,
  onAnswered,
}: {
  invitation: ChatInvitation;
  onJoined: (chat: Chat) => void;
  onAnswered: (chatId: number) => void;
}) {
  const { busy, error, setError, run } = useSubmit();
  const { albumId, title, inviter } = invitation;

  const answer = (accept: boolean) =>
    run(async () => {
      if (accept) {
        const joined = await acceptChatInvitation(albumId);
        if (!joined.valid) return setError(joined.message);
        onAnswered(albumId);
        onJoined(joined.item);
      } else {
        const declined = await declineChatInvitation(albumId);
        if (!declined.valid) return setError(declined.message);
        onAnswered(albumId);
      }
    }, 'That did not work. Try again.');

  return (
    <li css={[panel('sm'), stack('xs'), { background: color.surfaceAlt }]}>
      <span css={{ display: 'flex', alignItems: 'center', gap: space.sm, minWidth: 0 }}>
        <MemberAvatar src={inviter.profileImage} size={32} />
        <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {inviter.display} invited you to <strong>{title}</strong>
        </span>
      </span>
      <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
        {plural(invitation.memberCount, 'member')} · {timeAgo(invitation.dateCreated)}
      </span>
      <span css={{ display: 'flex', flexWrap: 'wrap', gap: space.sm }}>
        <AcceptDeclineButtons
          busy={busy}
          acceptLabel={`Accept the invitation to ${title}`}
          declineLabel={`Decline the invitation to ${title}`}
          onAnswer={(accept) => void answer(accept)}
        />
      </span>
      <FormError message={error} />
    </li>
  );
}
