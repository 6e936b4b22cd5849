// What the chat routes of this folder share: refusals, counts of those named, descriptions.
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { HttpError, refuse, type Refusal } from '../../../lib/errors.ts';
import { ChatRefusal } from '../../../plugins/app/chat/chat-refusal.ts';
import { Chat, type ChatResponse } from '../../../schemas/chats.ts';
import { ErrorEnvelope, ItemEnvelope } from '../../../schemas/common.ts';

export const MEMBERS_ONLY = '404 when the chat does not exist or you are not one of its members.';

export function invalid(message: string): HttpError {
  return new HttpError(400, 'VALIDATION_ERROR', message);
}

/** A rule of the chat saying no becomes `valid: false` (shown as a toast); the rest is thrown on. */
export async function refusing<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChatRefusal) return refuse(error.errorCode, error.message);
    throw error;
  }
}

export const ChatOrRefusal = Type.Union([ItemEnvelope(Chat), ErrorEnvelope]);

/** The members a request names other than the member sending it (who may be named too). */
export const othersNamed = (request: FastifyRequest) => {
  const named = new Set((request.body as { accountIds: number[] }).accountIds);
  named.delete(request.user?.id ?? 0);
  return named.size;
};

/** "Your group is ready." and, when some were invited rather than added, what that means. */
export function groupMessage(done: string, chat: ChatResponse): string {
  const invited = chat.invited.length;
  if (invited === 0) return done;
  const who = invited === 1 ? '1 member is' : `${invited} members are`;
  return `${done} ${who} invited and will join when they accept.`;
}
