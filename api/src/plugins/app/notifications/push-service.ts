// Web push: the devices each member turned notifications on for, and the sweep that pushes
// new notifications to them. Notifications are the outbox: `notify` writes each one with
// push_due set, in the transaction of the change it reports; a sweep on every API instance
// claims due ones with SKIP LOCKED and clears the flag in the same statement, so each is
// pushed by one instance once, however many run. A type the member switched off in the
// notification settings is never written, so it is never pushed either.
import fp from 'fastify-plugin';
import type { Db } from '../../../db/db.ts';
import { HttpError } from '../../../lib/errors.ts';
import { runEvery } from '../../../lib/sweep.ts';
import {
  pushPayload,
  sendPush,
  type DueNotification,
  type PushSubscriptionRow,
} from './push-sender.ts';
import { generateVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** Devices per member; a newer subscription replaces the member's oldest. */
export const PUSH_DEVICES_PER_MEMBER = 10;
/** Notifications one sweep claims. */
const PUSH_BATCH = 100;

export interface PushOptions {
  /** Made in memory when not given (tests); server.ts reads or makes the real ones. */
  vapid?: VapidKeys | undefined;
  /** How often each instance pushes what is due (default 2 s; 0: only when asked, tests). */
  sweepMs?: number | undefined;
  /** Accept http endpoints on 127.0.0.1 / ::1 / localhost: a test's own push service. */
  loopbackEndpoints?: boolean | undefined;
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSweepOutcome {
  claimed: number;
  sent: number;
  removed: number;
  failed: number;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

function checkEndpoint(endpoint: string, loopback: boolean): void {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  const allowed =
    url !== null &&
    url.username === '' &&
    url.password === '' &&
    (url.protocol === 'https:' ||
      (loopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname)));
  if (!allowed) {
    throw new HttpError(400, 'PUSH_ENDPOINT', 'The push endpoint must be an https address');
  }
}

export function createPushService(
  db: Db,
  options: PushOptions,
  log: { warn: (details: object, message: string) => void },
) {
  const keys = options.vapid ?? generateVapidKeys();
  const loopback = options.loopbackEndpoints ?? false;

  async function send(subscription: PushSubscriptionRow, notification: DueNotification) {
    const result = await sendPush(subscription, pushPayload(notification), keys);
    if (result.outcome === 'gone') {
      await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscription.id]);
    } else if (result.outcome === 'failed') {
      log.warn(
        { err: result.error, status: result.status, subscriptionId: subscription.id },
        'web push not delivered',
      );
    }
    return result.outcome;
  }

  return {
    publicKey: keys.publicKey,

    /** Adds (or moves to `memberId`) the device's subscription; keeps the newest ten. */
    async subscribe(memberId: number, input: SubscriptionInput): Promise<void> {
      checkEndpoint(input.endpoint, loopback);
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
           ON CONFLICT (endpoint) DO UPDATE
             SET member_id = EXCLUDED.member_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
                 created_at = now()`,
          [memberId, input.endpoint, input.keys.p256dh, input.keys.auth],
        );
        await tx.query(
          `DELETE FROM push_subscriptions WHERE member_id = $1 AND id NOT IN (
             SELECT id FROM push_subscriptions WHERE member_id = $1
              ORDER BY created_at DESC, id DESC LIMIT $2)`,
          [memberId, PUSH_DEVICES_PER_MEMBER],
        );
      });
    },

    /** Removes the member's subscription of that endpoint (this device turned off). */
    async unsubscribe(memberId: number, endpoint: string): Promise<void> {
      await db.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND endpoint = $2', [
        memberId,
        endpoint,
      ]);
    },

    async deviceCount(memberId: number): Promise<number> {
      const rows = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM push_subscriptions WHERE member_id = $1',
        [memberId],
      );
      return rows[0]?.count ?? 0;
    },

    /** One sweep: claims the due notifications and pushes each to its recipient's devices. */
    async pushDue(): Promise<PushSweepOutcome> {
      const due = await db.query<DueNotification>(
        `WITH claimed AS (
           UPDATE notifications SET push_due = false
            WHERE id IN (SELECT id FROM notifications WHERE push_due
                          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING id, recipient_id, sender_id, event, content_type, content_id, content_name,
             parent_type, parent_id, album_id, message, group_key, invite_token)
         SELECT c.*, a.first_name || ' ' || a.last_name AS sender_display
           FROM claimed c LEFT JOIN accounts a ON a.id = c.sender_id
          WHERE EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.member_id = c.recipient_id)
          ORDER BY c.id`,
        [PUSH_BATCH],
      );
      const outcome: PushSweepOutcome = { claimed: due.length, sent: 0, removed: 0, failed: 0 };
      if (due.length === 0) return outcome;
      const devices = await db.query<PushSubscriptionRow>(
        `SELECT id::int, member_id, endpoint, p256dh, auth FROM push_subscriptions
          WHERE member_id = ANY($1::int[]) ORDER BY id`,
        [[...new Set(due.map((row) => row.recipient_id))]],
      );
      const gone = new Set<number>();
      for (const notification of due) {
        const targets = devices.filter(
          (device) => device.member_id === notification.recipient_id && !gone.has(device.id),
        );
        const results = await Promise.all(targets.map((device) => send(device, notification)));
        results.forEach((result, index) => {
          if (result === 'sent') outcome.sent += 1;
          else if (result === 'failed') outcome.failed += 1;
          else {
            outcome.removed += 1;
            gone.add(targets[index]!.id);
          }
        });
      }
      return outcome;
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export default fp<PushOptions>(
  async (app, options) => {
    const push = createPushService(app.db, options, app.log);
    app.decorate('push', push);
    const everyMs = options.sweepMs ?? 2_000;
    // A full batch means more may be due: the sweep goes on until it has caught up.
    const catchUp = async () => {
      while ((await push.pushDue()).claimed === PUSH_BATCH) {
        // The next batch.
      }
    };
    if (everyMs > 0) runEvery(app, { name: 'web push', everyMs, run: catchUp });
  },
  { name: 'push', dependencies: ['db', 'notifications'] },
);
