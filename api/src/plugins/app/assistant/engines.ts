// How the assistant words its answer. Retrieval (what Canopy holds that the member may see)
// is always ours; an engine only turns the retrieved items into text, token by token.
import type { ChatMessage } from './history.ts';
import type { Reply } from './reply.ts';

export interface AnswerRequest {
  question: string;
  history: ChatMessage[];
  /** The built-in answer: its text, and the items it found, which are all an engine may cite. */
  retrieved: Reply;
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

/** The default: the composed answer, sent a word at a time. Needs no service. */
export const builtInEngine: AnswerEngine = {
  name: 'built-in',
  async *stream(request, signal) {
    for (const piece of textPieces(request.retrieved.reply)) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};

/**
 * The engine's whole answer, for POST /edy/stt, which answers in one piece: the built-in
 * wording when the engine fails or breaks off, since half an answer cannot be retried there.
 */
export async function wholeAnswer(engine: AnswerEngine, request: AnswerRequest): Promise<string> {
  let text = '';
  try {
    for await (const piece of engine.stream(request, new AbortController().signal)) text += piece;
  } catch (error) {
    if (!(error instanceof AnswerEngineError)) throw error;
    return request.retrieved.reply;
  }
  return text.trim() || request.retrieved.reply;
}

/** An OpenAI-compatible chat-completions server (Ollama, llama.cpp, vLLM, hosted ones). */
export interface ChatCompletionsOptions {
  /** The API base, e.g. http://localhost:11434/v1; `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** The whole answer must arrive within this many milliseconds. */
  timeoutMs: number;
}

const HISTORY_TURNS = 10;

/** The system prompt: who Edy is, and the only items it may cite. */
export function groundingPrompt(retrieved: Reply): string {
  const items = retrieved.suggestions.map(
    (item, index) => `[${index + 1}] ${item.type}: ${item.title} — ${item.subtitle}`,
  );
  return [
    "You are Edy, the assistant of Canopy, a community and marketplace app. Answer the member's",
    'question briefly, in plain sentences, using ONLY the items listed below, which Canopy found',
    'for them. Mention items by name and cite them with their number in brackets, e.g. [1].',
    'Never mention a product, shop, post, event or person that is not in the list, and do not',
    'invent prices or distances. If the list is empty, say plainly that you found nothing on',
    'Canopy for that. Give no medical advice.',
    '',
    items.length > 0 ? `Items:\n${items.join('\n')}` : 'Items: (none found)',
  ].join('\n');
}

/** One `data:` line of a streamed chat completion: its text, and whether it is the last. */
export function deltaOf(data: string): { content: string; finished: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw new AnswerEngineError('The language model sent a chunk that is not JSON');
  }
  const choice = (
    parsed as { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[] }
  ).choices?.[0];
  const content = choice?.delta?.content;
  return {
    content: typeof content === 'string' ? content : '',
    finished: typeof choice?.finish_reason === 'string',
  };
}

/** The `data:` payloads of a server-sent event stream, as they arrive. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
    }
  }
}

export function chatCompletionsEngine(options: ChatCompletionsOptions): AnswerEngine {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'chat-completions',
    async *stream(request, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const messages = [
        { role: 'system', content: groundingPrompt(request.retrieved) },
        ...request.history
          .slice(-HISTORY_TURNS)
          .map((message) => ({ role: message.role, content: message.text })),
        { role: 'user', content: request.question },
      ];
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: options.model, stream: true, messages }),
          signal: AbortSignal.any([signal, timeout]),
        });
      } catch (error) {
        if (signal.aborted) return;
        throw new AnswerEngineError(
          timeout.aborted
            ? 'The language model did not answer in time'
            : 'The language model could not be reached',
          { cause: error },
        );
      }
      if (!response.ok || !response.body) {
        throw new AnswerEngineError(`The language model answered HTTP ${response.status}`);
      }
      let finished = false;
      try {
        for await (const data of sseData(response.body)) {
          if (data === '[DONE]') return;
          const delta = deltaOf(data);
          if (delta.content !== '') yield delta.content;
          finished ||= delta.finished;
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof AnswerEngineError) throw error;
        throw new AnswerEngineError(
          timeout.aborted
            ? 'The language model took too long to answer'
            : 'The language model stopped in the middle of its answer',
          { cause: error },
        );
      }
      // A stream that ends without [DONE] or a finish reason was cut off.
      if (!finished && !signal.aborted) {
        throw new AnswerEngineError('The language model stopped in the middle of its answer');
      }
    },
  };
}
