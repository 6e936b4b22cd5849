import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isLockedFor,
  lockableOf,
  openToViewerSql,
  PARENT_LOCK_COLUMNS,
  redactForViewer,
  type LockableAlbum,
  type ParentLock,
  type ParentLockRow,
} from '../../../../src/plugins/app/kernel/access-lock.ts';
import { insertAlbum } from '../../../../src/plugins/app/kernel/album-store.ts';
import { BACKENDS, buildTestApp, type TestApp } from '../../../helpers/app.ts';

const OWNER = 7;
const LOCK = { access_locked: true, access_tag_ids: [3], access_filter_operator: 'or' };

function album(overrides: Partial<LockableAlbum> = {}): LockableAlbum {
  return {
    albumId: 1,
    albumType: 'episodes',
    owner: {
      accountId: OWNER,
      display: 'Priya Shah',
      username: 'priya.s',
      profileImage: 'http://api.test/media/avatar.svg',
      accountType: 'MEMBER',
      locationDisplay: 'Lincoln, NE',
    },
    ownerId: OWNER,
    title: 'Growers Club lecture',
    description: 'The secret recording',
    coverURL: 'http://api.test/media/cover.svg',
    fullURL: 'http://api.test/media/lecture.mp4',
    thumbnailURL: 'http://api.test/media/cover-thumb.svg',
    mediaType: 'VIDEO',
    tags: ['soil', 'secret'],
    visibility: 'PUBLIC',
    categoryIds: [20],
    startDate: null,
    endDate: null,
    assetCount: 1,
    likeCount: 39,
    dislikeCount: 0,
    commentsCount: 5,
    favoriteCount: 2,
    sharedCount: 0,
    viewedCount: 240,
    clickedCount: 0,
    userCount: 0,
    flagCount: 0,
    latitude: 40.8,
    longitude: -96.7,
    locationDescription: 'The secret barn',
    distance: 12.5,
    dateCreated: 1,
    dateUpdated: 2,
    hasLiked: true,
    favorite: false,
    favoriteId: null,
    metaData: { ...LOCK, body_html: '<p>secret</p>', media_file: 'lecture.mp4' },
    publicPermissions: { read: true, write: false, delete: false, add: false },
    totalEpisodes: 1,
    parentAlbumId: null,
    accessLocked: false,
    parentLock: null,
    ...overrides,
  };
}

describe('redactForViewer (SPEC §4 access tags)', () => {
  const outsider = { id: 1, audienceIds: [1, 2] };
  const clubMember = { id: 2, audienceIds: [3] };
  const owner = { id: OWNER, audienceIds: [] };

  it('leaves a locked album only its tile: title, cover, owner, counts and the lock', () => {
    const tile = redactForViewer(album(), outsider);
    expect(tile).toEqual({
      ...album(),
      description: '',
      fullURL: null,
      tags: [],
      latitude: null,
      longitude: null,
      locationDescription: null,
      distance: null,
      metaData: LOCK,
      accessLocked: true,
    });
    expect(JSON.stringify(tile)).not.toMatch(/secret|lecture\.mp4/);
  });

  it('blanks what a wall post or a search hit adds, and any field it does not know', () => {
    const post = { ...album(), assets: [{ fileName: 'secret.jpg' }], headline: '⟪secret⟫' };
    const later = { ...post, transcript: 'secret words', rating: 5 };
    expect(redactForViewer(later, outsider)).toMatchObject({
      assets: [],
      headline: null,
      transcript: '',
      rating: null,
      accessLocked: true,
    });
  });

  it('shows everything to the owner and to members with the access tags', () => {
    expect(redactForViewer(album(), owner)).toEqual(album());
    expect(redactForViewer(album(), clubMember)).toEqual(album());
    expect(isLockedFor(album(), outsider)).toBe(true);
    // No access tags configured: denied to all but the owner.
    const untagged = album({ metaData: { access_locked: 'true' } });
    expect(isLockedFor(untagged, clubMember)).toBe(true);
    expect(isLockedFor(untagged, owner)).toBe(false);
    expect(isLockedFor(album({ metaData: {} }), outsider)).toBe(false);
  });

  it('changes nothing when applied again', () => {
    const once = redactForViewer(album(), outsider);
    expect(redactForViewer(once, outsider)).toEqual(once);
    expect(redactForViewer(once, clubMember)).toMatchObject({ accessLocked: false });
  });
});

