import type { QueueActionName, QueueItem } from '@canopy/shared-core/staff';

/** The queue's actions as the toolbar and the dialog offer them, with their keys. */
export const QUEUE_ACTIONS: readonly {
  action: QueueActionName;
  label: string;
  /** The keyboard shortcut, if any. */
  key?: string;
  /** Only operators may (the server checks it too). */
  operatorOnly?: boolean;
  danger?: boolean;
}[] = [
  { action: 'dismiss', label: 'Dismiss', key: 'a' },
  { action: 'hide', label: 'Hide', key: 'h' },
  { action: 'delete', label: 'Delete', key: 'd', danger: true },
  { action: 'warn', label: 'Warn author' },
  { action: 'suspend', label: 'Suspend author' },
  { action: 'ban', label: 'Ban author', operatorOnly: true, danger: true },
];

/** What the dialog's title says is done to the items. */
export const ACTION_VERB: Record<QueueActionName, string> = {
  dismiss: 'Dismiss the reports on',
  hide: 'Hide',
  delete: 'Delete',
  warn: 'Warn the author of',
  suspend: 'Suspend the author of',
  ban: 'Ban the author of',
};

/** How a person calls each kind of item. */
export const KIND_LABEL: Record<QueueItem['kind'], string> = {
  ALBUM: 'Post',
  NOTE: 'Comment',
  CHAT_MESSAGE: 'Chat message',
  REVIEW: 'Review',
  ACCOUNT: 'Member profile',
};

export const STATE_LABEL: Record<QueueItem['state'], string> = {
  VISIBLE: 'Visible',
  UNDER_REVIEW: 'Hidden until reviewed',
  HIDDEN: 'Hidden by a moderator',
  REMOVED: 'Deleted',
};

export const REASON_LABEL: Record<string, string> = {
  SPAM: 'Spam or advertising',
  HARASSMENT: 'Harassment or hate',
  ILLEGAL_SALE: 'An illegal sale',
  UNDER_AGE: 'An under-age member',
  OTHER: 'Something else',
};

/** "3 items" / "1 item". */
export function itemsText(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
