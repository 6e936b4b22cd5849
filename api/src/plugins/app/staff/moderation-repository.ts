// The review queue's actions, sanctions and the moderation settings (issue 35). Each action
// runs in one transaction with its audit entry and the author's notification; the queue row
// is locked first, so of two moderators acting on one item at once exactly one acts and the
// other is told who did what.
import fp from 'fastify-plugin';
import type { Db, Queryable } from '../../../db/db.ts';
import {
  formatEnd,
  hideThreshold,
  kindName,
  moderationNotice,
  restrictionOf,
  type ModerationKind,
  type ModerationState,
} from '../kernel/moderation.ts';
import type { StaffRole } from '../kernel/roles.ts';
import { notify } from '../notifications/notify.ts';
import type {
  ModerationSettingsResponse,
  QueueActionName,
  QueueActionResultResponse,
} from '../../../schemas/moderation.ts';
import { appendAuditEntry } from './audit-log-repository.ts';
import { listQueue, memberRecord, QUEUE_COLUMNS, type QueueRow } from './queue-reads.ts';

export interface Actor {
  id: number;
  role: StaffRole;
}

/** How the audit log names an item's type. */
const AUDIT_TARGET: Record<ModerationKind, string> = {
  ALBUM: 'post',
  NOTE: 'comment',
  CHAT_MESSAGE: 'chat_message',
  REVIEW: 'review',
  ACCOUNT: 'account',
};

/** What each action leaves the item as, and what the queue row records. */
const RESOLUTION: Record<QueueActionName, string> = {
  dismiss: 'DISMISSED',
  hide: 'HIDDEN',
  delete: 'REMOVED',
  warn: 'WARNED',
  suspend: 'SUSPENDED',
  ban: 'BANNED',
};

const PAST: Record<string, string> = {
  DISMISSED: 'dismissed',
  APPROVED: 'approved',
  HIDDEN: 'hidden',
  REMOVED: 'deleted',
  WARNED: 'warned',
  SUSPENDED: 'suspended',
  BANNED: 'banned',
};

/** The item's state after the action: a sanction hides the item (a profile stays). */
function stateAfter(action: QueueActionName, row: QueueRow): ModerationState {
  if (action === 'dismiss') return 'VISIBLE';
  if (action === 'hide') return row.state === 'REMOVED' ? 'REMOVED' : 'HIDDEN';
  if (action === 'delete') return 'REMOVED';
  if (row.kind === 'ACCOUNT') return row.state === 'UNDER_REVIEW' ? 'VISIBLE' : row.state;
  return row.state === 'REMOVED' ? 'REMOVED' : 'HIDDEN';
}

const SANCTION_KIND: Partial<Record<QueueActionName, 'WARNING' | 'SUSPENSION' | 'BAN'>> = {
  warn: 'WARNING',
  suspend: 'SUSPENSION',
  ban: 'BAN',
};

export interface ActionInput {
  actor: Actor;
  itemId: number;
  action: QueueActionName;
  reason: string;
  days?: number | undefined;
}

/** One action's result, and the member to sign out everywhere after a ban. */
export type ActionOutcome = QueueActionResultResponse & { bannedAccountId?: number };

async function alreadyHandled(q: Queryable, itemId: number): Promise<string> {
  const [row] = await q.query<{ by: string | null; resolution: string | null; at: Date | null }>(
    `SELECT a.first_name || ' ' || a.last_name AS by, mi.resolution, mi.resolved_at AS at
       FROM moderation_items mi LEFT JOIN accounts a ON a.id = mi.resolved_by
      WHERE mi.id = $1`,
    [itemId],
  );
  const what = row?.resolution ? (PAST[row.resolution] ?? 'handled') : 'handled';
  const who = row?.by ? ` by ${row.by}` : '';
  return `Already ${what}${who}: this item has left the queue. Nothing was changed.`;
}