describe('a post in a locked channel or group (SPEC §4 access tags)', () => {
  const SPACE_OWNER = 9;
  const clubLock: ParentLock = {
    ownerId: SPACE_OWNER,
    rule: { locked: true, accessTagIds: [3], accessOperator: 'or' },
  };
  const post = (overrides: Partial<LockableAlbum> = {}) =>
    album({
      albumType: 'post',
      title: 'The secret plan',
      description: 'The secret plan goes ahead.',
      metaData: { body_html: '<p>secret</p>' },
      parentAlbumId: 40,
      parentLock: clubLock,
      ...overrides,
    });
  const outsider = { id: 1, audienceIds: [1, 2] };
  const clubMember = { id: 2, audienceIds: [3] };

  it("is locked by its channel's or group's lock, though it has none of its own", () => {
    expect(isLockedFor(post(), outsider)).toBe(true);
    expect(isLockedFor(post(), clubMember)).toBe(false);
    expect(isLockedFor(post({ parentLock: null }), outsider)).toBe(false);
  });

  it("opens to its author and to the space's owner, whatever their tags", () => {
    expect(isLockedFor(post(), { id: OWNER, audienceIds: [] })).toBe(false);
    expect(isLockedFor(post(), { id: SPACE_OWNER, audienceIds: [] })).toBe(false);
    // A space locked with no access tags is open to nobody else.
    const untagged = post({
      parentLock: { ...clubLock, rule: { ...clubLock.rule, accessTagIds: [] } },
    });
    expect(isLockedFor(untagged, clubMember)).toBe(true);
    expect(isLockedFor(untagged, { id: SPACE_OWNER, audienceIds: [] })).toBe(false);
  });

  it('needs both its own access tags and those of its space', () => {
    const doublyLocked = post({ metaData: { access_locked: true, access_tag_ids: [5] } });
    expect(isLockedFor(doublyLocked, clubMember)).toBe(true);
    expect(isLockedFor(doublyLocked, { id: 3, audienceIds: [5] })).toBe(true);
    expect(isLockedFor(doublyLocked, { id: 3, audienceIds: [3, 5] })).toBe(false);
    // The space's owner still needs the post's own tags.
    expect(isLockedFor(doublyLocked, { id: SPACE_OWNER, audienceIds: [] })).toBe(true);
  });

  it('leaves a locked post a tile without its title or cover: its first line and photo', () => {
    const tile = redactForViewer(post(), outsider);
    expect(tile).toMatchObject({
      title: '',
      description: '',
      coverURL: null,
      thumbnailURL: null,
      metaData: {},
      accessLocked: true,
    });
    expect(JSON.stringify(tile)).not.toMatch(/secret/);
    // Still locked when redacted again, and for a member of the space, everything.
    expect(redactForViewer(tile, outsider)).toEqual(tile);
    expect(redactForViewer(post(), clubMember)).toEqual(post());
    // Other albums keep their title and cover on the tile.
    expect(redactForViewer(post({ albumType: 'news' }), outsider)).toMatchObject({
      title: 'The secret plan',
      coverURL: album().coverURL,
    });
  });
});

