// Chat: conversations between members (albums of type chat_single / chat_group) and their
// messages (notes).
import { apiDelete, apiGet, apiPost, apiPut } from '../../http/client.ts';
import type { ApiItem, ApiListItem, ApiOk } from '../openapi.ts';
import type { GetResult } from '../types.ts';

export type Chat = ApiListItem<'/chats/search', 'get'>;
export type ChatList = ApiOk<'/chats/search', 'get'>;
export type ChatMessage = ApiItem<'/chats/{id}/notes', 'post'>;
export type ChatHistoryPage = ApiOk<'/chats/{id}/notes', 'get'>;
export type ChatInvitation = ApiListItem<'/chats/invitations', 'get'>;

/** The member's conversations, most recent first, with unread counts. */
export function getChats(
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ChatList>> {
  return apiGet('/chats/search', { ...page }, signal);
}

/** Unread messages across the member's chats (the header's Chat badge; live: `chat-unread`). */
export function getChatUnreadCount(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/chats/count', 'get'>>> {
  return apiGet('/chats/count', undefined, signal);
}

export function getChat(
  chatId: number,
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/chats/{id}', 'get'>>> {
  return apiGet(`/chats/${chatId}`, undefined, signal);
}

/** The pair's one-to-one chat, started if they never talked. */
export function startSingleChat(accountId: number): Promise<ApiOk<'/chats/single', 'post'>> {
  return apiPost('/chats/single', { accountId });
}

export function createGroupChat(group: {
  title: string;
  accountIds: number[];
}): Promise<ApiOk<'/chats', 'post'>> {
  return apiPost('/chats', group);
}

export function addChatMembers(
  chatId: number,
  accountIds: number[],
): Promise<ApiOk<'/chats/{id}/members', 'post'>> {
  return apiPost(`/chats/${chatId}/members`, { accountIds });
}

/** Invitations to group chats waiting for the member's answer, newest first. */
export function getChatInvitations(
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/chats/invitations', 'get'>>> {
  return apiGet('/chats/invitations', undefined, signal);
}

/** Joins the group the member was invited to; answers the chat. */
export function acceptChatInvitation(
  chatId: number,
): Promise<ApiOk<'/chats/{id}/invitation/accept', 'post'>> {
  return apiPost(`/chats/${chatId}/invitation/accept`);
}

/** Says no to a group: it cannot invite the member again. */
export function declineChatInvitation(
  chatId: number,
): Promise<ApiOk<'/chats/{id}/invitation/decline', 'post'>> {
  return apiPost(`/chats/${chatId}/invitation/decline`);
}

/** Takes a member out of a group, or takes back their invitation (the creator only). */
export function removeChatMember(
  chatId: number,
  accountId: number,
): Promise<ApiOk<'/chats/{id}/members/{accountId}', 'delete'>> {
  return apiDelete(`/chats/${chatId}/members/${accountId}`);
}

export function leaveChat(chatId: number): Promise<ApiOk<'/chats/{id}/leave', 'post'>> {
  return apiPost(`/chats/${chatId}/leave`);
}

/** Messages newest first; pass the previous page's `nextCursor` for older ones. */
export function getChatMessages(
  chatId: number,
  page: { cursor?: string | null; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ChatHistoryPage>> {
  return apiGet(
    `/chats/${chatId}/notes`,
    { cursor: page.cursor ?? undefined, limit: page.limit },
    signal,
  );
}

/** Sending again with the same `clientMessageId` returns the stored message: never a duplicate. */
export function sendChatMessage(
  chatId: number,
  message: { comment: string; uploadIds: string[]; clientMessageId: string },
): Promise<ApiOk<'/chats/{id}/notes', 'post'>> {
  return apiPost(`/chats/${chatId}/notes`, message);
}

export function editChatMessage(
  chatId: number,
  noteId: number,
  comment: string,
): Promise<ApiOk<'/chats/{id}/notes/{noteId}', 'put'>> {
  return apiPut(`/chats/${chatId}/notes/${noteId}`, { comment });
}

export function deleteChatMessage(
  chatId: number,
  noteId: number,
): Promise<ApiOk<'/chats/{id}/notes/{noteId}', 'delete'>> {
  return apiDelete(`/chats/${chatId}/notes/${noteId}`);
}

/** Mutes or unmutes the chat for the member: its messages stop (or start) notifying them. */
export function setChatMuted(
  chatId: number,
  muted: boolean,
): Promise<ApiOk<'/chats/{id}/mute', 'put'>> {
  return apiPut(`/chats/${chatId}/mute`, { muted });
}

export function markChatRead(
  chatId: number,
  noteId: number,
): Promise<ApiOk<'/chats/{id}/read', 'post'>> {
  return apiPost(`/chats/${chatId}/read`, { noteId });
}

export function sendChatTyping(chatId: number): Promise<ApiOk<'/chats/{id}/typing', 'post'>> {
  return apiPost(`/chats/${chatId}/typing`);
}
