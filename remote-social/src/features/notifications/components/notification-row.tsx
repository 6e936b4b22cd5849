import {
  color,
  font,
  notificationLink,
  radius,
  space,
  type Notification,
  visuallyHidden,
} from '@canopy/shared-core';
import { Link } from 'react-router';
import { timeAgo } from '../../../utils/format.ts';

/** One notification (or group of alike ones): opens its item, and can be marked read. */
export function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const unread = !notification.hasRead;
  return (
    <article
      aria-label={notification.notificationMessage}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: space.md,
        padding: space.md,
        background: unread ? color.surfaceAlt : color.surface,
        border: `1px solid ${color.border}`,
        borderLeft: `4px solid ${unread ? color.primary : color.border}`,
        borderRadius: radius.lg,
      }}
    >
      {notification.thumbnailURL && (
        <img
          src={notification.thumbnailURL}
          alt=""
          width={44}
          height={44}
          css={{ borderRadius: radius.md, objectFit: 'cover', background: color.surface }}
        />
      )}
      <div css={{ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 }}>
        <Link
          to={notificationLink(notification)}
          onClick={onOpen}
          css={{
            color: color.text,
            fontWeight: unread ? font.weight.bold : font.weight.regular,
            overflowWrap: 'anywhere',
          }}
        >
          {unread && <span css={visuallyHidden}>Unread: </span>}
          {notification.notificationMessage}
        </Link>
        <span css={{ fontSize: font.size.sm, color: color.textMuted }}>
          {timeAgo(notification.created)}
        </span>
      </div>
      {unread && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`Mark read: ${notification.notificationMessage}`}
          css={{
            padding: `${space.xs} ${space.sm}`,
            borderRadius: radius.md,
            border: `1px solid ${color.border}`,
            background: color.surface,
            color: color.text,
            font: 'inherit',
            fontSize: font.size.sm,
            cursor: 'pointer',
            whiteSpace: 'nowrap',
          }}
        >
          Mark read
        </button>
      )}
    </article>
  );
}
