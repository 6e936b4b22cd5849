import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Flag {
  flagId: number;
  flagableId: number;
  flagableType: string;
  flagDescription: string;
  createdDate: number;
  flagCount: number;
}

describe.each(BACKENDS)('flags (%s)', (backend) => {
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

  const idOf = async (title: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [title]))[0]?.id ??
    0;
  const post = (url: string, payload: object, who: SignedInMember | null = dana) =>
    t.app.inject({
      method: 'POST',
      url: `/api/flagable/flag/${url}`,
      payload,
      headers: who?.headers,
    });
  const getFlag = (albumId: number, who: SignedInMember | null = dana) =>
    t.app.inject({
      method: 'GET',
      url: `/api/flagable/flag/get?flagableId=${albumId}&flagableType=ALBUM`,
      headers: who?.headers,
    });
  const flagCountShown = async (albumId: number, who: SignedInMember = dana) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/albums/${albumId}`, headers: who.headers })
    ).json<{ item: { flagCount: number } }>().item.flagCount;

  it('flags an album once per member, shows it back and counts it on the album', async () => {
    const albumId = await idOf('Best patios in Wichita'); // Marcus's post
    expect((await getFlag(albumId)).json()).toEqual({ valid: true, message: 'ok', item: null });

    const created = await post('create', {
      flagableId: albumId,
      flagableType: 'ALBUM',
      flagDescription: '  Spam   link in the comments ',
    });
    expect(created.statusCode, created.body).toBe(200);
    const flag = created.json<{ valid: true; item: Flag }>().item;
    expect(flag).toMatchObject({
      flagableId: albumId,
      flagableType: 'ALBUM',
      flagDescription: 'Spam link in the comments',
      flagCount: 1,
    });
    expect(Math.abs(flag.createdDate - Date.now())).toBeLessThan(60_000);
    expect((await getFlag(albumId)).json()).toMatchObject({ item: { flagId: flag.flagId } });
    expect(await flagCountShown(albumId)).toBe(1);

    const again = await post('create', { flagableId: albumId, flagableType: 'ALBUM' });
    expect(again.json()).toMatchObject({
      valid: false,
      errorCode: 'ALREADY_FLAGGED',
      message: 'You have already reported this album.',
    });
    expect(await flagCountShown(albumId)).toBe(1);

    // Another member's flag counts too, and each sees only their own.
    const priya = await signIn(t.app, {
      email: 'priya.shah@canopy.test',
      password: 'canopy-member',
    });
    expect((await getFlag(albumId, priya)).json()).toMatchObject({ item: null });
    const second = await post('create', { flagableId: albumId, flagableType: 'ALBUM' }, priya);
    expect(second.json()).toMatchObject({
      valid: true,
      item: { flagCount: 2, flagDescription: '' },
    });
    expect(await flagCountShown(albumId, marcus)).toBe(2);
  });

  it('takes a flag back, and only the member who made it', async () => {
    const albumId = await idOf('Best patios in Wichita');
    await post('create', { flagableId: albumId, flagableType: 'ALBUM' });
    const priya = await signIn(t.app, {
      email: 'priya.shah@canopy.test',
      password: 'canopy-member',
    });
    const notHers = await post('delete', { flagableId: albumId, flagableType: 'ALBUM' }, priya);
    expect(notHers.statusCode).toBe(404);
    expect(await flagCountShown(albumId)).toBe(1);

    const removed = await post('delete', { flagableId: albumId, flagableType: 'ALBUM' });
    expect(removed.json()).toEqual({
      valid: true,
      message: 'Your flag has been removed.',
      item: { flagableId: albumId, flagableType: 'ALBUM', flagCount: 0 },
    });
    expect((await getFlag(albumId)).json()).toMatchObject({ item: null });
    expect(await flagCountShown(albumId)).toBe(0);
    expect((await post('delete', { flagableId: albumId, flagableType: 'ALBUM' })).statusCode).toBe(
      404,
    );
    // Flagging again after taking it back is allowed.
    expect(
      (await post('create', { flagableId: albumId, flagableType: 'ALBUM' })).json(),
    ).toMatchObject({ valid: true, item: { flagCount: 1 } });
  });

  it('counts one flag when the same member sends two at once', async () => {
    const albumId = await idOf('Best patios in Wichita');
    const answers = await Promise.all([
      post('create', { flagableId: albumId, flagableType: 'ALBUM' }),
      post('create', { flagableId: albumId, flagableType: 'ALBUM' }),
    ]);
    expect(answers.map((answer) => answer.json<{ valid: boolean }>().valid).sort()).toEqual([
      false,
      true,
    ]);
    expect(await flagCountShown(albumId)).toBe(1);
  });

  it('answers 404 for albums the member cannot see, and refuses their own', async () => {
    for (const title of [F.hiddenOrGrowers, F.privateAlbum, 'Overwintering herbs indoors']) {
      const albumId = await idOf(title); // hidden by audience, private, Dana's conversation…
      const who = title === 'Overwintering herbs indoors' ? marcus : dana;
      expect((await getFlag(albumId, who)).statusCode, title).toBe(404);
      const created = await post('create', { flagableId: albumId, flagableType: 'ALBUM' }, who);
      expect(created.statusCode, title).toBe(404);
      expect(
        (await post('delete', { flagableId: albumId, flagableType: 'ALBUM' }, who)).statusCode,
      ).toBe(404);
    }
    expect((await getFlag(2_000_000_000)).statusCode).toBe(404);
    const own = await post('create', {
      flagableId: await idOf("Dana's favorite shops"),
      flagableType: 'ALBUM',
    });
    expect(own.json()).toMatchObject({ valid: false, errorCode: 'OWN_ITEM' });
    // None of these wrote a report (the demo's seeded reports are by other members).
    const rows = await t.db.query('SELECT 1 FROM flags WHERE account_id = ANY($1::int[])', [
      [dana.userId, marcus.userId],
    ]);
    expect(rows).toHaveLength(0);
  });

  it('validates input and needs a session', async () => {
    const albumId = await idOf('Best patios in Wichita');
    const tooLong = await post('create', {
      flagableId: albumId,
      flagableType: 'ALBUM',
      flagDescription: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain('body/flagDescription');
    const wrongType = await post('create', { flagableId: albumId, flagableType: 'OFFER' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ message: string }>().message).toContain('body/flagableType');
    const missing = await post('delete', { flagableType: 'ALBUM' });
    expect(missing.json<{ message: string }>().message).toContain('body/flagableId is required');
    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/api/flagable/flag/get?flagableId=abc&flagableType=ALBUM',
      headers: dana.headers,
    });
    expect(badQuery.statusCode).toBe(400);
    expect((await getFlag(albumId, null)).statusCode).toBe(403);
    expect(
      (await post('create', { flagableId: albumId, flagableType: 'ALBUM' }, null)).statusCode,
    ).toBe(403);
  });
});
