// The notifications that album invites, orders, tournaments and badges produce: each is
// written with its change, honours the recipient's switch for its type and reveals only
// what the recipient may see.
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
import { answersFor, levelsOf, NEWCOMER, postAs } from '../helpers/quiz.ts';

interface Listed {
  notificationId: number;
  event: string;
  notificationMessage: string;
  hasRead: boolean;
  contentType: string;
  contentId: number | null;
  contentName: string | null;
  parentType: string | null;
  parentId: number | null;
  albumId: number | null;
  inviteToken: string | null;
  actionCategory: string;
  sender: { accountId: number } | null;
}

const ELENA = { email: 'elena.ortiz@canopy.test', password: 'canopy-member' } as const;
const AT = { latitude: 38.97, longitude: -95.23 };

describe.each(BACKENDS)('notifications from invites, orders, games (%s)', (backend) => {
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

  const list = async (who: SignedInMember, event: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/search?limit=100',
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Listed[] }>().items.filter((item) => item.event === event);
  };
  const switchOff = async (who: SignedInMember, type: string) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: who.headers,
      payload: { [type]: false },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const albumId = async (title: string): Promise<number> => {
    const rows = await t.db.query<{ id: number }>('SELECT id FROM albums WHERE title = $1', [
      title,
    ]);
    if (!rows[0]) throw new Error(`No album titled ${title}`);
    return rows[0].id;
  };
  /** Live events of `kind` queued for `member` since the test began. */
  const liveEvents = async (member: SignedInMember, kind: string) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM live_events WHERE member_id = $1 AND kind = $2',
        [member.userId, kind],
      )
    )[0]?.n ?? 0;

  describe('album invites', () => {
    const inviteTo = (id: number, receiverAccountIds: number[], from = marcus) =>
      postAs<{ item: { token: string } }>(t.app, from, '/api/invite/album', {
        albumId: id,
        receiverAccountIds,
        ...AT,
      });

    it('tells each member named, with the token that opens the invite page', async () => {
      const elena = await signIn(t.app, ELENA);
      const before = await liveEvents(dana, 'notification');
      const id = await albumId(F.privateAlbum);
      // The owner may share a private album; the inviter themself is not told.
      const { item } = await inviteTo(id, [dana.userId, elena.userId, marcus.userId]);
      const [forDana] = await list(dana, 'ALBUM_INVITE');
      expect(forDana).toMatchObject({
        sender: { accountId: marcus.userId },
        contentType: 'ALBUM',
        contentId: id,
        contentName: F.privateAlbum,
        inviteToken: item.token,
        actionCategory: 'invites',
        hasRead: false,
        // Not the album's own page: the invitee may not open it before joining.
        albumId: null,
      });
      expect(forDana?.notificationMessage).toMatch(/invited you to Marcus's private grow journal$/);
      expect(await liveEvents(dana, 'notification')).toBe(before + 1);
      expect(await list(elena, 'ALBUM_INVITE')).toHaveLength(1);
      expect(await list(marcus, 'ALBUM_INVITE')).toEqual([]);
      // The token in the notification is the invite's.
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/invite?token=${encodeURIComponent(item.token)}`,
        headers: dana.headers,
      });
      expect(shown.json()).toMatchObject({ valid: true, item: { albumTitle: F.privateAlbum } });
    });

    it('tells nobody who could not open the album, and goes when the invite expires', async () => {
      // Priya's Growers-only post: Marcus and Elena are in the Growers Club, Dana is not.
      const elena = await signIn(t.app, ELENA);
      const id = await albumId(F.hiddenOrGrowers);
      await inviteTo(id, [dana.userId, elena.userId]);
      expect(await list(dana, 'ALBUM_INVITE')).toEqual([]);
      const [forElena] = await list(elena, 'ALBUM_INVITE');
      expect(forElena?.contentName).toBe(F.hiddenOrGrowers);

      await t.db.query(`UPDATE album_invites SET expires_at = now() - interval '1 minute'`);
      expect(await list(elena, 'ALBUM_INVITE')).toEqual([]);
    });

    it('honours the invites switch', async () => {
      await switchOff(dana, 'invites');
      await inviteTo(await albumId(F.privateAlbum), [dana.userId]);
      expect(await list(dana, 'ALBUM_INVITE')).toEqual([]);
    });
  });

  describe('order status', () => {
    const reload = (who: SignedInMember, amount: number) =>
      postAs<{ valid: boolean; item: { orderId: number } }>(t.app, who, '/api/orders', {
        cart: [{ amount, orderItemType: 'CUSTOM' }],
        currencyType: 'RELOAD',
        ...AT,
      });
    const billingAddress = async (who: SignedInMember) =>
      (
        await postAs<{ item: { billingAddressId: number } }>(t.app, who, '/api/billing', {
          name: 'Dana Rivera',
          street: '812 Massachusetts St',
          city: 'Lawrence',
          state: 'KS',
          postalCode: '66044',
          ...AT,
        })
      ).item.billingAddressId;
    const cheapestOffer = async () => {
      const rows = await t.db.query<{ offer_id: number; offer_location_id: number; name: string }>(
        `SELECT o.id AS offer_id, ol.id AS offer_location_id, o.name
           FROM offer_locations ol JOIN offers o ON o.id = ol.offer_id
          WHERE ol.stock >= 1 AND o.active AND cardinality(o.sizes) = 0
          ORDER BY o.full_price_cents, ol.id LIMIT 1`,
      );
      if (!rows[0]) throw new Error('No offer on sale');
      return rows[0];
    };
    const order = async (
      who: SignedInMember,
      currencyType: 'CASH' | 'RELOAD',
      key: string,
      billingAddressId?: number,
    ) => {
      const offer = await cheapestOffer();
      return postAs<{ valid: boolean; errorCode?: string; item: { orderId: number } }>(
        t.app,
        who,
        '/api/wallets',
        {
          offerCart: [
            {
              offerId: offer.offer_id,
              offerLocationId: offer.offer_location_id,
              quantity: 1,
              display: { item: offer.name, quantity: 1, fullPrice: 1, discountPrice: 0 },
            },
          ],
          currencyType,
          billingAddressId: billingAddressId ?? (await billingAddress(who)),
          idempotencyKey: key,
          ...AT,
        },
      );
    };

    it('tells the member an order went through, once per order, linking to it', async () => {
      const address = await billingAddress(dana);
      const placed = await order(dana, 'CASH', 'order-notified-1', address);
      expect(placed.valid).toBe(true);
      // A retried request with the same key is the same order: no second notification.
      await order(dana, 'CASH', 'order-notified-1', address);
      const [forOrder] = await list(dana, 'ORDER_STATUS');
      expect(forOrder).toMatchObject({
        sender: null,
        contentType: 'ORDER',
        contentId: placed.item.orderId,
        actionCategory: 'orders',
      });
      expect(forOrder?.notificationMessage).toMatch(
        new RegExp(
          `^Order #${placed.item.orderId} is confirmed: 1 item from .+ to pay in the shop`,
        ),
      );
      expect(await list(dana, 'ORDER_STATUS')).toHaveLength(1);
      expect(await list(marcus, 'ORDER_STATUS')).toEqual([]);

      const credit = await reload(dana, 12.5);
      const [forReload] = await list(dana, 'ORDER_STATUS');
      expect(forReload).toMatchObject({ contentType: 'CREDIT', contentId: credit.item.orderId });
      expect(forReload?.notificationMessage).toBe(
        `$12.50 of credit was added to your balance (order #${credit.item.orderId}).`,
      );
    });

    it('tells nothing of an order that was refused, and honours the orders switch', async () => {
      await t.db.query(
        `INSERT INTO credit_ledger (account_id, amount_cents, entry_type, description)
         SELECT $1, -sum(amount_cents), 'ADJUSTMENT', 'Spent' FROM credit_ledger
          WHERE account_id = $1 HAVING sum(amount_cents) <> 0`,
        [dana.userId],
      );
      const refused = await order(dana, 'RELOAD', 'order-without-credit');
      expect(refused).toMatchObject({ valid: false, errorCode: 'INSUFFICIENT_CREDIT' });
      expect(await list(dana, 'ORDER_STATUS')).toEqual([]);

      await switchOff(dana, 'orders');
      await reload(dana, 5);
      expect(await list(dana, 'ORDER_STATUS')).toEqual([]);
    });
  });

  describe('tournaments', () => {
    it("tells a tournament's owner who joined it, and only on the first join", async () => {
      await postAs(t.app, dana, '/api/tournaments/join', { joinCode: 'BUZZ42' });
      await postAs(t.app, dana, '/api/tournaments/join', { joinCode: 'BUZZ42' });
      const rows = await t.db.query<{ id: number; title: string }>(
        `SELECT id, title FROM tournaments WHERE join_code = 'BUZZ42'`,
      );
      const title = rows[0]?.title ?? '';
      const joined = await list(marcus, 'TOURNAMENT');
      expect(joined).toHaveLength(1);
      expect(joined[0]).toMatchObject({
        sender: { accountId: dana.userId },
        contentType: 'TOURNAMENT',
        contentId: rows[0]?.id,
        contentName: title,
        actionCategory: 'tournaments',
      });
      expect(joined[0]?.notificationMessage).toMatch(
        new RegExp(`^\\S+ joined your tournament: “${title}”$`),
      );
    });

    it('honours the tournaments switch', async () => {
      await switchOff(marcus, 'tournaments');
      await postAs(t.app, dana, '/api/tournaments/join', { joinCode: 'BUZZ42' });
      expect(await list(marcus, 'TOURNAMENT')).toEqual([]);
    });
  });

  describe('badges', () => {
    const completeFirstLevel = async (who: SignedInMember) => {
      const [level] = await levelsOf(t.db, 'Plant Basics');
      if (!level) throw new Error('no level');
      const score = () =>
        postAs(t.app, who, '/api/games/score/create', {
          packId: level.packId,
          gameLevelId: level.gameLevelId,
          answers: answersFor(level),
        });
      await score();
      // Playing the level again earns no badge a second time.
      await score();
    };

    it('tells a member each badge tier their play earned, once', async () => {
      const grace = await signIn(t.app, NEWCOMER);
      await completeFirstLevel(grace);
      const badges = await list(grace, 'BADGE');
      const tiers = await t.db.query<{ id: number; title: string; achievement: string }>(
        `SELECT t.id, t.title, a.title AS achievement FROM achievement_tiers t
           JOIN achievements a ON a.id = t.achievement_id
          WHERE a.rank_type = 'LEVELS' AND a.active ORDER BY t.goal_count LIMIT 1`,
      );
      const first = tiers[0];
      if (!first) throw new Error('No LEVELS tier');
      const levelBadge = badges.find((badge) => badge.parentId === first.id);
      expect(levelBadge).toMatchObject({
        sender: null,
        contentType: 'ACHIEVEMENT',
        parentType: 'ACHIEVEMENT_TIER',
        actionCategory: 'badges',
        notificationMessage: `You earned the “${first.title}” badge of ${first.achievement}.`,
      });
      expect(new Set(badges.map((badge) => badge.parentId)).size).toBe(badges.length);
    });

    it('honours the badges switch', async () => {
      const grace = await signIn(t.app, NEWCOMER);
      await switchOff(grace, 'badges');
      await completeFirstLevel(grace);
      expect(await list(grace, 'BADGE')).toEqual([]);
    });
  });
});
