import fp from 'fastify-plugin';
import type { Static } from 'typebox';
import type { Db } from '../../../db/db.ts';
import type { MediaUrl } from '../../../lib/media.ts';
import type { Page } from '../../../lib/paging.ts';
import type { Notification, NotificationSettings } from '../../../schemas/notifications.ts';
import {
  PUBLIC_ACCOUNT_COLUMNS,
  toAccountShort,
  type PublicAccountRow,
} from '../kernel/account-short.ts';
import type { Viewer } from '../kernel/visibility.ts';
import {
  isLockedFor,
  PARENT_LOCK_COLUMNS,
  parentLockOf,
  type ParentLockRow,
} from '../kernel/access-lock.ts';
import { albumMediaAccess } from '../kernel/visibility.ts';
import { queueUnreadCount, unreadNotificationCount, visibleNotificationSql } from './notify.ts';
import {
  contentNameOf,
  notificationMessage,
  NOTIFICATION_TYPES,
  notificationType,
  type NotificationEvent,
} from './rules.ts';

type NotificationItem = Static<typeof Notification>;
type Settings = Static<typeof NotificationSettings>;

const VISIBLE_SQL = visibleNotificationSql('$1', '$2');

interface GroupRow {
  latest_id: string;
  unread: boolean;
  total: number;
  senders: number;
  recent_senders: number[] | null;
  groups_total: number;
}

/** The album's columns (PARENT_LOCK_COLUMNS among them) are set only when it has one. */
interface DetailRow extends ParentLockRow {
  id: string;
  event: NotificationEvent;
  content_type: string;
  content_id: number | null;
  content_name: string | null;
  parent_type: string | null;
  parent_id: number | null;
  album_id: number | null;
  message: string | null;
  invite_token: string | null;
  created_ms: string;
  album_title: string | null;
  album_description: string | null;
  album_cover: string | null;
  album_owner_id: number | null;
  album_meta: Record<string, unknown> | null;
  album_type: string | null;
  album_visibility: string | null;
}

