import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/plugins/app/social/rich-text.ts';
import {
  SECTION_ALBUM_TYPES,
  SECTION_TITLES,
  seedContentSections,
} from '../../src/seed/content-sections.ts';
import {
  BACKENDS,
  buildTestApp,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Album {
  albumId: number;
  albumType: string;
  title: string;
  mediaType: string;
  coverURL: string | null;
  fullURL: string | null;
  metaData: Record<string, unknown>;
  dateUpdated: number;
}

const HOSTILE =
  '<p>Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
  '<iframe src="https://evil.example"></iframe><p onclick="alert(4)">tap</p>';

describe('sanitizeRichText', () => {
  it('drops scripts, event handlers, javascript: links and frames, and keeps formatting', () => {
    const clean = sanitizeRichText(HOSTILE + '<h2>Title</h2><ul><li><strong>ok</strong></li></ul>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert/i);
    expect(clean).toContain('<h2>Title</h2><ul><li><strong>ok</strong></li></ul>');
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps safe links and marks them noopener', () => {
    expect(sanitizeRichText('<a href="https://canopy.example/x">x</a>')).toBe(
      '<a href="https://canopy.example/x" rel="noopener noreferrer">x</a>',
    );
  });
});

describe.each(BACKENDS)('content sections (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const search = async (query: string): Promise<Album[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/albums/search?${query}`,
      headers: dana.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Album[] }>().items;
  };
  const byTitle = async (type: string, title: string): Promise<Album> => {
    const found = (await search(`albumType=${type}&limit=100`)).find(
      (album) => album.title === title,
    );
    if (!found) throw new Error(`No ${type} titled ${title}`);
    return found;
  };

  it('seeds every section a new member browses', async () => {
    for (const type of SECTION_ALBUM_TYPES) {
      expect((await search(`albumType=${type}`)).length, type).toBeGreaterThan(0);
    }
  });

  it('sanitises rich text when an album is stored, created or changed', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/albums',
      headers: dana.headers,
      payload: { title: 'My note', albumType: 'customlist', metaData: { body_html: HOSTILE } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const album = created.json<{ item: Album }>().item;
    expect(String(album.metaData['body_html'])).not.toMatch(/script|onerror|javascript:|iframe/i);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/albums/${album.albumId}`,
      headers: dana.headers,
      payload: { metaData: JSON.stringify({ body_html: '<b onmouseover="x()">bold</b>' }) },
    });
    expect(changed.json<{ item: Album }>().item.metaData['body_html']).toBe('<b>bold</b>');
    const article = await byTitle('news', SECTION_TITLES.news);
    expect(String(article.metaData['body_html'])).toContain('<h2>Sow now</h2>');
  });

  it('serves audio and video albums with their media file as fullURL, the cover apart', async () => {
    const audio = await byTitle('audio', SECTION_TITLES.audio);
    expect(audio.mediaType).toBe('AUDIO');
    expect(audio.fullURL).toBe('http://api.test/media/audio-morning-birds.wav');
    expect(audio.coverURL).toMatch(/\/media\/cover-.*\.svg$/);
    const live = await byTitle('livestream', SECTION_TITLES.live);
    expect(live.fullURL).toBe('http://api.test/media/live-harvest-talk.m3u8');
    const offline = await byTitle('livestream', SECTION_TITLES.offline);
    expect(offline.fullURL).toBe(offline.coverURL);
  });

  it('ignores a media_file that is not one of our media files', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/albums',
      headers: dana.headers,
      payload: {
        title: 'Sneaky',
        albumType: 'customlist',
        metaData: { media_file: 'https://evil.example/x.mp4' },
      },
    });
    const album = created.json<{ item: Album }>().item;
    expect(album.fullURL).toBe(album.coverURL);
  });

  it('lists a topic thread first by newest activity once somebody replies', async () => {
    const topic = await byTitle('topic', SECTION_TITLES.topic);
    const ids = (topic.metaData['albumIds'] as number[]).join(',');
    const before = await search(`albumIds=${ids}&sortField=ALBUM_UPDATED`);
    expect(before[0]?.title).toBe(SECTION_TITLES.thread);
    const quiet = before[before.length - 1];
    if (!quiet) throw new Error('no threads');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: dana.headers,
      payload: { albumId: quiet.albumId, comment: 'Mine survived with straw bales around it.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await search(`albumIds=${ids}&sortField=ALBUM_UPDATED`);
    expect(after[0]?.albumId).toBe(quiet.albumId);
  });

  it('fills a section that is missing in an existing database, without duplicating others', async () => {
    await t.db.query("DELETE FROM albums WHERE album_type = 'page'");
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM albums'))[0]?.n ?? 0;
    const without = await count();
    await seedContentSections(t.db);
    const pages = await search('albumType=page');
    expect(pages.map((page) => page.title)).toContain(SECTION_TITLES.page);
    expect(await count()).toBe(without + pages.length);
    await seedContentSections(t.db);
    expect(await count()).toBe(without + pages.length);
  });
});
