import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT,
  MAX_LIMIT,
  orderByIds,
  parseSeeAllQuery,
  withAds,
} from '../see-all-query.ts';

const parse = (query: string) => parseSeeAllQuery(new URLSearchParams(query));

describe('parseSeeAllQuery (SPEC §2 see-all parameters)', () => {
  it('uses SPEC §9 defaults when no parameter is given', () => {
    const query = parse('');
    expect(query.layout).toEqual({
      maxItemCount: 100,
      columnCount: 3,
      direction: 'horizontal',
      tileWidth: 135,
      tileHeight: 150,
    });
    expect(query.search).toEqual({ sortField: 'ALBUM_CREATED', start: 0, limit: 100 });
    expect(query).toMatchObject({ title: 'See all', ad: null, rankType: null });
  });

  it('layoutConfig: sets columns, direction, tile size and the item maximum', () => {
    const layout = JSON.stringify({
      maxItemCount: 12,
      columnCount: 4,
      direction: 'vertical',
      tileWidth: 200,
      tileHeight: 120,
    });
    const query = parse(`layoutConfig=${encodeURIComponent(layout)}`);
    expect(query.layout).toEqual({
      maxItemCount: 12,
      columnCount: 4,
      direction: 'vertical',
      tileWidth: 200,
      tileHeight: 120,
    });
    expect(query.search.limit).toBe(12);
    expect(parse('layoutConfig=not-json').layout).toEqual(DEFAULT_LAYOUT);
  });

  it('_albumType: names the section the tiles open, else the first albumType', () => {
    expect(parse('_albumType=video&albumType=episodes').displayType).toBe('video');
    // Without albumType it is also the type shown: never every kind of album at once.
    expect(parse('_albumType=video').search.albumType).toBe('video');
    expect(parse('_albumType=video&albumType=episodes').search.albumType).toBe('episodes');
    expect(parse('albumType=news,page').displayType).toBe('news');
    expect(parse('').displayType).toBeNull();
  });

  it('adConfig: a sponsored tile every `frequency` items, about 10 ÷ frequency of them', () => {
    expect(parse(`adConfig=${encodeURIComponent('{"frequency":4}')}`).ad).toEqual({
      frequency: 4,
      count: 3,
    });
    expect(
      parse(`adConfig=${encodeURIComponent('{"frequency":3,"enabled":false}')}`).ad,
    ).toBeNull();
    expect(parse(`adConfig=${encodeURIComponent('{"frequency":0}')}`).ad).toBeNull();
  });

  it('title: is the page heading', () => {
    expect(parse('title=Latest%20news').title).toBe('Latest news');
  });

  it('albumType: is searched', () => {
    expect(parse('albumType=news').search.albumType).toBe('news');
  });

  it('categoryIds: keeps positive whole ids only', () => {
    expect(parse('categoryIds=20,x,-1,23').search.categoryIds).toEqual([20, 23]);
  });

  it('filters: becomes the search filter (MINE: only your own)', () => {
    expect(parse('filters=mine').search.filter).toBe('MINE');
  });

  it('sortField: an allowed field is used; anything else falls back to ALBUM_CREATED', () => {
    expect(parse('sortField=ALBUM_LIKES').search.sortField).toBe('ALBUM_LIKES');
    expect(parse('sortField=album_title').search.sortField).toBe('ALBUM_TITLE');
    expect(parse('sortField=DROP%20TABLE').search.sortField).toBe('ALBUM_CREATED');
  });

  it('keyword: is searched, trimmed', () => {
    expect(parse('keyword=%20compost%20').search.keyword).toBe('compost');
  });

  it('strictMap: only "true" requires every category', () => {
    expect(parse('strictMap=true').search.strictMap).toBe(true);
    expect(parse('strictMap=yes').search.strictMap).toBeUndefined();
  });

  it('start: pages on from that offset', () => {
    expect(parse('start=20').search.start).toBe(20);
    expect(parse('start=-5').search.start).toBe(0);
  });

  it('limit: is honoured below 100 and capped at 100 above it', () => {
    expect(parse('limit=7').search.limit).toBe(7);
    expect(parse('limit=500').search.limit).toBe(MAX_LIMIT);
    expect(parse('limit=abc').search.limit).toBe(100);
  });

  it('rankType: ranks by that count, overriding sortField', () => {
    const query = parse('rankType=likes&sortField=ALBUM_TITLE');
    expect(query.rankType).toBe('LIKES');
    expect(query.search.sortField).toBe('ALBUM_LIKES');
    expect(parse('rankType=unknown').rankType).toBeNull();
  });

  it('sortOrderAlbumIds: is read as an id list', () => {
    expect(parse('sortOrderAlbumIds=9,3').sortOrderAlbumIds).toEqual([9, 3]);
  });
});

describe('orderByIds', () => {
  it('puts the named albums first in the named order, the rest after in their order', () => {
    const albums = [1, 2, 3, 4].map((albumId) => ({ albumId }));
    expect(orderByIds(albums, [4, 2]).map((a) => a.albumId)).toEqual([4, 2, 1, 3]);
    expect(orderByIds(albums, [])).toBe(albums);
  });
});

describe('withAds', () => {
  it('places a sponsored tile after every `frequency` albums, while there are some left', () => {
    const entries = withAds([1, 2, 3, 4, 5, 6, 7], 2, ['a', 'b']);
    expect(entries.map((entry) => (entry.kind === 'ad' ? entry.ad : entry.album))).toEqual([
      1,
      2,
      'a',
      3,
      4,
      'b',
      5,
      6,
      7,
    ]);
    expect(withAds([1, 2], null, ['a'])).toHaveLength(2);
    // No sponsored albums: no empty tiles.
    expect(withAds([1, 2, 3, 4], 2, [])).toHaveLength(4);
  });
});