describe.each(BACKENDS)('openToViewerSql agrees with isLockedFor (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens in SQL exactly the albums the rule opens, for each viewer', async () => {
    const [owner] = await t.db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 1');
    const ownerId = owner?.id ?? 0;
    const metaDatas: Record<string, unknown>[] = [
      {},
      { access_locked: false, access_tag_ids: [9] },
      { access_locked: true },
      { access_locked: true, access_tag_ids: [] },
      { access_locked: 'true', access_tag_ids: '3' },
      { access_locked: true, access_tag_ids: [2, 3] },
      { access_locked: true, access_tag_ids: '2,3', access_filter_operator: 'and' },
      { access_locked: true, access_tag_ids: ['1', 4], access_filter_operator: 'AND' },
    ];
    const ids: number[] = [];
    for (const metaData of metaDatas) {
      ids.push(await insertAlbum(t.db, { ownerId, albumType: 'news', title: 'Lock', metaData }));
    }
    const viewers = [
      { id: ownerId, audienceIds: [] },
      { id: -1, audienceIds: [] },
      { id: -1, audienceIds: [3] },
      { id: -1, audienceIds: [2, 3] },
      { id: -1, audienceIds: [1, 4] },
    ];
    for (const viewer of viewers) {
      const rows = await t.db.query<{ id: number; open: boolean }>(
        `SELECT al.id, ${openToViewerSql('$1', '$2')} AS open FROM albums al
          WHERE al.id = ANY($3::int[]) ORDER BY al.id`,
        [viewer.id, viewer.audienceIds, ids],
      );
      const expected = metaDatas.map(
        (metaData) => !isLockedFor({ ownerId, metaData, parentLock: null }, viewer),
      );
      expect(
        rows.map((row) => row.open),
        JSON.stringify(viewer),
      ).toEqual(expected);
    }
  });

  it("opens in SQL exactly the posts the rule opens, with their space's lock", async () => {
    const owners = await t.db.query<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 2');
    const [spaceOwner, author] = owners.map((row) => row.id);
    if (spaceOwner === undefined || author === undefined) throw new Error('Seed has no members');
    const spaceLocks: Record<string, unknown>[] = [
      {},
      { access_locked: true },
      { access_locked: true, access_tag_ids: [3] },
      { access_locked: true, access_tag_ids: [2, 3], access_filter_operator: 'and' },
    ];
    const postLocks: Record<string, unknown>[] = [{}, { access_locked: true, access_tag_ids: [2] }];
    const ids: number[] = [];
    for (const spaceLock of spaceLocks) {
      const parentAlbumId = await insertAlbum(t.db, {
        ownerId: spaceOwner,
        albumType: 'group',
        title: 'Space',
        metaData: spaceLock,
      });
      for (const metaData of postLocks) {
        ids.push(
          await insertAlbum(t.db, {
            ownerId: author,
            albumType: 'post',
            title: 'Post',
            metaData,
            parentAlbumId,
          }),
        );
      }
    }
    const viewers = [
      { id: author, audienceIds: [] },
      { id: spaceOwner, audienceIds: [] },
      { id: spaceOwner, audienceIds: [2] },
      { id: -1, audienceIds: [] },
      { id: -1, audienceIds: [2] },
      { id: -1, audienceIds: [3] },
      { id: -1, audienceIds: [2, 3] },
    ];
    for (const viewer of viewers) {
      const rows = await t.db.query<
        ParentLockRow & { open: boolean; owner_id: number; meta_data: Record<string, unknown> }
      >(
        `SELECT al.owner_id, al.meta_data, ${PARENT_LOCK_COLUMNS},
                ${openToViewerSql('$1', '$2')} AS open
           FROM albums al WHERE al.id = ANY($3::int[]) ORDER BY al.id`,
        [viewer.id, viewer.audienceIds, ids],
      );
      expect(rows).toHaveLength(ids.length);
      expect(
        rows.map((row) => row.open),
        JSON.stringify(viewer),
      ).toEqual(rows.map((row) => !isLockedFor(lockableOf(row), viewer)));
    }
    // Not every post is open to everybody: the space's lock reached the rows.
    const outsider = await t.db.query<{ open: boolean }>(
      `SELECT ${openToViewerSql('$1', '$2')} AS open FROM albums al WHERE al.id = ANY($3::int[])`,
      [-1, [], ids],
    );
    expect(outsider.filter((row) => row.open)).toHaveLength(1);
  });
});
