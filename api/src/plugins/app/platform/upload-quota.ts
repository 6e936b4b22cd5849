import type { Queryable } from '../../../db/db.ts';
import { HttpError, waitText } from '../../../lib/errors.ts';
import {
  dailyQuotaMessage,
  totalQuotaMessage,
  uploadQuotaRefusal,
  type UploadQuota,
  type UploadUsage,
} from './upload-quota-rules.ts';
import type { UploadPurpose } from './uploads-repository.ts';

/** Serialises one member's quota checks and inserts (pg_advisory_xact_lock's first key). */
const QUOTA_LOCK = 0x75706c64;

/** The per-member upload quotas, checked against the uploads table. */
export function uploadQuotaChecks(quota: UploadQuota) {
  /**
   * Refuses `newBytes` more from the member when a quota would be passed: 413 for the
   * total, 429 with the wait for the daily one. Counted from the uploads table, so it holds
   * across restarts and instances. Uploads of the `replacing` purpose are not counted (a
   * new avatar takes the old one's place).
   */
  async function assertQuota(
    q: Queryable,
    accountId: number,
    newBytes: number,
    replacing?: UploadPurpose,
  ): Promise<void> {
    const mine = 'account_id = $1 AND purpose IS DISTINCT FROM $2::text';
    const today = `created_at > now() - make_interval(hours => 24)`;
    const rows = await q.query<{ today: string; total: string }>(
      `SELECT coalesce(sum(byte_size), 0)::bigint AS total,
            coalesce(sum(byte_size) FILTER (WHERE ${today}), 0)::bigint AS today
       FROM uploads WHERE ${mine}`,
      [accountId, replacing ?? null],
    );
    const usage: UploadUsage = {
      todayBytes: Number(rows[0]?.today ?? 0),
      totalBytes: Number(rows[0]?.total ?? 0),
    };
    const refusal = uploadQuotaRefusal(usage, newBytes, quota);
    if (!refusal) return;
    if (refusal.quota === 'total') {
      throw new HttpError(413, 'UPLOAD_QUOTA_FULL', totalQuotaMessage(usage, quota));
    }
    // Room comes back as the oldest uploads of the day turn 24 hours old: the first moment
    // enough of them have.
    const waits = await q.query<{ wait_ms: string }>(
      `SELECT ceil(extract(epoch FROM w.created_at + make_interval(hours => 24) - now()) * 1000)::bigint AS wait_ms
       FROM (SELECT created_at, sum(byte_size) OVER (ORDER BY created_at, id) AS freed
               FROM uploads WHERE ${mine} AND ${today}) w
      WHERE $3::bigint - w.freed + $4::bigint <= $5::bigint
      ORDER BY w.created_at LIMIT 1`,
      [accountId, replacing ?? null, usage.todayBytes, newBytes, quota.dailyBytes],
    );
    const seconds = Math.max(1, Math.ceil(Number(waits[0]?.wait_ms ?? 86_400_000) / 1000));
    throw new HttpError(
      429,
      'UPLOAD_DAILY_QUOTA',
      dailyQuotaMessage(usage, quota, waitText(seconds)),
      { retryAfter: seconds },
    );
  }

  /** The quota check again inside `tx`, one at a time per member, right before the insert. */
  async function assertQuotaLocked(tx: Queryable, accountId: number, newBytes: number) {
    await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [QUOTA_LOCK, accountId]);
    await assertQuota(tx, accountId, newBytes);
  }

  return { assertQuota, assertQuotaLocked };
}
