import { apiPost } from '../../http/client.ts';
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

/** The form fields the API reads, all text except the recording. */
function formOf(question: AssistantQuestion): FormData {
  const fields: { [K in keyof AssistantForm]?: string } = {
    answers: JSON.stringify(question.answers ?? []),
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
 * Refusals (voice unavailable, conversation full) arrive as `valid: false` and show as toasts.
 */
export function askAssistant(question: AssistantQuestion): Promise<ApiOk<'/edy/stt', 'post'>> {
  return apiPost('/edy/stt', formOf(question));
}
