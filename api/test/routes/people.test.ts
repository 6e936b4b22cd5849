import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  buildTestApp,
  OTHER_MEMBER,
  PUBLIC_API_URL,
  signIn,
  type SignedInMember,
  type TestApp,
} from '../helpers/app.ts';

interface Person {
  accountId: number;
  display: string;
  username: string;
  profileImage: string;
  accountType: string;
  locationDisplay: string | null;
  friend: boolean;
  following: boolean;
}

interface PeopleList {
  items: Person[];
  count: number;
  countTotal: number;
  hasMoreResults: boolean;
  start: number;
  limit: number;
}

interface ReferralEntry {
  accountId: number;
  display: string;
  level: number;
  referrerId: number | null;
  joinedDate: number;
  childrenTotalNumber: number;
}

interface ReferralTree {
  account: { accountId: number; display: string };
  retrieveType: string;
  ancestors: ReferralEntry[];
  ancestorTotal: number;
  children: ReferralEntry[];
  childrenTotal: number;
  childrenStart: number;
  childrenLimit: number;
  hasMoreChildren: boolean;
}

const member = (first: string, last: string) => ({
  email: `${first}.${last}@canopy.test`.toLowerCase(),
  password: 'canopy-member',
});

describe.each(BACKENDS)('people and referrals (%s)', (backend) => {
  let t: TestApp;
  let dana: SignedInMember;
  beforeEach(async () => {
    t = await buildTestApp(backend);
    dana = await signIn(t.app);
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (url: string, who: SignedInMember | null = dana) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const people = async (query: string, who: SignedInMember = dana) => {
    const response = await get(`/api/users/people/search?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PeopleList>();
  };
  const tree = async (query: string, who: SignedInMember = dana) => {
    const response = await get(`/api/users/referral/list?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ valid: true; item: ReferralTree }>().item;
  };
  const idOf = async (email: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [email]))[0]
      ?.id ?? 0;

  describe('GET /users/people/search', () => {
    it('finds members by part of a name or username, exact matches first', async () => {
      const byFirst = await people('keyword=mar');
      expect(byFirst.items.map((person) => person.display)).toEqual(['Marcus Bell']);
      const byLast = await people('keyword=BELL');
      expect(byLast.items.map((person) => person.display)).toEqual(['Marcus Bell']);
      const byFull = await people('keyword=priya%20%20shah');
      expect(byFull.items.map((person) => person.display)).toEqual(['Priya Shah']);
      const byUsername = await people('keyword=sam.o');
      expect(byUsername.items.map((person) => person.username)).toEqual(['sam.o']);
      // Names starting with the keyword come before names that merely contain it.
      const ranked = await people('keyword=el');
      expect(ranked.items.map((person) => person.display)).toEqual([
        'Elena Ortiz',
        'Jonah Whitfield',
        'Marcus Bell',
      ]);
      expect((await people('keyword=kim')).items[0]?.display).toBe('Grace Kim');
    });

    it('shows only public account fields, never e-mail, and never the caller', async () => {
      const everyone = await people('limit=100');
      expect(everyone.countTotal).toBe(everyone.items.length);
      expect(everyone.items.some((person) => person.accountId === dana.userId)).toBe(false);
      const marcus = everyone.items.find((person) => person.display === 'Marcus Bell');
      expect(marcus).toEqual({
        accountId: expect.any(Number),
        display: 'Marcus Bell',
        username: 'marcus.b',
        profileImage: `${PUBLIC_API_URL}/media/avatar-marcus-bell.svg`,
        accountType: 'MEMBER',
        locationDisplay: expect.any(String),
        friend: false,
        following: false,
        followerCount: expect.any(Number),
      });
      const casey = everyone.items.find((person) => person.display === 'Casey Morgan');
      expect(casey?.accountType).toBe('OPERATOR');
      const raw = (await get('/api/users/people/search?limit=100')).body;
      expect(raw).not.toContain('@canopy.test');
      expect(raw).not.toMatch(/password|appBlob|audience/i);
    });

    it('marks friends of the caller', async () => {
      const marcusId = await idOf(OTHER_MEMBER.email);
      await t.db.query('INSERT INTO friendships (account_id, friend_id) VALUES ($1, $2)', [
        Math.min(dana.userId, marcusId),
        Math.max(dana.userId, marcusId),
      ]);
      const found = await people('keyword=marcus');
      expect(found.items[0]).toMatchObject({ accountId: marcusId, friend: true });
      // Friendship is about the caller: Priya is not Marcus's friend.
      const priya = await signIn(t.app, member('Priya', 'Shah'));
      expect((await people('keyword=marcus', priya)).items[0]?.friend).toBe(false);
    });

    it('pages, treats LIKE wildcards literally and finds nobody for nonsense', async () => {
      const first = await people('start=0&limit=4');
      const second = await people('start=4&limit=4');
      expect(first).toMatchObject({ count: 4, start: 0, limit: 4, hasMoreResults: true });
      const ids = [...first.items, ...second.items].map((person) => person.accountId);
      expect(new Set(ids).size).toBe(8);
      expect((await people('keyword=%25')).countTotal).toBe(0);
      expect((await people('keyword=_')).countTotal).toBe(0);
      expect((await people('keyword=zzzz')).items).toEqual([]);
    });

    it('validates input and needs a session', async () => {
      const long = await get(`/api/users/people/search?keyword=${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json<{ message: string }>().message).toContain('querystring/keyword');
      const bad = await get('/api/users/people/search?limit=ten');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('querystring/limit');
      expect((await get('/api/users/people/search', null)).statusCode).toBe(403);
      // The member profile route next door still works.
      expect((await get(`/api/users/${dana.userId}`)).statusCode).toBe(200);
    });
  });

  describe('GET /users/referral/list', () => {
    it('lists whom the member referred, and whom they referred, by level', async () => {
      const item = await tree(`accountId=${dana.userId}&retrieveType=GET_CHILDREN`);
      expect(item.account).toMatchObject({ accountId: dana.userId, display: 'Dana Rivera' });
      expect(item.retrieveType).toBe('GET_CHILDREN');
      expect(item.ancestors).toEqual([]);
      const names = item.children.map((entry) => `${entry.level}:${entry.display}`);
      expect(names.slice(0, 3).sort()).toEqual(
        ['1:Jonah Whitfield', '1:Sam Okafor', '1:Tyler Brooks'].sort(),
      );
      expect(names.slice(3).sort()).toEqual(['2:Hannah Lindqvist', '2:Luis Romero', '3:Grace Kim']);
      expect(item.childrenTotal).toBe(6);
      const jonah = item.children.find((entry) => entry.display === 'Jonah Whitfield');
      expect(jonah).toMatchObject({ referrerId: dana.userId, childrenTotalNumber: 1 });
      const luis = item.children.find((entry) => entry.display === 'Luis Romero');
      expect(luis?.referrerId).toBe(jonah?.accountId);
      expect(JSON.stringify(item)).not.toContain('@canopy.test');
    });

    it('limits the levels walked and clamps list limits to 100', async () => {
      const direct = await tree('retrieveType=CHILDREN&levelLimit=1');
      expect(direct.children.every((entry) => entry.level === 1)).toBe(true);
      expect(direct.childrenTotal).toBe(3);
      const paged = await tree('childrenListStart=1&childrenListLimit=2');
      expect(paged).toMatchObject({ childrenStart: 1, childrenLimit: 2, hasMoreChildren: true });
      expect(paged.children).toHaveLength(2);
      expect((await tree('childrenListLimit=500')).childrenLimit).toBe(100);
      expect((await tree('limit=100')).childrenLimit).toBe(100);
      const bad = await get('/api/users/referral/list?levelLimit=11');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('querystring/levelLimit');
    });

    it('walks up to who referred the member, nearest first, and stops at loops', async () => {
      const grace = await signIn(t.app, member('Grace', 'Kim'));
      const up = await tree('retrieveType=PARENT', grace);
      expect(up.retrieveType).toBe('GET_ANCESTOR');
      expect(up.ancestors.map((entry) => `${entry.level}:${entry.display}`)).toEqual([
        '1:Luis Romero',
        '2:Jonah Whitfield',
        '3:Dana Rivera',
      ]);
      expect(up.children).toEqual([]);
      expect(
        (await tree('retrieveType=GET_ANCESTOR&ancestorLevelLimit=1', grace)).ancestors,
      ).toHaveLength(1);

      // Two members who referred each other must not send the walk round in circles.
      const marcusId = await idOf(OTHER_MEMBER.email);
      const priyaId = await idOf(member('Priya', 'Shah').email);
      await t.db.query('UPDATE accounts SET referral_account_id = $2 WHERE id = $1', [
        marcusId,
        priyaId,
      ]);
      await t.db.query('UPDATE accounts SET referral_account_id = $2 WHERE id = $1', [
        priyaId,
        marcusId,
      ]);
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const loop = await tree('retrieveType=ALL&levelLimit=10', marcus);
      expect(loop.ancestors.map((entry) => entry.display)).toEqual(['Priya Shah']);
      expect(loop.children.map((entry) => entry.display)).toEqual(['Priya Shah']);
    });

    it('shows a member with no referrals empty lists', async () => {
      const marcus = await signIn(t.app, OTHER_MEMBER);
      const item = await tree('', marcus);
      expect(item).toMatchObject({
        retrieveType: 'GET_ALL',
        ancestors: [],
        ancestorTotal: 0,
        children: [],
        childrenTotal: 0,
        hasMoreChildren: false,
      });
    });

    it("answers 404 for another member's tree, 400 for bad input, 403 without a session", async () => {
      const jonahId = await idOf(member('Jonah', 'Whitfield').email);
      const other = await get(`/api/users/referral/list?accountId=${jonahId}`);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Luis');
      const badType = await get('/api/users/referral/list?retrieveType=SIBLINGS');
      expect(badType.statusCode).toBe(400);
      expect(badType.json<{ message: string }>().message).toContain('querystring/retrieveType');
      expect((await get('/api/users/referral/list', null)).statusCode).toBe(403);
    });
  });
});
