// Pure rules of chat: what a message, a group and a page of history may be.

/** Longest message text, in characters (a long letter; anything longer is a document). */
export const MAX_MESSAGE_LENGTH = 4000;
/** Photos one message may carry (the same as a post). */
export const MAX_MESSAGE_PHOTOS = 10;
/** Members a group may have, its creator included. */
export const MAX_GROUP_MEMBERS = 50;
export const MAX_GROUP_NAME_LENGTH = 80;
export const DEFAULT_HISTORY_PAGE = 30;
export const MAX_HISTORY_PAGE = 100;

export type ChatType = 'chat_single' | 'chat_group';

/** Why a message cannot be sent or saved as it is, or undefined when it can. */
export function messageProblem(text: string, photoCount: number): string | undefined {
  if (text.trim() === '' && photoCount === 0) return 'Write a message or add a photo.';
  if (text.length > MAX_MESSAGE_LENGTH) {
    return `A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters (this one has ${text.length.toLocaleString('en-US')}).`;
  }
  if (photoCount > MAX_MESSAGE_PHOTOS) {
    return `A message can have at most ${MAX_MESSAGE_PHOTOS} photos.`;
  }
  return undefined;
}

/** Why a group cannot be created or renamed with this name, or undefined when it can. */
export function groupNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the group a name.';
  if (trimmed.length > MAX_GROUP_NAME_LENGTH) {
    return `A group name can be at most ${MAX_GROUP_NAME_LENGTH} characters.`;
  }
  return undefined;
}

/** The pair key of a one-to-one chat: the smaller account id first. */
export function chatPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** A history page size within bounds. */
export function historyLimit(limit: number | undefined): number {
  return Math.min(MAX_HISTORY_PAGE, Math.max(1, Math.floor(limit ?? DEFAULT_HISTORY_PAGE)));
}

/**
 * The id of the oldest message of a page as the cursor for the page before it; undefined
 * for anything this API did not hand out.
 */
export function decodeBeforeCursor(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * Messages a member may send in a one-to-one chat before the other member has answered
 * once: enough to introduce oneself, too few to flood a stranger's inbox (issue 32).
 */
export const UNANSWERED_MESSAGE_CAP = 3;

export interface UnansweredState {
  /** Messages the sender has in the chat. */
  sent: number;
  /** Whether the other member has ever written in it. */
  otherHasWritten: boolean;
  /** Whether the other member follows the sender: they want to hear from them. */
  otherFollowsSender: boolean;
  otherName: string;
}

/** Why the sender must wait for an answer before another message, or undefined when not. */
export function awaitingReplyRefusal(state: UnansweredState): string | undefined {
  if (state.otherHasWritten || state.otherFollowsSender) return undefined;
  if (state.sent < UNANSWERED_MESSAGE_CAP) return undefined;
  return `Wait for ${state.otherName} to reply before sending more messages.`;
}

/**
 * How a member named for a group gets in: directly when they follow the member adding them,
 * otherwise by an invitation they accept. Someone who declined this group is not added nor
 * asked again; someone already invited is not notified twice.
 */
export function groupEntryOf(candidate: {
  followsAdder: boolean;
  invitation: 'pending' | 'declined' | null;
}): 'added' | 'invited' | 'not-asked' {
  if (candidate.invitation === 'declined') return 'not-asked';
  if (candidate.followsAdder) return 'added';
  return candidate.invitation === 'pending' ? 'not-asked' : 'invited';
}
