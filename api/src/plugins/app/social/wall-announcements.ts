// The live wall: a new post is announced to the members reading the wall right now who may
// read it, so their wall offers "1 new post" without reloading. Nothing is stored: a member
// who was not connected sees the post when their wall next loads.
//
// Who is connected is known to each API instance only for its own streams, so the post is
// announced on the bus to every instance, and each one tells those of its own members whom
// the wall's visibility rule (onTheWallSql, then the access lock) lets read it.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/db.ts';
import { signalAfterCommit, type LiveSignal } from '../live/live-events.ts';
import type { LiveHub } from '../live/live-hub.ts';
import { isLockedFor, lockableOf, PARENT_LOCK_COLUMNS, type ParentLockRow } from './access-lock.ts';
import { onTheWallSql } from './on-the-wall.ts';

/** The event a member's wall hears: a post they may read was written by someone else. */
export const WALL_POST_KIND = 'wall-post';

/** Between API instances only: addressed to nobody, so no stream sends it as it is. */
const WALL_POST_WRITTEN = 'wall-post-written';

interface WallPostWritten {
  albumId: number;
  authorId: number;
}

/** Announces the post once the transaction `tx` that writes it commits. */
export function announceWallPost(tx: Queryable, albumId: number, authorId: number): void {
  const payload: WallPostWritten = { albumId, authorId };
  signalAfterCommit(tx, { memberIds: [], kind: WALL_POST_WRITTEN, payload });
}

/**
 * Which of `memberIds` would find the post on their wall and may read it (not the locked
 * tile a member without its access tags sees): the wall's own rule, for each member.
 */
export async function wallReaders(
  db: Queryable,
  albumId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
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
      WHERE v.id = ANY($2::int[]) AND ${onTheWallSql('v.id', 'v.audience_ids')}`,
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

function isWallPostWritten(signal: LiveSignal): signal is LiveSignal & {
  payload: WallPostWritten;
} {
  const payload = signal.payload as Partial<WallPostWritten>;
  return (
    signal.kind === WALL_POST_WRITTEN &&
    Number.isInteger(payload.albumId) &&
    Number.isInteger(payload.authorId)
  );
}

/** Tells this instance's connected readers of each post written (the author excepted). */
export function tellConnectedReaders(
  db: Queryable,
  hub: Pick<LiveHub, 'memberIds' | 'signalHere'>,
  onError: (error: unknown) => void,
) {
  return (signal: LiveSignal): void => {
    if (!isWallPostWritten(signal)) return;
    const { albumId, authorId } = signal.payload;
    const connected = hub.memberIds().filter((id) => id !== authorId);
    if (connected.length === 0) return;
    wallReaders(db, albumId, connected).then(
      (readers) => hub.signalHere(readers, WALL_POST_KIND, { albumId }),
      onError,
    );
  };
}

export default fp(
  async (app) => {
    const unsubscribe = app.live.bus.subscribeSignals(
      tellConnectedReaders(app.db, app.live.hub, (error) =>
        app.log.warn({ err: error }, 'live wall: finding the readers of a new post'),
      ),
    );
    app.addHook('preClose', async () => {
      unsubscribe();
    });
  },
  { name: 'wall-announcements', dependencies: ['db', 'live'] },
);
