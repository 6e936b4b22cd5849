import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in language model does with the next request. */
export type FakeBehaviour =
  | { kind: 'stream'; chunks: string[] }
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

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: finish }],
  })}\n\n`;

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
      for (const content of behaviour.chunks) outgoing.write(chunk(content));
      outgoing.write(chunk('', 'stop'));
      outgoing.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
