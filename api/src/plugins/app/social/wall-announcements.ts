// Live news of a post (a new post on the wall, a reaction) for the members connected right
// now who may read it. Nothing is stored: a member who was not connected reads it when
// the page next loads.
//
// Who is connected is known to each API instance only for its own streams, so the news goes
// on the bus to every instance, and each one tells those of its own members whom the rule
// lets read the post: the wall's (onTheWallSql) or any way in (readableByViewerSql), then
// the access lock, whose locked tile shows nothing of what it holds.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/db.ts';
import { LIVE_KIND_PATTERN, signalAfterCommit, type LiveSignal } from '../live/live-events.ts';
import {
  isLockedFor,
  lockableOf,
  PARENT_LOCK_COLUMNS,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { readableByViewerSql } from '../kernel/visibility.ts';
import { onTheWallSql } from './on-the-wall.ts';

/** The event a member's wall hears: a post they may read was written by someone else. */
export const WALL_POST_KIND = 'wall-post';

/** Between API instances only: addressed to nobody, so no stream sends it as it is. */
const READERS_SIGNAL = 'album-readers-news';

/** Whose news it is: the readers who find the post on their wall, or all who may open it. */
type ReaderRule = 'wall' | 'readers';

interface ReadersNews {
  albumId: number;
  rule: ReaderRule;
  /** Who caused it, and needs no telling. */
  exceptId: number;
  kind: string;
  payload: object;
}

/** Tells the connected readers of the album `kind`/`payload`, once `tx` commits. */
export function signalReaders(tx: Queryable, news: ReadersNews): void {
  if (!LIVE_KIND_PATTERN.test(news.kind)) throw new Error(`Invalid live kind: ${news.kind}`);
  signalAfterCommit(tx, { memberIds: [], kind: READERS_SIGNAL, payload: news });
}

/** Announces a new post once the transaction `tx` that writes it commits. */
export function announceWallPost(tx: Queryable, albumId: number, authorId: number): void {
  signalReaders(tx, {
    albumId,
    rule: 'wall',
    exceptId: authorId,
    kind: WALL_POST_KIND,
    payload: { albumId },
  });
}

/** Which of `memberIds` the rule lets read the album, its lock included, in one query. */
async function readersAmong(
  db: Queryable,
  albumId: number,
  memberIds: readonly number[],
  rule: ReaderRule,
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const visible =
    rule === 'wall'
      ? onTheWallSql('v.id', 'v.audience_ids')
      : readableByViewerSql('v.id', 'v.audience_ids');
  const rows = await db.query<
    ParentLockRow & {
      member_id: number;
      audience_ids: number[];
      owner_id: number;
      meta_data: Record<string, unknown>;
    }
  >(
    `SELECT v.id AS member_id, v.audience_ids, al.owner_id, al.meta_data, ${PARENT_LOCK_COLUMNS}
       FROM accounts v JOIN albums al ON al.id = $1
      WHERE v.id = ANY($2::int[]) AND ${visible}`,
    [albumId, [...new Set(memberIds)]],
  );
  return rows
    .filter(
      (row) =>
        !isLockedFor(lockableOf(row), {
          id: row.member_id,
          audienceIds: row.audience_ids.map(Number),
        }),
    )
    .map((row) => row.member_id)
    .sort((a, b) => a - b);
}

/**
 * Which of `memberIds` would find the post on their wall and may read it (not the locked
 * tile a member without its access tags sees): the wall's own rule, for each member.
 */
export function wallReaders(
  db: Queryable,
  albumId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  return readersAmong(db, albumId, memberIds, 'wall');
}

function isReadersNews(signal: LiveSignal): signal is LiveSignal & { payload: ReadersNews } {
  const news = signal.payload as Partial<ReadersNews>;
  return (
    signal.kind === READERS_SIGNAL &&
    Number.isInteger(news.albumId) &&
    Number.isInteger(news.exceptId) &&
    (news.rule === 'wall' || news.rule === 'readers') &&
    typeof news.kind === 'string' &&
    typeof news.payload === 'object'
  );
}

/** Tells this instance's connected readers each piece of news (who caused it excepted). */
function tellConnectedReaders(
  db: Queryable,
  hub: Pick<FastifyInstance['live']['hub'], 'memberIds' | 'signalHere'>,
  onError: (error: unknown) => void,
) {
  return (signal: LiveSignal): void => {
    if (!isReadersNews(signal)) return;
    const news = signal.payload;
    const connected = hub.memberIds().filter((id) => id !== news.exceptId);
    if (connected.length === 0) return;
    readersAmong(db, news.albumId, connected, news.rule).then(
      (readers) => hub.signalHere(readers, news.kind, news.payload),
      onError,
    );
  };
}

export default fp(
  async (app) => {
    const unsubscribe = app.live.bus.subscribeSignals(
      tellConnectedReaders(app.db, app.live.hub, (error) =>
        app.log.warn({ err: error }, 'live news: finding the readers of a post'),
      ),
    );
    app.addHook('preClose', async () => {
      unsubscribe();
    });
  },
  { name: 'wall-announcements', dependencies: ['db', 'live'] },
);
