import { expect, it } from 'vitest';
import { readEvents, type StreamEvent } from '../client.ts';

/** A body that arrives in exactly these pieces. */
function body(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readEvents(stream)) events.push(event);
  return events;
}

it('reads events split anywhere across chunks, CRLF or LF, in order', async () => {
  const events = await all(
    body([
      'event: start\ndata: {"a',
      '":1}\n',
      '\nevent: token\r\ndata: {"text":"caf',
      '\u00e9 "}\r\n\r\n',
      'data: {"plain":true}\n\n',
    ]),
  );
  expect(events).toEqual([
    { event: 'start', data: { a: 1 } },
    { event: 'token', data: { text: 'café ' } },
    { event: 'message', data: { plain: true } },
  ]);
});

it('skips comments and data that is not JSON, and an unfinished last event', async () => {
  const events = await all(
    body([': keep-alive\n\n', 'event: token\ndata: not json\n\n', 'event: done\ndata: {"x"']),
  );
  expect(events).toEqual([]);
});
