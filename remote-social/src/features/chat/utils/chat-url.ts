import { sharedPaths } from '@canopy/shared-core';

/** SPEC §2: /browse/chat?chatId=&chatType=chat_single|chat_group opens a conversation. */
export function chatUrl(chat: { albumId: number; albumType: string }): string {
  return sharedPaths.chat({ chatId: chat.albumId, chatType: chat.albumType });
}
