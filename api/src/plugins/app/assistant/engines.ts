// How the assistant words its answer. Retrieval (what Canopy holds that the member may see)
// is always ours: the built-in engine words the built-in answer, and a language model may
// only search through the assistant's tools, as the member.
import type { Reply } from './candidate.ts';
import type { ChatMessage } from './history.ts';
import type { AssistantTools } from './tools.ts';

export interface AnswerRequest {
  question: string;
  history: ChatMessage[];
  /** The built-in answer: its text and the items it cites. */
  builtIn: () => Promise<Reply>;
  /** The searches a language model may call; they remember what they returned. */
  tools: AssistantTools;
  /** Now, as the member reads it ("Sunday, November 29, 2026, 10:51 PM, America/Chicago"). */
  today: string;
}

export interface AnswerEngine {
  /** `built-in` or `chat-completions`, reported to the client. */
  readonly name: string;
  /** The answer as text pieces, in order; throws AnswerEngineError when it cannot go on. */
  stream(request: AnswerRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** The engine failed: could not be reached, answered an error, timed out or broke off. */
export class AnswerEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnswerEngineError';
  }
}

/** Words with their following space, so the text builds up as it would be typed. */
export function textPieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/** The default: the built-in answer, sent a word at a time. Needs no service. */
export const builtInEngine: AnswerEngine = {
  name: 'built-in',
  async *stream(request, signal) {
    for (const piece of textPieces((await request.builtIn()).reply)) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};

/** The items an engine's text may cite: the built-in answer's, or what the tools returned. */
export async function citationsOf(
  engine: AnswerEngine,
  request: AnswerRequest,
  text: string,
): Promise<Reply['suggestions']> {
  return engine === builtInEngine
    ? (await request.builtIn()).suggestions
    : request.tools.cited(text);
}

/**
 * The engine's whole answer, for POST /edy/stt, which answers in one piece: the built-in
 * answer when the engine fails or breaks off, since half an answer cannot be retried there.
 */
export async function wholeAnswer(engine: AnswerEngine, request: AnswerRequest): Promise<Reply> {
  let text = '';
  try {
    for await (const piece of engine.stream(request, new AbortController().signal)) text += piece;
  } catch (error) {
    if (!(error instanceof AnswerEngineError)) throw error;
    return request.builtIn();
  }
  const reply = text.trim();
  if (reply === '') return request.builtIn();
  return { reply, suggestions: await citationsOf(engine, request, reply) };
}
