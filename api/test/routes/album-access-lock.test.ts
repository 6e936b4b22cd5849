// SPEC §4 access tags, on every route an album leaves the API by: a member without an
// album's access tags sees its tile (title, cover, owner, the lock) and nothing it holds,
// and no search finds it by the words it hides. Its owner and members with the tags see it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY_FIXTURES as F } from '../../src/seed/albums.ts';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';
import { answersWithAlbums, openApiOperations } from '../helpers/openapi-operations.ts';

/** A word nothing else in the demo says, hidden in every part of the locked album. */
const SECRET = 'quokkaverse';
const SECRET_FILE = `${SECRET}-plan.jpg`;
/** The seeded locked album's description says this; its title does not. */
const SEEDED_SECRET = 'Recording of the Growers Club talk';

const JONAH = { email: 'jonah.whitfield@canopy.test', password: 'canopy-member' }; // audiences 1, 2

interface Listed {
  albumId: number;
  description: string;
  accessLocked?: boolean;
  metaData: Record<string, unknown>;
  assets?: { fileName: string }[];
  headline?: string | null;
}

interface Fixture {
  /** Jonah's album, locked to the Growers Club (3): Dana (1, 2) lacks the tag. */
  locked: number;
  /** The seeded album locked to the Growers Club, owned by Priya. */
  seeded: number;
  assetId: number;
  inviteToken: string;
  jonahId: number;
}

/**
 * What Dana calls on each album-returning route. A GET route whose answer carries albums
 * and is missing here fails the first test, so a new route cannot skip the rule unseen.
 */
function probes(f: Fixture): Record<string, string[]> {
  return {
    'get /api/albums/search': [
      `/api/albums/search?keyword=${SECRET}`,
      `/api/albums/search?keyword=recording&limit=100`,
      `/api/albums/search?albumIds=${f.locked},${f.seeded}`,
      `/api/albums/search?ownerId=${f.jonahId}&limit=100`,
      `/api/albums/search?limit=100&sortField=ALBUM_DESCRIPTION`,
      `/api/albums/search?limit=100&sortField=ALBUM_DISTANCE&latitude=38.97&longitude=-95.24`,
    ],
    'get /api/albums/{id}': [`/api/albums/${f.locked}`, `/api/albums/${f.seeded}`],
    'get /api/albums/wall': ['/api/albums/wall?limit=50'],
    'get /api/albums/discover': [
      `/api/albums/discover?keyword=${SECRET}`,
      '/api/albums/discover?keyword=recording',
      // Matches the seeded album's title (shown on its tile) and its hidden description.
      '/api/albums/discover?keyword=club',
      `/api/albums/discover?keyword=club -${SECRET}`,
    ],
    'get /api/albums/posts/{id}': [
      `/api/albums/posts/${f.locked}`,
      `/api/albums/posts/${f.seeded}`,
    ],
    'get /api/notes/search': [`/api/notes/search?albumId=${f.locked}`],
    'get /api/chats/search': ['/api/chats/search'],
    'get /api/chats/invitations': ['/api/chats/invitations'],
    'get /api/chats/{id}': [`/api/chats/${f.locked}`],
    'get /api/chats/{id}/notes': [`/api/chats/${f.locked}/notes`],
    'get /api/notifications/search': ['/api/notifications/search?limit=100'],
    'get /api/albums/{id}/members': [`/api/albums/${f.locked}/members`],
    'get /api/albums/{id}/progress': [`/api/albums/${f.locked}/progress`],
    'get /api/events/attendance/search': [`/api/events/attendance/search?albumId=${f.locked}`],
    'get /api/events/{id}/calendar': [`/api/events/${f.locked}/calendar`],
    'get /api/invite': [`/api/invite?token=${f.inviteToken}`],
    'get /api/asset/search': [
      `/api/asset/search?albumId=${f.locked}`,
      `/api/asset/search?assetIds=${f.assetId}`,
    ],
    'get /api/users/{id}': [`/api/users/${f.jonahId}`],
  };
}

