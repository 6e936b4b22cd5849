import { socialPaths } from '../../../utils/paths.ts';

/** SPEC §2: /browse/chat?chatId=&chatType=chat_single|chat_group opens a conversation. */
export function chatUrl(chat: { albumId: number; albumType: string }): string {
  return socialPaths.chat({ chatId: chat.albumId, chatType: chat.albumType });
}
