// Where a notification leads: the post it is about, the member who followed, the chat (or
// the chat page's invitations), the invite, the order, the shop's menu (low stock), the tournament or the badges page.
import { sharedPaths } from '../federation/shared-paths.ts';

export interface NotificationTarget {
  event: string;
  contentType: string;
  contentId: number | null;
  parentType: string | null;
  parentId: number | null;
  albumId: number | null;
  /** ALBUM_INVITE: the token the invite page opens with. */
  inviteToken?: string | null | undefined;
  sender: { accountId: number } | null;
}

export function notificationLink(target: NotificationTarget): string {
  if (target.albumId !== null) return sharedPaths.post(target.albumId);
  switch (target.event) {
    case 'FOLLOW':
      return target.sender
        ? `/account/overview?otherUserProfileId=${target.sender.accountId}`
        : sharedPaths.people();
    case 'CHAT_MESSAGE':
      return target.parentType === 'ALBUM' && target.parentId !== null
        ? sharedPaths.chat({ chatId: target.parentId })
        : sharedPaths.chat();
    case 'CHAT_INVITE':
      // The chat page lists the invitation with Accept and Decline; the chat stays closed.
      return sharedPaths.chat();
    case 'ALBUM_INVITE':
      // The invitee may not open the album itself before joining it through the invite.
      return target.inviteToken
        ? `/albums/invite?token=${encodeURIComponent(target.inviteToken)}`
        : sharedPaths.wall();
    case 'ORDER_STATUS':
      // A purchase's codes are in the wallet; a credit reload shows on the payments page.
      return target.contentType === 'CREDIT' ? sharedPaths.payments() : sharedPaths.wallet();
    case 'LOW_STOCK':
      // The staff area's menu marks the offer "Low stock".
      return sharedPaths.business();
    case 'TOURNAMENT':
      return target.contentId !== null
        ? sharedPaths.tournament(target.contentId)
        : sharedPaths.tournaments();
    case 'BADGE':
      return sharedPaths.badges();
    default:
      return sharedPaths.notifications();
  }
}