describe.each(BACKENDS)('access-locked albums on every route (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let jonah: SignedInMember;
  let fixture: Fixture;

  const get = (url: string, member: SignedInMember) =>
    t.app.inject({ method: 'GET', url: encodeURI(url), headers: member.headers });
  const send = async <T>(
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    member: SignedInMember,
  ): Promise<T> => {
    const response = await t.app.inject({ method, url, payload, headers: member.headers });
    const body = response.json<{ valid: boolean; item: T }>();
    expect(body.valid, response.body).toBe(true);
    return body.item;
  };
  const items = async (url: string, member: SignedInMember): Promise<Listed[]> => {
    const response = await get(url, member);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Listed[] }>().items;
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    jonah = await signIn(t.app, JONAH);
    // Open at first, so Dana's comment on it is hers to be notified about.
    const album = await send<{ albumId: number }>(
      'POST',
      '/api/albums',
      { albumType: 'news', title: 'Club minutes', description: 'Minutes to come.' },
      jonah,
    );
    const locked = album.albumId;
    const danaComment = await send<{ noteId: number }>(
      'POST',
      '/api/notes',
      { albumId: locked, comment: 'Looking forward to these.' },
      dana,
    );
    await send(
      'PUT',
      `/api/albums/${locked}`,
      {
        description: `Minutes: the ${SECRET} plan goes ahead.`,
        metaData: {
          access_locked: true,
          access_tag_ids: [3],
          body_html: `<p>The ${SECRET} budget is settled.</p>`,
          location_note: `Behind the ${SECRET} barn`,
        },
      },
      jonah,
    );
    await send('POST', '/api/notes', { albumId: locked, comment: `About ${SECRET}: yes.` }, jonah);
    await send(
      'POST',
      '/api/notes',
      { albumId: locked, comment: `@dana.r the ${SECRET} is on`, parentNoteId: danaComment.noteId },
      jonah,
    );
    const [asset] = await t.db.query<{ id: number }>(
      `INSERT INTO assets (album_id, uploader_id, position, file, file_name, caption, mime_type)
       VALUES ($1, $2, 1, 'cover-ferns.svg', $3, $4, 'image/svg+xml') RETURNING id`,
      [locked, jonah.userId, SECRET_FILE, `The ${SECRET} map`],
    );
    const invite = await send<{ token: string }>(
      'POST',
      '/api/invite/album',
      { albumId: locked },
      jonah,
    );
    const [seeded] = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
      F.accessLocked,
    ]);
    fixture = {
      locked,
      seeded: seeded?.id ?? 0,
      assetId: asset?.id ?? 0,
      inviteToken: invite.token,
      jonahId: jonah.userId,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('probes every GET route whose answer carries albums', async () => {
    const carrying = (await openApiOperations<{ responses?: Record<string, unknown> }>())
      .filter(([method, , operation]) => method === 'get' && answersWithAlbums(operation))
      .map(([method, path]) => `${method} ${path}`);
    expect(carrying.length).toBeGreaterThan(10);
    expect(Object.keys(probes(fixture))).toEqual(expect.arrayContaining(carrying));
  });

  it('shows a member without the access tags nothing a locked album holds, on any route', async () => {
    const leaks: string[] = [];
    for (const urls of Object.values(probes(fixture))) {
      for (const url of urls) {
        const response = await get(url, dana);
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
        const body = response.body.toLowerCase();
        for (const secret of [SECRET, SEEDED_SECRET.toLowerCase()]) {
          if (body.includes(secret)) leaks.push(`${url} shows "${secret}"`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('finds a locked album by its title only, never by the words it hides', async () => {
    const ids = async (url: string) => (await items(url, dana)).map((item) => item.albumId);
    expect(await ids(`/api/albums/search?keyword=${SECRET}`)).not.toContain(fixture.locked);
    expect(await ids('/api/albums/search?keyword=recording&limit=100')).not.toContain(
      fixture.seeded,
    );
    expect(await ids(`/api/albums/discover?keyword=${SECRET}`)).not.toContain(fixture.locked);
    expect(await ids('/api/albums/discover?keyword=recording')).not.toContain(fixture.seeded);
    // Its title is on its tile, so a search for it finds the tile, locked.
    const byTitle = await items('/api/albums/search?keyword=club minutes', dana);
    expect(byTitle.find((item) => item.albumId === fixture.locked)).toMatchObject({
      accessLocked: true,
      description: '',
      metaData: { access_locked: true, access_tag_ids: [3] },
    });
    // A search excluding a hidden word must not tell whether the album says it.
    expect(await ids(`/api/albums/discover?keyword=club -${SECRET}`)).toEqual(
      await ids('/api/albums/discover?keyword=club'),
    );
  });

  it('lists a locked album as a tile: title, cover, owner and the lock, no more', async () => {
    const [tile] = await items(`/api/albums/search?albumIds=${fixture.locked}`, dana);
    expect(tile).toMatchObject({
      albumId: fixture.locked,
      albumType: 'news',
      title: 'Club minutes',
      ownerId: jonah.userId,
      accessLocked: true,
      description: '',
      tags: [],
      metaData: { access_locked: true, access_tag_ids: [3] },
    });
    expect(Object.keys(tile?.metaData ?? {}).sort()).toEqual(['access_locked', 'access_tag_ids']);
    const wall = await items('/api/albums/wall?limit=50', dana);
    expect(wall.find((item) => item.albumId === fixture.locked)).toMatchObject({
      title: 'Club minutes',
      accessLocked: true,
      assets: [],
      review: null,
      metaData: { access_locked: true, access_tag_ids: [3] },
    });
  });

  it('shows everything to its owner and to members with the access tags', async () => {
    for (const member of [jonah, marcus]) {
      const [found] = (await items(`/api/albums/search?keyword=${SECRET}`, member)).filter(
        (item) => item.albumId === fixture.locked,
      );
      expect(found).toMatchObject({ accessLocked: false });
      expect(found?.description).toContain(SECRET);
      expect(found?.metaData.body_html).toContain(SECRET);
      const discovered = (await items(`/api/albums/discover?keyword=${SECRET}`, member)).find(
        (item) => item.albumId === fixture.locked,
      );
      expect(discovered?.headline).toContain(SECRET);
      const onTheWall = (await items('/api/albums/wall?limit=50', member)).find(
        (item) => item.albumId === fixture.locked,
      );
      expect(onTheWall?.assets?.map((asset) => asset.fileName)).toContain(SECRET_FILE);
      const comments = await get(`/api/notes/search?albumId=${fixture.locked}`, member);
      expect(comments.body).toContain(`About ${SECRET}: yes.`);
      const assets = await get(`/api/asset/search?albumId=${fixture.locked}`, member);
      expect(assets.body).toContain(SECRET_FILE);
    }
    const seeded = (await items('/api/albums/search?keyword=recording&limit=100', marcus)).find(
      (item) => item.albumId === fixture.seeded,
    );
    expect(seeded?.description).toContain(SEEDED_SECRET);
  });
});
