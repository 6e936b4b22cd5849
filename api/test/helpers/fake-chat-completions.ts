import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of a scripted conversation: calls to tools, or streamed text. */
export type FakeTurn = { toolCalls: { name: string; arguments: unknown }[] } | { chunks: string[] };

/** What the stand-in language model does with the next request. */
export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[] }
  /** Answers each request with the next turn (the last one again once they run out). */
  | { kind: 'script'; turns: FakeTurn[] }
  /** Sends these chunks, then drops the connection without finishing. */
  | { kind: 'break'; chunks: string[] }
  | { kind: 'fail'; status: number }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

export interface FakeChatCompletions {
  /** The API base to configure, e.g. http://127.0.0.1:1234/v1. */
  baseUrl: string;
  behaviour: FakeBehaviour;
  received: { authorization: string | undefined; body: Record<string, unknown> }[];
  close: () => Promise<void>;
}

const event = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const chunk = (content: string, finish: string | null = null) => event({ content }, finish);

/** Tool calls streamed as the OpenAI API does: the name first, the arguments in pieces. */
function toolCallEvents(calls: { name: string; arguments: unknown }[], turn: number): string {
  return calls
    .flatMap((call, index) => {
      const args =
        typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
      const half = Math.ceil(args.length / 2);
      const id = `call_${turn}_${index}`;
      return [
        event({
          role: 'assistant',
          tool_calls: [
            { index, id, type: 'function', function: { name: call.name, arguments: '' } },
          ],
        }),
        ...[args.slice(0, half), args.slice(half)].map((piece) =>
          event({ tool_calls: [{ index, function: { arguments: piece } }] }),
        ),
      ];
    })
    .join('');
}

/** A small OpenAI-compatible chat-completions server on a free loopback port. */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const hanging = new Set<() => void>();
  const server: Server = createServer();
  const fake: FakeChatCompletions = {
    baseUrl: '',
    behaviour: { kind: 'stream', chunks: ['Hello'] },
    received: [],
    close: () =>
      new Promise((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  let scriptAt = 0;
  let scripted: FakeBehaviour | undefined;
  server.on('request', (incoming, outgoing) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      fake.received.push({
        authorization: incoming.headers.authorization,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>,
      });
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'fail') {
        outgoing.writeHead(behaviour.status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ error: { message: 'model overloaded' } }));
        return;
      }
      if (behaviour.kind === 'hang') {
        hanging.add(() => outgoing.destroy());
        return;
      }
      outgoing.writeHead(200, { 'content-type': 'text/event-stream' });
      if (behaviour.kind === 'break') {
        // Drop the connection once the chunks have left, mid-answer.
        outgoing.write(behaviour.chunks.map((content) => chunk(content)).join(''), () =>
          outgoing.socket?.destroy(),
        );
        return;
      }
      if (behaviour.kind === 'script') {
        // A new script starts at its first turn.
        if (scripted !== behaviour) [scripted, scriptAt] = [behaviour, 0];
        const turn = behaviour.turns[Math.min(scriptAt, behaviour.turns.length - 1)];
        scriptAt += 1;
        if (turn && 'toolCalls' in turn) {
          outgoing.write(toolCallEvents(turn.toolCalls, scriptAt));
          outgoing.write(event({}, 'tool_calls'));
          outgoing.end('data: [DONE]\n\n');
          return;
        }
        for (const content of turn?.chunks ?? []) outgoing.write(chunk(content));
      } else {
        for (const content of behaviour.chunks) outgoing.write(chunk(content));
      }
      outgoing.write(chunk('', 'stop'));
      outgoing.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
