/** One event as a stream sent it. */
export interface SseFrame {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  /** The next event, waiting for it; comment lines are counted, not returned. */
  next(): Promise<SseFrame>;
  /** Comment lines (heartbeats) seen so far. */
  readonly comments: string[];
  /** Settles when the server has ended the stream (or it was closed here). */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

/** Opens a text/event-stream over real HTTP and parses its frames as they arrive. */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const comments: string[] = [];
  const frames: SseFrame[] = [];
  const waiting: Array<(frame: SseFrame) => void> = [];
  let buffer = '';
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  const pump = async () => {
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const frame: SseFrame = { id: undefined, event: 'message', data: undefined };
        let isEvent = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('id: ')) frame.id = line.slice(4);
          else if (line.startsWith('event: ')) frame.event = line.slice(7);
          else if (line.startsWith('data: ')) {
            frame.data = JSON.parse(line.slice(6));
            isEvent = true;
          }
        }
        if (!isEvent) continue;
        const resolve = waiting.shift();
        if (resolve) resolve(frame);
        else frames.push(frame);
      }
    }
  };
  const ended = pump();
  return {
    status: response.status,
    comments,
    ended,
    next: () => {
      const frame = frames.shift();
      if (frame) return Promise.resolve(frame);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}