/** Acts on one queue item; see the file's comment for the concurrency rule. */
async function act(db: Db, input: ActionInput): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<QueueRow>(
      `SELECT ${QUEUE_COLUMNS} FROM moderation_items mi WHERE mi.id = $1 FOR UPDATE`,
      [input.itemId],
    );
    const done = (outcome: ActionOutcome['outcome'], message: string): ActionOutcome => ({
      itemId: input.itemId,
      outcome,
      message,
    });
    if (!row) return done('MISSING', 'There is no such item in the queue.');
    if (!row.in_queue) return done('ALREADY_HANDLED', await alreadyHandled(tx, row.id));
    const sanction = SANCTION_KIND[input.action];
    const authorId = row.author_id;
    let sanctionId: number | null = null;
    let endsAt: number | null = null;
    if (sanction) {
      if (authorId === null) return done('REFUSED', 'Its author no longer exists.');
      const author = await memberRecord(tx, authorId);
      if (!author || author.role !== 'member') {
        return done(
          'REFUSED',
          'Staff are not sanctioned from the queue: an operator changes their role first.',
        );
      }
      const days = input.action === 'suspend' ? (input.days ?? 0) : 0;
      const [created] = await tx.query<{ id: number; ends_at: Date | null }>(
        `INSERT INTO member_sanctions (account_id, kind, reason, moderation_item_id, created_by, ends_at)
         VALUES ($1, $2, $3, $4, $5,
                 CASE WHEN $2 = 'SUSPENSION' THEN now() + make_interval(days => $6::int) END)
         RETURNING id, ends_at`,
        [authorId, sanction, input.reason, row.id, input.actor.id, days],
      );
      sanctionId = created?.id ?? null;
      endsAt = created?.ends_at ? new Date(created.ends_at).getTime() : null;
    }
    const held = row.held_reason !== null;
    const resolution = input.action === 'dismiss' && held ? 'APPROVED' : RESOLUTION[input.action];
    const state = stateAfter(input.action, row);
    await tx.query(
      `UPDATE moderation_items SET state = $2, in_queue = false, resolved_at = now(),
              resolved_by = $3, resolution = $4
        WHERE id = $1`,
      [row.id, state, input.actor.id, resolution],
    );
    const auditAction =
      input.action === 'dismiss' ? (held ? 'queue.approve' : 'queue.dismiss') : null;
    await appendAuditEntry(tx, {
      actorId: input.actor.id,
      actorRole: input.actor.role,
      action: auditAction ?? (sanction ? `member.${input.action}` : `queue.${input.action}`),
      targetType: sanction ? 'account' : AUDIT_TARGET[row.kind],
      targetId: sanction ? (authorId ?? 0) : row.item_id,
      reason: input.reason,
      before: { item: `${AUDIT_TARGET[row.kind]}:${row.item_id}`, state: row.state },
      after: {
        item: `${AUDIT_TARGET[row.kind]}:${row.item_id}`,
        state,
        ...(sanction ? { sanction, sanctionId } : {}),
        ...(endsAt !== null ? { endsAt: new Date(endsAt).toISOString() } : {}),
      },
    });
    if (authorId !== null) {
      const message = authorMessage(input, row.kind, endsAt, held);
      if (message) {
        await notify(tx, moderationNotice({ kind: row.kind, id: row.item_id, authorId }, message));
      }
    }
    const outcome = done('DONE', doneMessage(input.action, row.kind, endsAt, held));
    return input.action === 'ban' && authorId !== null
      ? { ...outcome, bannedAccountId: authorId }
      : outcome;
  });
}

/** What the author is told (nothing for a dismissal of reports they never heard of). */
function authorMessage(
  input: ActionInput,
  kind: ModerationKind,
  endsAt: number | null,
  held: boolean,
): string | null {
  const item = `your ${kindName(kind)}`;
  switch (input.action) {
    case 'dismiss':
      return held ? `A moderator approved ${item}: it is published.` : null;
    case 'hide':
      return `A moderator hid ${item}. Reason: ${input.reason}`;
    case 'delete':
      return `A moderator deleted ${item}. Reason: ${input.reason}`;
    case 'warn':
      return `A moderator warned you about ${item}. Reason: ${input.reason}`;
    case 'suspend':
      return (
        `Your account is suspended until ${formatEnd(endsAt ?? 0)}: you can read, but not ` +
        `post, comment or message until then. Reason: ${input.reason}`
      );
    case 'ban':
      return `Your account is banned. Reason: ${input.reason}`;
  }
}

