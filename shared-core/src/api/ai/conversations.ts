import { searchAlbums } from '../albums.ts';
import type { Album, GetResult } from '../types.ts';
import type { ApiOk } from '../openapi.ts';
import type { AssistantSuggestion } from './assistant.ts';

/** One message of a saved conversation (the chat_bot album's metaData.messages). */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  text: string;
  /** ISO time. */
  at: string;
  suggestions: AssistantSuggestion[];
}

/** SPEC §7: the member's conversations with the assistant, most recently active first. */
export function listConversations(
  page: { start?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<GetResult<ApiOk<'/albums/search', 'get'>>> {
  return searchAlbums(
    { albumType: 'chat_bot', filter: 'MINE', sortField: 'ALBUM_UPDATED', ...page },
    signal,
  );
}

/** The messages of a conversation album; anything malformed in its metaData is skipped. */
export function conversationMessages(album: Pick<Album, 'metaData'>): ConversationMessage[] {
  const messages: unknown = album.metaData.messages;
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((entry: unknown): ConversationMessage[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { role, text, at, suggestions } = entry as Record<string, unknown>;
    if ((role !== 'user' && role !== 'assistant') || typeof text !== 'string') return [];
    return [
      {
        role,
        text,
        at: typeof at === 'string' ? at : '',
        suggestions: Array.isArray(suggestions) ? (suggestions as AssistantSuggestion[]) : [],
      },
    ];
  });
}