export function createNotificationsRepository(db: Db, mediaUrl: MediaUrl) {
  const accountsById = async (ids: number[]) => {
    if (ids.length === 0) return new Map<number, PublicAccountRow>();
    const rows = await db.query<PublicAccountRow>(
      `SELECT ${PUBLIC_ACCOUNT_COLUMNS('a')} FROM accounts a WHERE a.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row]));
  };

  return {
    /** The member's notifications, alike ones as one, newest first. */
    async search(
      viewer: Viewer,
      page: Page,
    ): Promise<{ items: NotificationItem[]; total: number }> {
      const groups = await db.query<GroupRow>(
        `WITH visible AS (
           SELECT n.id, n.group_key, n.read_at IS NULL AS unread, n.sender_id
             FROM notifications n WHERE n.recipient_id = $1 AND ${VISIBLE_SQL}
         ), grouped AS (
           SELECT group_key, unread, max(id) AS latest_id, count(*)::int AS total,
                  count(DISTINCT sender_id)::int AS senders
             FROM visible GROUP BY group_key, unread
         )
         SELECT g.latest_id, g.unread, g.total, g.senders, count(*) OVER ()::int AS groups_total,
                (SELECT array_agg(s.sender_id ORDER BY s.last_id DESC) FROM (
                   SELECT v.sender_id, max(v.id) AS last_id FROM visible v
                    WHERE v.group_key = g.group_key AND v.unread = g.unread
                      AND v.sender_id IS NOT NULL
                    GROUP BY v.sender_id ORDER BY last_id DESC LIMIT 2) s) AS recent_senders
           FROM grouped g ORDER BY g.latest_id DESC LIMIT $3 OFFSET $4`,
        [viewer.id, viewer.audienceIds, page.limit, page.start],
      );
      if (groups.length === 0) {
        return { items: [], total: 0 };
      }
      const details = await db.query<DetailRow>(
        `SELECT n.id, n.event, n.content_type, n.content_id, n.content_name, n.parent_type,
                n.parent_id, n.album_id, n.message, n.invite_token,
                (extract(epoch FROM n.created_at) * 1000)::bigint AS created_ms,
                al.title AS album_title, al.description AS album_description,
                al.cover AS album_cover, al.owner_id AS album_owner_id, al.meta_data AS album_meta,
                al.album_type, al.visibility AS album_visibility,
                ${PARENT_LOCK_COLUMNS}
           FROM notifications n LEFT JOIN albums al ON al.id = n.album_id
          WHERE n.id = ANY($1::bigint[])`,
        [groups.map((group) => group.latest_id)],
      );
      const byId = new Map(details.map((row) => [String(row.id), row]));
      const accounts = await accountsById([
        ...new Set(groups.flatMap((group) => group.recent_senders ?? [])),
      ]);
      const items = groups.flatMap((group) => {
        const row = byId.get(String(group.latest_id));
        if (!row) return [];
        const senders = (group.recent_senders ?? []).flatMap((id) => accounts.get(id) ?? []);
        const sender = senders[0] ? toAccountShort(senders[0], mediaUrl) : null;
        // A locked post's words stay hidden from whoever lacks its access tags.
        const albumOpen =
          row.album_id !== null &&
          !isLockedFor(
            {
              ownerId: row.album_owner_id ?? 0,
              metaData: row.album_meta ?? {},
              parentLock: parentLockOf(row),
            },
            viewer,
          );
        const contentName = albumOpen
          ? (contentNameOf(row.album_title) ?? contentNameOf(row.album_description))
          : row.content_name;
        const item: NotificationItem = {
          notificationId: Number(row.id),
          sender,
          event: row.event,
          notificationMessage: notificationMessage({
            event: row.event,
            senderNames: senders.map((account) => account.first_name),
            senderCount: group.senders,
            contentType: row.content_type,
            contentName,
            message: row.message,
          }),
          created: Number(row.created_ms),
          hasRead: !group.unread,
          contentId: row.content_id,
          contentType: row.content_type,
          contentName,
          parentId: row.parent_id,
          parentType: row.parent_type,
          actionCategory: notificationType(row.event),
          thumbnailURL:
            (albumOpen
              ? mediaUrl(
                  row.album_cover,
                  undefined,
                  albumMediaAccess({
                    albumType: row.album_type ?? '',
                    visibility: row.album_visibility ?? '',
                    metaData: row.album_meta ?? {},
                    parentAccessLocked: row.parent_access_locked,
                  }),
                )
              : null) ??
            sender?.profileImage ??
            null,
          albumId: row.album_id,
          inviteToken: row.invite_token,
          groupCount: group.total,
          senderCount: group.senders,
        };
        return [item];
      });
      return { items, total: groups[0]?.groups_total ?? 0 };
    },

    unreadCount: (memberId: number) => unreadNotificationCount(db, memberId),

    /** Marks the group of `id` read; false when it is not the member's notification. */
    async markRead(memberId: number, id: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ group_key: string; unread: boolean }>(
          `SELECT group_key, read_at IS NULL AS unread FROM notifications
            WHERE id = $1 AND recipient_id = $2`,
          [id, memberId],
        );
        const row = rows[0];
        if (!row) return undefined;
        if (row.unread) {
          await tx.query(
            `UPDATE notifications SET read_at = now()
              WHERE recipient_id = $1 AND group_key = $2 AND read_at IS NULL`,
            [memberId, row.group_key],
          );
          await queueUnreadCount(tx, memberId);
        }
        return unreadNotificationCount(tx, memberId);
      });
    },

    async markAllRead(memberId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const changed = await tx.query(
          `UPDATE notifications SET read_at = now()
            WHERE recipient_id = $1 AND read_at IS NULL RETURNING id`,
          [memberId],
        );
        if (changed.length > 0) await queueUnreadCount(tx, memberId);
        return 0;
      });
    },

    async settings(memberId: number): Promise<Settings> {
      const rows = await db.query<{ type: string; enabled: boolean }>(
        'SELECT type, enabled FROM notification_settings WHERE member_id = $1',
        [memberId],
      );
      const stored = new Map(rows.map((row) => [row.type, row.enabled]));
      return Object.fromEntries(
        NOTIFICATION_TYPES.map((type) => [type, stored.get(type) ?? true]),
      ) as Settings;
    },

    async updateSettings(memberId: number, changes: Partial<Settings>): Promise<Settings> {
      await db.transaction(async (tx) => {
        for (const type of NOTIFICATION_TYPES) {
          const enabled = changes[type];
          if (enabled === undefined) continue;
          await tx.query(
            `INSERT INTO notification_settings (member_id, type, enabled) VALUES ($1, $2, $3)
             ON CONFLICT (member_id, type) DO UPDATE SET enabled = EXCLUDED.enabled`,
            [memberId, type, enabled],
          );
        }
      });
      return this.settings(memberId);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', createNotificationsRepository(app.db, app.mediaUrl));
  },
  { name: 'notifications', dependencies: ['db', 'media-url', 'live'] },
);
