// SPEC §4 access tags, on every route an album leaves the API by: a member without an
// album's access tags sees its tile (title, cover, owner, the lock) and nothing it holds,
// and no search finds it by the words it hides. Its owner and members with the tags see it all.
// A post written in a locked group is locked by the group's lock too (its tile shows neither
// its title nor its photo, which are its text and its content); the group's owner sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlbum } from '../../src/plugins/app/kernel/album-store.ts';
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

/** What the post written in the locked group says, in its text, metaData, photo and comment. */
const GROUP_SECRET = 'wombatgrove';
const GROUP_FILE = `${GROUP_SECRET}-beds.jpg`;
/** A word of that post that is no secret, to ask the assistant about it. */
const GROUP_TOPIC = 'kohlrabi';
/** What a post says that was written in a group before the group was locked. */
const LATER_SECRET = 'numbatcrest';

const JONAH = { email: 'jonah.whitfield@canopy.test', password: 'canopy-member' }; // audiences 1, 2
const PRIYA = { email: 'priya.shah@canopy.test', password: 'canopy-member' }; // audiences 1, 3
const SAM = { email: 'sam.okafor@canopy.test', password: 'canopy-member' }; // audiences 1, 2

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
  /** Jonah's group, locked to the Growers Club (which Jonah is not in himself). */
  group: number;
  /** Priya's post in the group (she is in the club); it has no lock of its own. */
  groupPost: number;
  groupAssetId: number;
  groupInviteToken: string;
  groupNoteId: number;
  priyaId: number;
}

/**
 * What Dana calls on each album-returning route. A GET route whose answer carries albums
 * and is missing here fails the first test, so a new route cannot skip the rule unseen.
 */
function probes(f: Fixture): Record<string, string[]> {
  return {
    'get /api/albums/search': [
      `/api/albums/search?keyword=${SECRET}`,
      `/api/albums/search?keyword=${GROUP_SECRET}`,
      `/api/albums/search?albumIds=${f.groupPost},${f.group}`,
      `/api/albums/search?ownerId=${f.priyaId}&limit=100`,
      `/api/albums/search?albumType=post&limit=100&sortField=ALBUM_TITLE`,
      `/api/albums/search?keyword=recording&limit=100`,
      `/api/albums/search?albumIds=${f.locked},${f.seeded}`,
      `/api/albums/search?ownerId=${f.jonahId}&limit=100`,
      `/api/albums/search?limit=100&sortField=ALBUM_DESCRIPTION`,
      `/api/albums/search?limit=100&sortField=ALBUM_DISTANCE&latitude=38.97&longitude=-95.24`,
    ],
    'get /api/albums/{id}': [
      `/api/albums/${f.locked}`,
      `/api/albums/${f.seeded}`,
      `/api/albums/${f.groupPost}`,
    ],
    'get /api/albums/wall': ['/api/albums/wall?limit=50', `/api/albums/wall?albumId=${f.group}`],
    'get /api/albums/discover': [
      `/api/albums/discover?keyword=${SECRET}`,
      `/api/albums/discover?keyword=${GROUP_SECRET}`,
      `/api/albums/discover?keyword=${GROUP_TOPIC}`,
      '/api/albums/discover?keyword=recording',
      // Matches the seeded album's title (shown on its tile) and its hidden description.
      '/api/albums/discover?keyword=club',
      `/api/albums/discover?keyword=club -${SECRET}`,
    ],
    'get /api/search': [
      `/api/search?q=${SECRET}&limit=20`,
      `/api/search?q=${GROUP_SECRET}&limit=20`,
      `/api/search?q=${GROUP_TOPIC}&limit=20`,
      '/api/search?q=recording&limit=20',
      '/api/search?q=club&limit=20',
      '/api/search?q=growers&limit=20',
    ],
    'get /api/albums/tagged': [`/api/albums/tagged?tag=${GROUP_SECRET}`],
    'get /api/albums/posts/{id}': [
      `/api/albums/posts/${f.locked}`,
      `/api/albums/posts/${f.seeded}`,
      `/api/albums/posts/${f.groupPost}`,
    ],
    'get /api/notes/search': [
      `/api/notes/search?albumId=${f.locked}`,
      `/api/notes/search?albumId=${f.groupPost}`,
    ],
    'get /api/chats/search': ['/api/chats/search'],
    'get /api/chats/invitations': ['/api/chats/invitations'],
    'get /api/chats/{id}': [`/api/chats/${f.locked}`],
    'get /api/chats/{id}/notes': [`/api/chats/${f.locked}/notes`],
    'get /api/notifications/search': ['/api/notifications/search?limit=100'],
    'get /api/albums/{id}/members': [`/api/albums/${f.locked}/members`],
    'get /api/albums/{id}/progress': [`/api/albums/${f.locked}/progress`],
    'get /api/events/attendance/search': [`/api/events/attendance/search?albumId=${f.locked}`],
    'get /api/events/{id}/calendar': [`/api/events/${f.locked}/calendar`],
    'get /api/invite': [
      `/api/invite?token=${f.inviteToken}`,
      `/api/invite?token=${f.groupInviteToken}`,
    ],
    'get /api/asset/search': [
      `/api/asset/search?albumId=${f.locked}`,
      `/api/asset/search?assetIds=${f.assetId}`,
      `/api/asset/search?albumId=${f.groupPost}`,
      `/api/asset/search?assetIds=${f.groupAssetId}`,
    ],
    'get /api/users/{id}': [`/api/users/${f.jonahId}`, `/api/users/${f.priyaId}`],
    'get /api/emoji-reactions': [
      `/api/emoji-reactions?albumIds=${f.locked},${f.seeded},${f.groupPost},${f.group}`,
      `/api/emoji-reactions?noteIds=${f.groupNoteId}`,
    ],
  };
}

