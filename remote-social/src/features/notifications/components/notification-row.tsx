import { Thumbnail } from '@canopy/shared-core/thumbnail';
import {
  color,
  font,
  notificationLink,
  type Notification,
  visuallyHidden,
} from '@canopy/shared-core';
import { quietText } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { timeAgo } from '../../../utils/format.ts';
import { rowCard, smallControl, textColumn } from '../../../components/styles.ts';

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
      css={[
        rowCard,
        unread && { background: color.surfaceAlt },
        { borderLeft: `4px solid ${unread ? color.primary : color.border}` },
      ]}
    >
      <Thumbnail src={notification.thumbnailURL} size={44} corners="md" />
      <div css={textColumn}>
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
        <span css={quietText}>{timeAgo(notification.created)}</span>
      </div>
      {unread && (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={`Mark read: ${notification.notificationMessage}`}
          css={[smallControl, { fontSize: font.size.sm, cursor: 'pointer', whiteSpace: 'nowrap' }]}
        >
          Mark read
        </button>
      )}
    </article>
  );
}
