import {
  askAssistant,
  errorText,
  reasonText,
  showToast,
  streamAnswer,
  type AssistantSuggestion,
  type ConversationMessage,
} from '@canopy/shared-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toSpeechWav } from '../utils/speech-wav.ts';

export type MessageStatus = 'streaming' | 'complete' | 'interrupted' | 'failed';

export interface ThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  suggestions: AssistantSuggestion[];
  status: MessageStatus;
  /** Why the answer stopped short, shown with a Retry button. */
  error?: string;
  /** The configured model failed and the built-in engine answered. */
  notice?: string;
  /** For an answer: the question it answers, so Retry can ask it again. */
  question?: string;
}

export const OFFLINE_MESSAGE =
  'You are offline. What you see is kept; press Retry when you are back online.';
export const STOPPED_MESSAGE = 'You stopped this answer.';
const FAILED_MESSAGE = 'The answer could not be fetched. Press Retry to ask again.';

let nextId = 0;
const newId = () => `m${(nextId += 1)}`;

/** A saved conversation as the thread shows it. */
export function threadOf(saved: ConversationMessage[], questionBefore = ''): ThreadMessage[] {
  let question = questionBefore;
  return saved.map((message) => {
    if (message.role === 'user') question = message.text;
    const interrupted = (message as { status?: unknown }).status === 'interrupted';
    return {
      id: newId(),
      role: message.role,
      text: message.text,
      suggestions: message.suggestions,
      status: interrupted ? 'interrupted' : 'complete',
      ...(interrupted ? { error: 'This answer was cut off.' } : {}),
      ...(message.role === 'assistant' ? { question } : {}),
    };
  });
}

/**
 * One conversation with Edy: the messages, asking (the answer streams in), stopping and
 * retrying. `onSaved` hears the conversation's album id once the API has saved it.
 */
export function useAssistantThread(options: {
  albumId: number | undefined;
  initial: ThreadMessage[];
  onSaved: (albumId: number, isNew: boolean) => void;
}) {
  const [messages, setMessages] = useState<ThreadMessage[]>(options.initial);
  const [albumId, setAlbumId] = useState(options.albumId);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const onSaved = useRef(options.onSaved);
  onSaved.current = options.onSaved;
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => () => controller.current?.abort(), []);

  const update = (id: string, change: (message: ThreadMessage) => Partial<ThreadMessage>) =>
    setMessages((all) => all.map((m) => (m.id === id ? { ...m, ...change(m) } : m)));

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (text === '' || controller.current) return;
      const answers = messagesRef.current
        .filter((m) => m.text !== '')
        .map((m) => ({ role: m.role, text: m.text }));
      const answerId = newId();
      setMessages((all) => [
        ...all,
        { id: newId(), role: 'user', text, suggestions: [], status: 'complete' },
        {
          id: answerId,
          role: 'assistant',
          text: '',
          suggestions: [],
          status: 'streaming',
          question: text,
        },
      ]);
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        update(answerId, () => ({ status: 'failed', error: OFFLINE_MESSAGE }));
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      let current = albumId;
      try {
        const events = streamAnswer(
          current === undefined
            ? { text, answers, newConversation: true }
            : { text, answers, albumId: current },
          abort.signal,
        );
        let finished = false;
        for await (const event of events) {
          if (event.event === 'start') {
            update(answerId, () => ({ suggestions: event.suggestions }));
            if (event.albumId !== null && event.albumId !== current) {
              const isNew = current === undefined;
              current = event.albumId;
              setAlbumId(event.albumId);
              onSaved.current(event.albumId, isNew);
            }
          } else if (event.event === 'token') {
            update(answerId, (m) => ({ text: m.text + event.text }));
          } else if (event.event === 'notice') {
            update(answerId, () => ({ notice: event.message }));
          } else if (event.event === 'error') {
            update(answerId, () => ({ status: 'interrupted', error: event.message }));
          } else {
            finished = true;
            // The items the finished answer cites: a language model's are known only now.
            update(answerId, (m) => ({
              text: event.reply || m.text,
              status: m.status === 'interrupted' ? 'interrupted' : event.status,
              suggestions: event.suggestions ?? m.suggestions,
            }));
            if (event.albumId !== null) onSaved.current(event.albumId, false);
          }
        }
        if (!finished && !abort.signal.aborted) {
          update(answerId, (m) => ({
            status: m.text === '' ? 'failed' : 'interrupted',
            error: m.error ?? 'The connection broke while the answer was coming in.',
          }));
        }
      } catch (error) {
        const offline = typeof navigator !== 'undefined' && !navigator.onLine;
        update(answerId, (m) => ({
          status: m.text === '' ? 'failed' : 'interrupted',
          error: offline ? OFFLINE_MESSAGE : errorText(error, FAILED_MESSAGE),
        }));
      } finally {
        if (abort.signal.aborted) {
          update(answerId, (m) => ({
            status: m.text === '' ? 'failed' : 'interrupted',
            error: STOPPED_MESSAGE,
          }));
        }
        controller.current = undefined;
        setStreaming(false);
      }
    },
    [albumId],
  );

  const askAndTrack = useCallback(
    (question: string) => {
      if (controller.current) return;
      setStreaming(true);
      void ask(question);
    },
    [ask],
  );

  /** Stops the answer being written; what arrived stays. */
  const stop = useCallback(() => controller.current?.abort(), []);

  /** A spoken question: transcribed and answered by POST /edy/stt, saved like a typed one. */
  const askByVoice = useCallback(
    async (clip: Blob, voiceId: string) => {
      if (controller.current) return;
      setStreaming(true);
      const answers = messagesRef.current
        .filter((m) => m.text !== '')
        .map((m) => ({ role: m.role, text: m.text }));
      // The reason a spoken question got no answer, where the answer would have been.
      const refused = (reason: string) =>
        setMessages((all) => [
          ...all,
          {
            id: newId(),
            role: 'assistant',
            text: '',
            suggestions: [],
            status: 'failed',
            error: reason,
          },
        ]);
      try {
        // 16 kHz WAV is what the API's offline recogniser reads. A browser that cannot
        // decode its own recording sends it as recorded: a remote server reads that, and the
        // offline recogniser says clearly that it cannot.
        const wav = await toSpeechWav(clip).catch(() => undefined);
        const result = await askAssistant({
          audio: wav ?? clip,
          fileName: wav
            ? 'question.wav'
            : clip.type.includes('ogg')
              ? 'question.ogg'
              : 'question.webm',
          answers,
          voiceId: voiceId || undefined,
          ...(albumId === undefined ? { newConversation: true } : { albumId }),
        });
        if (!result.valid) {
          refused(result.message);
          return;
        }
        const answer = result.item;
        setMessages((all) => [
          ...all,
          {
            id: newId(),
            role: 'user',
            text: answer.transcript,
            suggestions: [],
            status: 'complete',
          },
          {
            id: newId(),
            role: 'assistant',
            text: answer.reply,
            suggestions: answer.suggestions,
            status: 'complete',
            question: answer.transcript,
          },
        ]);
        if (answer.albumId !== null) {
          if (answer.albumId !== albumId) setAlbumId(answer.albumId);
          onSaved.current(answer.albumId, albumId === undefined);
        }
      } catch (error) {
        const fallback = 'Your recording could not be sent. Try again, or type.';
        showToast(errorText(error, fallback));
        refused(reasonText(error, fallback));
      } finally {
        setStreaming(false);
      }
    },
    [albumId],
  );

  return { messages, albumId, streaming, ask: askAndTrack, stop, askByVoice };
}
