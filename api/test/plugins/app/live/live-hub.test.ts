import { describe, expect, it } from 'vitest';
import { inProcessBus } from '../../../../src/plugins/app/live/live-bus.ts';
import type { LiveConnection } from '../../../../src/plugins/app/live/live-connection.ts';
import type { LiveEvent } from '../../../../src/plugins/app/live/live-events.ts';
import { liveHub } from '../../../../src/plugins/app/live/live-hub.ts';

function recording(memberId: number) {
  const offered: number[] = [];
  const signals: string[] = [];
  const connection: LiveConnection = {
    memberId,
    offer: (event) => offered.push(event.seq),
    signal: (kind) => signals.push(kind),
    catchUp: async () => undefined,
    replaced: () => signals.push('replaced'),
    close: () => undefined,
  };
  return { connection, offered, signals };
}

const event = (memberId: number, seq: number): LiveEvent => ({
  memberId,
  seq,
  kind: 'test-ping',
  payload: {},
  created: 0,
});

describe('liveHub', () => {
  it("keeps a member's newer stream when an old one is removed twice", async () => {
    const bus = inProcessBus();
    const hub = liveHub(bus);
    const old = recording(7);
    const removeOld = hub.add(old.connection);
    removeOld();
    const newer = recording(7);
    hub.add(newer.connection);
    // The session check and the socket's close both remove the old stream.
    removeOld();
    expect(hub.size).toBe(1);
    bus.publish([event(7, 1)]);
    bus.signal({ memberIds: [7], kind: 'chat-typing', payload: {} });
    await expect.poll(() => newer.offered).toEqual([1]);
    await expect.poll(() => newer.signals).toEqual(['chat-typing']);
    expect(old.offered).toEqual([]);
    hub.close();
    await bus.close();
  });

  it('sends a signal only to the streams of the members it names', async () => {
    const bus = inProcessBus();
    const hub = liveHub(bus);
    const named = recording(1);
    const other = recording(2);
    hub.add(named.connection);
    hub.add(other.connection);
    bus.signal({ memberIds: [1, 1], kind: 'chat-typing', payload: { chatId: 3 } });
    await expect.poll(() => named.signals).toEqual(['chat-typing']);
    expect(other.signals).toEqual([]);
    hub.close();
    await bus.close();
  });

  it("replaces a member's oldest stream past their limit, and no other member's", () => {
    const bus = inProcessBus();
    const hub = liveHub(bus, 2);
    const [first, second, third] = [recording(1), recording(1), recording(1)];
    const other = recording(2);
    hub.add(other.connection);
    hub.add(first.connection);
    hub.add(second.connection);
    expect(first.signals).toEqual([]);
    hub.add(third.connection);
    expect(first.signals).toEqual(['replaced']);
    expect([second.signals, third.signals, other.signals]).toEqual([[], [], []]);
    expect([hub.countOf(1), hub.countOf(2), hub.size]).toEqual([2, 1, 3]);
    hub.close();
  });
});
