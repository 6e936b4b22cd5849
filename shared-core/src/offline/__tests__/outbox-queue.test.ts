import { describe, expect, it } from 'vitest';
import {
  flushOutbox,
  memberItems,
  memoryOutbox,
  queuedSend,
  sendQueued,
  type QueuedSend,
  type Sender,
} from '../outbox-queue.ts';
import { isOfflineReadable } from '../offline-contract.ts';

const ME = 7;
const OTHER = 8;

async function outboxWith(items: QueuedSend[]) {
  const outbox = memoryOutbox();
  for (const item of items) await outbox.put(item);
  return outbox;
}

describe('the offline outbox', () => {
  it('sends the member’s items once each, in the order written, and empties itself', async () => {
    const outbox = await outboxWith([
      queuedSend(ME, 'chat', 'second', 3, 2000),
      queuedSend(ME, 'post', 'first', undefined, 1000),
      queuedSend(OTHER, 'post', 'not mine', undefined, 500),
    ]);
    const sent: string[] = [];
    const result = await sendQueued(outbox, ME, async (item) => {
      sent.push(item.text);
      return { sent: true };
    });
    expect(sent).toEqual(['first', 'second']);
    expect(result.sent.map((item) => item.text)).toEqual(['first', 'second']);
    expect(await memberItems(outbox, ME)).toEqual([]);
    expect((await memberItems(outbox, OTHER)).map((item) => item.text)).toEqual(['not mine']);
  });

  it('stops at a network failure and keeps that item and the rest for next time', async () => {
    const outbox = await outboxWith([
      queuedSend(ME, 'post', 'a', undefined, 1),
      queuedSend(ME, 'post', 'b', undefined, 2),
      queuedSend(ME, 'post', 'c', undefined, 3),
    ]);
    let calls = 0;
    const result = await sendQueued(outbox, ME, async (item) => {
      calls += 1;
      if (item.text === 'b') throw new TypeError('Failed to fetch');
      return { sent: true };
    });
    expect(calls).toBe(2);
    expect(result.waiting).toBe(2);
    expect((await memberItems(outbox, ME)).map((item) => item.text)).toEqual(['b', 'c']);
  });

  it('keeps a refused item with its reason, never sending it again', async () => {
    const outbox = await outboxWith([queuedSend(ME, 'chat', 'hi', 4, 1)]);
    const refuse: Sender = async () => ({ sent: false, reason: 'Wait for Ben to reply' });
    const first = await sendQueued(outbox, ME, refuse);
    expect(first.refused).toHaveLength(1);
    const [kept] = await memberItems(outbox, ME);
    expect(kept?.refused).toBe('Wait for Ben to reply');
    let sentAgain = false;
    await sendQueued(outbox, ME, async () => {
      sentAgain = true;
      return { sent: true };
    });
    expect(sentAgain).toBe(false);
  });

  it('sends each item with the same client key however often it is tried', async () => {
    const item = queuedSend(ME, 'chat', 'hello', 9, 1);
    const outbox = await outboxWith([item]);
    const keys: string[] = [];
    await sendQueued(outbox, ME, async (sending) => {
      keys.push(sending.clientKey);
      throw new TypeError('Failed to fetch');
    });
    await sendQueued(outbox, ME, async (sending) => {
      keys.push(sending.clientKey);
      return { sent: true };
    });
    expect(keys).toEqual([item.clientKey, item.clientKey]);
  });

  it('runs one flush at a time: a second call while one runs sends nothing twice', async () => {
    const outbox = await outboxWith([queuedSend(ME, 'post', 'once', undefined, 1)]);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    const slow: Sender = async () => {
      sends += 1;
      await gate;
      return { sent: true };
    };
    const first = flushOutbox(outbox, ME, slow);
    const second = flushOutbox(outbox, ME, slow);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(sends).toBe(1);
    expect(a).toBe(b);
    expect(await memberItems(outbox, ME)).toEqual([]);
  });
});

describe('what the worker keeps for reading offline', () => {
  it('is the wall, chats, notifications, the wallet’s orders and the app configuration only', () => {
    for (const path of [
      '/albums/wall',
      '/chats/search',
      '/chats/12',
      '/chats/12/notes',
      '/notifications/search',
      '/orders/search',
      '/sirqul/appconfig',
    ]) {
      expect(isOfflineReadable(path), path).toBe(true);
    }
    for (const path of ['/albums/search', '/users/profile', '/chats/12/typing', '/live/stream']) {
      expect(isOfflineReadable(path), path).toBe(false);
    }
  });
});