function doneMessage(
  action: QueueActionName,
  kind: ModerationKind,
  endsAt: number | null,
  held: boolean,
): string {
  const item = kindName(kind);
  switch (action) {
    case 'dismiss':
      return held ? `Approved: the ${item} is published.` : `Dismissed: the ${item} is shown.`;
    case 'hide':
      return `Hidden: the ${item} is shown to its author alone.`;
    case 'delete':
      return `Deleted: the ${item} is shown to nobody.`;
    case 'warn':
      return 'Warned: the author was told why.';
    case 'suspend':
      return `Suspended until ${formatEnd(endsAt ?? 0)}.`;
    case 'ban':
      return 'Banned: the author is signed out and cannot sign in.';
  }
}

export type LiftOutcome =
  | { outcome: 'lifted'; accountId: number; message: string }
  | { outcome: 'missing' | 'not_in_force' | 'operator_only'; message: string };

export function createModerationRepository(db: Db) {
  return {
    listQueue: (
      filter: { kind?: ModerationKind | undefined },
      page: { start: number; limit: number },
    ) => listQueue(db, filter, page),

    memberRecord: (accountId: number) => memberRecord(db, accountId),

    /** Acts on each item in turn (each its own transaction: one refusal stops no other). */
    async act(
      actor: Actor,
      itemIds: number[],
      action: QueueActionName,
      reason: string,
      days?: number,
    ): Promise<ActionOutcome[]> {
      const outcomes: ActionOutcome[] = [];
      for (const itemId of itemIds) {
        outcomes.push(await act(db, { actor, itemId, action, reason, days }));
      }
      return outcomes;
    },

    /** Lifts a suspension (moderators and operators) or a ban (operators), logged. */
    async lift(actor: Actor, sanctionId: number, reason: string): Promise<LiftOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{
          account_id: number;
          kind: string;
          in_force: boolean;
          ends_at: Date | null;
        }>(
          `SELECT account_id, kind, ends_at,
                  (kind <> 'WARNING' AND lifted_at IS NULL
                    AND (ends_at IS NULL OR ends_at > now())) AS in_force
             FROM member_sanctions WHERE id = $1 FOR UPDATE`,
          [sanctionId],
        );
        if (!row) return { outcome: 'missing', message: 'There is no such sanction.' };
        if (!row.in_force) {
          return { outcome: 'not_in_force', message: 'This sanction is no longer in force.' };
        }
        if (row.kind === 'BAN' && actor.role !== 'operator') {
          return { outcome: 'operator_only', message: 'Only operators may lift a ban.' };
        }
        await tx.query(
          'UPDATE member_sanctions SET lifted_at = now(), lifted_by = $2 WHERE id = $1',
          [sanctionId, actor.id],
        );
        const what = row.kind === 'BAN' ? 'ban' : 'suspension';
        await appendAuditEntry(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          action: 'sanction.lift',
          targetType: 'account',
          targetId: row.account_id,
          reason,
          before: { sanctionId, kind: row.kind, inForce: true },
          after: { sanctionId, kind: row.kind, inForce: false },
        });
        await notify(tx, {
          event: 'MODERATION',
          recipientId: row.account_id,
          senderId: null,
          contentType: 'ACCOUNT',
          contentId: row.account_id,
          message: `A moderator lifted your ${what}: you can post again.`,
        });
        return {
          outcome: 'lifted',
          accountId: row.account_id,
          message: `The ${what} is lifted.`,
        };
      });
    },

    /** The suspension or ban in force on the member, if any (the write choke point). */
    restrictionOf: (accountId: number) => restrictionOf(db, accountId),

    async settings(): Promise<ModerationSettingsResponse> {
      return { hideThreshold: await hideThreshold(db) };
    },

    async changeSettings(
      actor: Actor,
      settings: ModerationSettingsResponse,
      reason: string,
    ): Promise<ModerationSettingsResponse> {
      return db.transaction(async (tx) => {
        const before = await hideThreshold(tx);
        await tx.query(
          'UPDATE moderation_settings SET hide_threshold = $1, updated_at = now() WHERE id',
          [settings.hideThreshold],
        );
        await appendAuditEntry(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          action: 'settings.change',
          targetType: 'moderation_settings',
          targetId: 'hide_threshold',
          reason,
          before: { hideThreshold: before },
          after: { hideThreshold: settings.hideThreshold },
        });
        return { hideThreshold: settings.hideThreshold };
      });
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    moderation: ModerationRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('moderation', createModerationRepository(app.db));
  },
  { name: 'moderation', dependencies: ['db'] },
);