describe.each(BACKENDS)('access-locked albums on every route (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  let marcus: SignedInMember;
  let jonah: SignedInMember;
  let priya: SignedInMember;
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
  /** A post `member` writes in the group `albumId`; returns its id. */
  const writePost = async (member: SignedInMember, albumId: number, description: string) =>
    (await send<{ albumId: number }>('POST', '/api/albums/posts', { description, albumId }, member))
      .albumId;
  /** A group owned by Jonah, as the demo data has them (members cannot create groups). */
  const jonahsGroup = (title: string, metaData: Record<string, unknown>) =>
    insertAlbum(t.db, { ownerId: jonah.userId, albumType: 'group', title, metaData });
  /** The albums the assistant points `member` to when asked `question`, and its reply. */
  const ask = async (question: string, member: SignedInMember) => {
    const form = new FormData();
    form.append('textnoaudio', question);
    const request = new Request('http://api.test/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edy/stt',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...member.headers, 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ item: { reply: string; suggestions: { id: number }[] } }>();
    return { reply: answer.item.reply, ids: answer.item.suggestions.map((item) => item.id) };
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { rateLimitMax: 0 });
    dana = await signIn(t.app);
    marcus = await signIn(t.app, OTHER_MEMBER);
    jonah = await signIn(t.app, JONAH);
    priya = await signIn(t.app, PRIYA);
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

    // Priya's post in Jonah's locked group: a first line (its title), metaData, a photo
    // (its cover) and a comment that all say the secret, and a mention of Dana.
    const group = await jonahsGroup('Growers circle', { access_locked: true, access_tag_ids: [3] });
    await send('POST', `/api/albums/${group}/members`, {}, priya);
    const groupPost = await writePost(
      priya,
      group,
      `The ${GROUP_SECRET} beds are ready, @dana.r.\nRota: ${GROUP_TOPIC} first. #${GROUP_SECRET}`,
    );
    await send(
      'PUT',
      `/api/albums/${groupPost}`,
      { metaData: { body_html: `<p>The ${GROUP_SECRET} rota.</p>` } },
      priya,
    );
    const [photo] = await t.db.query<{ id: number }>(
      `INSERT INTO assets (album_id, uploader_id, position, file, file_name, caption, mime_type)
       VALUES ($1, $2, 0, $3, $3, $4, 'image/jpeg') RETURNING id`,
      [groupPost, priya.userId, GROUP_FILE, `The ${GROUP_SECRET} beds`],
    );
    await t.db.query('UPDATE albums SET cover = $2, asset_count = 1 WHERE id = $1', [
      groupPost,
      GROUP_FILE,
    ]);
    const groupNote = await send<{ noteId: number }>(
      'POST',
      '/api/notes',
      { albumId: groupPost, comment: `${GROUP_SECRET} seedlings are in.` },
      priya,
    );
    const groupInvite = await send<{ token: string }>(
      'POST',
      '/api/invite/album',
      { albumId: groupPost },
      priya,
    );
    fixture = {
      locked,
      seeded: seeded?.id ?? 0,
      assetId: asset?.id ?? 0,
      inviteToken: invite.token,
      jonahId: jonah.userId,
      group,
      groupPost,
      groupAssetId: photo?.id ?? 0,
      groupInviteToken: groupInvite.token,
      groupNoteId: groupNote.noteId,
      priyaId: priya.userId,
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
        for (const secret of [SECRET, SEEDED_SECRET.toLowerCase(), GROUP_SECRET]) {
          if (body.includes(secret)) leaks.push(`${url} shows "${secret}"`);
        }
        // A parent's lock travels with an album inside the API only.
        if (body.includes('"parentlock"')) leaks.push(`${url} sends parentLock`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('finds no post of a locked group by its words or its #tags, but for those let in', async () => {
    const found = async (url: string, member: SignedInMember) =>
      (await get(url, member))
        .json<{ item: { groups: { items: { id: number }[] }[] } }>()
        .item.groups.flatMap((group) => group.items.map((item) => item.id));
    expect(await found(`/api/search?q=${GROUP_SECRET}`, dana)).toEqual([]);
    expect(await found(`/api/search?q=${GROUP_SECRET}`, priya)).toContain(fixture.groupPost);
    const tagged = async (member: SignedInMember) =>
      (await items(`/api/albums/tagged?tag=${GROUP_SECRET}`, member)).map((item) => item.albumId);
    expect(await tagged(dana)).toEqual([]);
    expect(await tagged(priya)).toEqual([fixture.groupPost]);
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

  it("locks a post written in a locked group to a member without the group's tags", async () => {
    const { group, groupPost, groupNoteId } = fixture;
    const [tile] = await items(`/api/albums/search?albumIds=${groupPost}`, dana);
    // Its title is its first line and its cover its photo, so its tile shows neither.
    expect(tile).toMatchObject({
      albumId: groupPost,
      parentAlbumId: group,
      ownerId: priya.userId,
      accessLocked: true,
      title: '',
      description: '',
      coverURL: null,
      thumbnailURL: null,
      metaData: {},
    });
    const onTheWall = await items('/api/albums/wall?limit=50', dana);
    expect(onTheWall.find((item) => item.albumId === groupPost)).toMatchObject({
      accessLocked: true,
      description: '',
      assets: [],
    });
    // The group's own wall is closed to her, as the group is.
    expect((await get(`/api/albums/wall?albumId=${group}`, dana)).statusCode).toBe(404);
    const ids = async (url: string) => (await items(url, dana)).map((item) => item.albumId);
    for (const word of [GROUP_SECRET, GROUP_TOPIC]) {
      expect(await ids(`/api/albums/search?keyword=${word}`)).not.toContain(groupPost);
      expect(await ids(`/api/albums/discover?keyword=${word}`)).not.toContain(groupPost);
    }
    // Its comments are closed to her: not listed, not answered, not liked; nor is the post.
    const refused = [
      await get(`/api/notes/search?albumId=${groupPost}`, dana),
      ...(await Promise.all(
        [
          ['/api/notes', { albumId: groupPost, comment: 'Me too!' }],
          ['/api/notes', { albumId: groupPost, comment: 'Me too!', parentNoteId: groupNoteId }],
          ['/api/likes', { albumId: groupPost }],
          ['/api/likes', { noteId: groupNoteId }],
        ].map(([url, payload]) =>
          t.app.inject({
            method: 'POST',
            url: url as string,
            payload: payload as object,
            headers: dana.headers,
          }),
        ),
      )),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
    // She is told she was mentioned, not what the post says.
    const mention = (await items('/api/notifications/search?limit=100', dana)).find(
      (item) => item.albumId === groupPost,
    );
    expect(mention).toMatchObject({ event: 'MENTION', contentName: null });
    const answer = await ask(`${GROUP_TOPIC} rota`, dana);
    expect(answer.ids).not.toContain(groupPost);
    expect(answer.reply.toLowerCase()).not.toContain(GROUP_SECRET);
  });

  it("shows a post in a locked group to its author, the group's owner and the tags' members", async () => {
    const { group, groupPost } = fixture;
    // Priya wrote it, Jonah owns the group though he is not in the club, Marcus is in it.
    for (const member of [priya, jonah, marcus]) {
      const [found] = await items(`/api/albums/search?albumIds=${groupPost}`, member);
      expect(found).toMatchObject({ accessLocked: false });
      expect(found?.description).toContain(GROUP_SECRET);
      expect(found?.metaData.body_html).toContain(GROUP_SECRET);
      const ids = async (url: string) => (await items(url, member)).map((item) => item.albumId);
      expect(await ids(`/api/albums/search?keyword=${GROUP_SECRET}`)).toContain(groupPost);
      expect(await ids(`/api/albums/discover?keyword=${GROUP_SECRET}`)).toContain(groupPost);
      const onGroupWall = (await items(`/api/albums/wall?albumId=${group}`, member)).find(
        (item) => item.albumId === groupPost,
      );
      expect(onGroupWall?.assets?.map((asset) => asset.fileName)).toEqual([GROUP_FILE]);
      const comments = await get(`/api/notes/search?albumId=${groupPost}`, member);
      expect(comments.body).toContain(`${GROUP_SECRET} seedlings are in.`);
      const assets = await get(`/api/asset/search?albumId=${groupPost}`, member);
      expect(assets.body).toContain(GROUP_FILE);
    }
    await send('POST', '/api/likes', { albumId: groupPost }, marcus);
    expect((await ask(`${GROUP_TOPIC} rota`, marcus)).ids).toContain(groupPost);
  });

  it('locks a post when its group is locked after the post was written', async () => {
    const sam = await signIn(t.app, SAM); // not in the club
    const group = await jonahsGroup('Seed library', {});
    await send('POST', `/api/albums/${group}/members`, {}, sam);
    const post = await writePost(sam, group, `The ${LATER_SECRET} swap is on Sunday, @dana.r.`);
    await send('POST', '/api/notes', { albumId: post, comment: `${LATER_SECRET} packets.` }, sam);
    const urls = [
      `/api/albums/posts/${post}`,
      `/api/albums/${post}`,
      `/api/albums/search?albumIds=${post}`,
      `/api/albums/search?keyword=${LATER_SECRET}`,
      `/api/albums/discover?keyword=${LATER_SECRET}`,
      '/api/albums/wall?limit=50',
      `/api/albums/wall?albumId=${group}`,
      `/api/notes/search?albumId=${post}`,
      '/api/notifications/search?limit=100',
    ];
    const showing = async (member: SignedInMember) => {
      const shown: string[] = [];
      for (const url of urls) {
        if ((await get(url, member)).body.includes(LATER_SECRET)) shown.push(url);
      }
      return shown;
    };
    expect(await showing(dana)).toEqual(urls);

    await send(
      'PUT',
      `/api/albums/${group}`,
      { metaData: { access_locked: true, access_tag_ids: [3] } },
      jonah,
    );
    expect(await showing(dana)).toEqual([]);
    expect((await items(`/api/albums/search?albumIds=${post}`, dana))[0]).toMatchObject({
      accessLocked: true,
    });
    // Its author, the group's owner (neither in the club) and a club member still read it.
    for (const member of [sam, jonah, marcus]) {
      const found = await get(`/api/albums/posts/${post}`, member);
      expect(found.body).toContain(LATER_SECRET);
    }

    // Unlocked again, the post opens again.
    await send('PUT', `/api/albums/${group}`, { metaData: {} }, jonah);
    expect((await get(`/api/albums/posts/${post}`, dana)).body).toContain(LATER_SECRET);
  });
});
