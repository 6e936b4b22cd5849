// The compiled watched words are read once and kept until the list may have changed: this
// instance's own write, another's NOTIFY, or a listening connection that dropped.
import { describe, expect, it } from 'vitest';
import type { Db, NoticeEvent } from '../../../../src/db/db.ts';
import { compileWatchedWords } from '../../../../src/plugins/app/kernel/watched-word-rules.ts';
import { watchWatchedWords } from '../../../../src/plugins/app/staff/watched-words.ts';

function fakeDb() {
  let notice: ((event: NoticeEvent) => void) | undefined;
  let writes: ((statements: readonly string[]) => void) | undefined;
  const db = {
    listen: async (_channel: string, listener: (event: NoticeEvent) => void) => {
      notice = listener;
      return async () => undefined;
    },
    onWrites: (listener: (statements: readonly string[]) => void) => {
      writes = listener;
      return () => undefined;
    },
  } as unknown as Db;
  return {
    db,
    notify: (event: NoticeEvent) => notice?.(event),
    write: (sql: string) => writes?.([sql]),
  };
}

describe('the watched words cache', () => {
  it('reads again only after the list may have changed', async () => {
    const fake = fakeDb();
    let reads = 0;
    const watched = await watchWatchedWords(
      fake.db,
      async () => {
        reads += 1;
        return compileWatchedWords([]);
      },
      () => undefined,
    );
    await watched.current();
    await watched.current();
    expect(reads).toBe(1);

    fake.write('INSERT INTO notes (comment) VALUES ($1)');
    await watched.current();
    expect(reads).toBe(1);
    fake.write('DELETE FROM watched_words WHERE id = $1');
    await watched.current();
    expect(reads).toBe(2);

    fake.notify('notify');
    await watched.current();
    expect(reads).toBe(3);

    // While notices may go unheard, every check reads the list.
    fake.notify('lost');
    await watched.current();
    await watched.current();
    expect(reads).toBe(5);
    fake.notify('resumed');
    await watched.current();
    await watched.current();
    expect(reads).toBe(6);
  });

  it('does not keep a failed read', async () => {
    const fake = fakeDb();
    let fail = true;
    const watched = await watchWatchedWords(
      fake.db,
      async () => {
        if (fail) throw new Error('database away');
        return compileWatchedWords([]);
      },
      () => undefined,
    );
    await expect(watched.current()).rejects.toThrow('database away');
    fail = false;
    await expect(watched.current()).resolves.toMatchObject({ size: 0 });
  });
});
