import { apiDelete, apiPost, apiPut, apiStream } from '../../http/client.ts';
import { isKnownLocation, locationAtom } from '../../state/location-atoms.ts';
import { store } from '../../state/store.ts';
import type { paths } from '../generated/api-schema.ts';
import type { ApiItem, ApiOk } from '../openapi.ts';

export type AssistantAnswer = ApiItem<'/edy/stt', 'post'>;
export type AssistantSuggestion = AssistantAnswer['suggestions'][number];
type AssistantForm = paths['/api/edy/stt']['post']['requestBody']['content']['multipart/form-data'];

/** One turn of the conversation so far, sent back as `answers`. */
export interface AssistantTurn {
  role: 'user' | 'assistant';
  text: string;
}

export type AssistantQuestion = ({ text: string } | { audio: Blob; fileName?: string }) & {
  /** The conversation so far. */
  answers?: AssistantTurn[];
  voiceId?: string;
  /** The member's chat_bot album to save the exchange to… */
  albumId?: number;
  /** …or start a new one. */
  newConversation?: boolean;
};

/**
 * The member's IANA time zone, so "tonight", "this weekend" and "open now" mean their own;
 * read when a question is asked (a page's first paint makes no Intl object).
 */
function memberTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The form fields the API reads, all text except the recording. */
function formOf(question: AssistantQuestion): FormData {
  const fields: { [K in keyof AssistantForm]?: string } = {
    answers: JSON.stringify(question.answers ?? []),
    timeZone: memberTimeZone(),
    voiceId: question.voiceId,
    albumId: question.albumId === undefined ? undefined : String(question.albumId),
    newConversation: question.newConversation ? 'true' : undefined,
  };
  if ('text' in question) fields.textnoaudio = question.text;
  // The client adds no position to /edy/stt bodies (SPEC §7), yet Edy's distances to shops
  // need one, so it travels as ordinary fields when known.
  const location = store.get(locationAtom);
  if (isKnownLocation(location)) {
    fields.latitude = String(location.latitude);
    fields.longitude = String(location.longitude);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if ('audio' in question)
    form.append('file', question.audio, question.fileName ?? 'question.webm');
  return form;
}

/**
 * SPEC §7 POST /edy/stt (multipart): ask Edy a typed (`text`) or recorded (`audio`) question.
 * Refusals (a recording not understood, conversation full) arrive as `valid: false` and show
 * as toasts.
 */
export function askAssistant(question: AssistantQuestion): Promise<ApiOk<'/edy/stt', 'post'>> {
  return apiPost('/edy/stt', formOf(question));
}

/** What POST /edy/stream sends, event by event (see its OpenAPI description). */
export type AnswerEvent =
  | {
      event: 'start';
      transcript: string;
      albumId: number | null;
      engine: string;
      suggestions: AssistantSuggestion[];
    }
  | { event: 'token'; text: string }
  | { event: 'notice'; message: string }
  | { event: 'error'; message: string; errorCode: string }
  | {
      event: 'done';
      reply: string;
      albumId: number | null;
      status: 'complete' | 'interrupted';
      /** The items the answer cites: a language model's are known only once it has answered. */
      suggestions?: AssistantSuggestion[];
    };

const ANSWER_EVENTS = new Set(['start', 'token', 'notice', 'error', 'done']);

export interface StreamQuestion {
  text: string;
  answers?: AssistantTurn[];
  albumId?: number;
  newConversation?: boolean;
}

/**
 * POST /edy/stream: ask Edy a typed question and receive the answer as it is worded.
 * Aborting `signal` stops the answer; what arrived so far stays valid.
 */
export async function* streamAnswer(
  question: StreamQuestion,
  signal?: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  const body = {
    textnoaudio: question.text,
    answers: question.answers ?? [],
    albumId: question.albumId,
    newConversation: question.newConversation,
    timeZone: memberTimeZone(),
  };
  for await (const { event, data } of apiStream('/edy/stream', body, signal)) {
    if (!ANSWER_EVENTS.has(event) || typeof data !== 'object' || data === null) continue;
    yield { ...(data as object), event } as AnswerEvent;
  }
}

/** Deletes one of the member's conversations with Edy. */
export function deleteConversation(
  albumId: number,
): Promise<ApiOk<'/edy/conversations/{id}', 'delete'>> {
  return apiDelete(`/edy/conversations/${albumId}`);
}

/** Renames a conversation (its chat_bot album's title). */
export function renameConversation(
  albumId: number,
  title: string,
): Promise<ApiOk<'/albums/{id}', 'put'>> {
  return apiPut(`/albums/${albumId}`, { title });
}
