/** One turn of a conversation with the assistant, as stored in a chat_bot album. */
export interface ChatMessage {
  role: 'user' | 'assistant';
  text: string;
}

export const MAX_HISTORY_MESSAGES = 50;
const MAX_HISTORY_TEXT = 2000;

const ASSISTANT_ROLES = new Set(['assistant', 'bot', 'edy', 'ai', 'system']);
const TEXT_KEYS = ['text', 'content', 'message', 'transcript'] as const;

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim().slice(0, MAX_HISTORY_TEXT);
  return text === '' ? undefined : text;
}

function messagesOf(entry: unknown): ChatMessage[] {
  const text = textOf(entry);
  if (text) return [{ role: 'user', text }];
  if (typeof entry !== 'object' || entry === null) return [];
  const record = entry as Record<string, unknown>;
  // A question/answer pair, as some clients keep their "answers".
  const question = textOf(record.question);
  const answer = textOf(record.answer) ?? textOf(record.reply);
  if (question || answer) {
    return [
      ...(question ? [{ role: 'user' as const, text: question }] : []),
      ...(answer ? [{ role: 'assistant' as const, text: answer }] : []),
    ];
  }
  const said = TEXT_KEYS.map((key) => textOf(record[key])).find(Boolean);
  if (!said) return [];
  const role = typeof record.role === 'string' ? record.role.trim().toLowerCase() : 'user';
  return [{ role: ASSISTANT_ROLES.has(role) ? 'assistant' : 'user', text: said }];
}

/**
 * The `answers` form field: JSON text of the conversation so far, a list of messages
 * ({role, text}; content/message are read too) or question/answer pairs. Undefined when it
 * is not a JSON list; entries without text are skipped; only the latest turns are kept.
 */
export function parseHistory(raw: string | undefined): ChatMessage[] | undefined {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed.flatMap(messagesOf).slice(-MAX_HISTORY_MESSAGES);
}

/** The member's latest question before this one, for "tell me more". */
export function lastUserText(history: ChatMessage[]): string | undefined {
  return history.findLast((message) => message.role === 'user')?.text;
}
