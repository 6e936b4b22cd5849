import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../../helpers/app.ts';

describe.each(BACKENDS)('a post sent again with its idempotency key (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (payload: object, who = dana) =>
    t.app.inject({ method: 'POST', url: '/api/albums/posts', payload, headers: who.headers });

  const postsWith = async (text: string) => {
    const rows = await t.db.query<{ id: number }>(
      `SELECT id FROM albums WHERE album_type = 'post' AND description = $1`,
      [text],
    );
    return rows.map((row) => row.id);
  };

  it('a repeat with the same key answers the first post and writes no second one', async () => {
    const body = { description: 'Sent from the outbox', idempotencyKey: 'outbox-key-0001' };
    const first = await post(body);
    expect(first.statusCode).toBe(200);
    const again = await post(body);
    expect(again.statusCode).toBe(200);
    expect(again.json().item.albumId).toBe(first.json().item.albumId);
    expect(await postsWith('Sent from the outbox')).toEqual([first.json().item.albumId]);
  });

  it('concurrent repeats with one key write one post', async () => {
    const body = { description: 'Sent twice at once', idempotencyKey: 'outbox-key-0002' };
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json().item.albumId));
    expect(ids.size).toBe(1);
    expect(await postsWith('Sent twice at once')).toEqual([...ids]);
  });

  it('the same key with another post is a 409 and writes nothing', async () => {
    await post({ description: 'The first post', idempotencyKey: 'outbox-key-0003' });
    const reused = await post({ description: 'Another post', idempotencyKey: 'outbox-key-0003' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await postsWith('Another post')).toEqual([]);
  });

  it('keys are per member, and posts without a key are each new', async () => {
    const key = 'outbox-key-0004';
    const mine = await post({ description: 'Same words', idempotencyKey: key });
    const theirs = await post({ description: 'Same words', idempotencyKey: key }, marcus);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().item.albumId).not.toBe(mine.json().item.albumId);
    await post({ description: 'No key' });
    await post({ description: 'No key' });
    expect(await postsWith('No key')).toHaveLength(2);
  });
});
