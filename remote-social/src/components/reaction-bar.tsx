import {
  Button,
  MemberSafetyMenu,
  ReportButton,
  color,
  userAtom,
  type WallPost,
} from '@canopy/shared-core';
import { quietText, wrappingRow } from '@canopy/shared-core/layout';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { EmojiReactionBar } from './emoji-reaction-bar.tsx';
import { ShareButton } from './share-button.tsx';
import { useAlbumReactions } from '../hooks/use-album-reactions.ts';
import { plural } from '../utils/format.ts';

/**
 * Like, favorite, share and report beside the counts the server keeps. A button's name is
 * what it says ("Like", "Liked"); the card it sits in says which post it is about.
 */
export function ReactionBar({
  post,
  detailUrl,
  shareUrl,
}: {
  post: WallPost;
  detailUrl: string | null;
  /** The item's own page, which a shared link opens. */
  shareUrl: string;
}) {
  const reactions = useAlbumReactions(post);
  const me = useAtomValue(userAtom);
  const section = detailUrl ? 'activity-wall' : 'activity-detail';
  return (
    <div css={[wrappingRow('sm'), quietText]}>
      <ReactionToggle
        on={reactions.hasLiked}
        onToggle={reactions.toggleLike}
        symbol={{ on: '♥', off: '♡' }}
        label={{ on: 'Liked', off: 'Like' }}
      />
      <span>{plural(reactions.likeCount, 'like')}</span>
      <EmojiReactionBar target={{ albumId: post.albumId }} />
      <ReactionToggle
        on={reactions.favorite}
        onToggle={reactions.toggleFavorite}
        symbol={{ on: '★', off: '☆' }}
        label={{ on: 'Favorited', off: 'Favorite' }}
      />
      <span>{plural(reactions.favoriteCount, 'favorite')}</span>
      {detailUrl ? (
        <Link to={detailUrl} css={{ color: color.primary }}>
          {plural(post.commentsCount, 'comment')}
        </Link>
      ) : (
        <span>{plural(post.commentsCount, 'comment')}</span>
      )}
      <ShareButton title={post.title} path={shareUrl} section={section} itemId={post.albumId} />
      <span>{plural(post.sharedCount, 'share')}</span>
      <span>{plural(post.viewedCount, 'view')}</span>
      {me?.id !== post.ownerId && (
        <ReportButton
          target={{ flagableType: 'ALBUM', flagableId: post.albumId }}
          what={post.albumType === 'post' ? `post by ${post.owner.display}` : post.title}
          readAtOnce={detailUrl === null}
        />
      )}
      {me?.id !== post.owner.accountId && <MemberSafetyMenu member={post.owner} />}
    </div>
  );
}

/** Like or Favorite: pressed when the member has reacted so, its symbol and word saying so. */
function ReactionToggle({
  on,
  onToggle,
  symbol,
  label,
}: {
  on: boolean;
  onToggle: () => Promise<void>;
  symbol: { on: string; off: string };
  label: { on: string; off: string };
}) {
  return (
    <Button
      variant={on ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={on}
      onClick={() => void onToggle()}
    >
      <span aria-hidden="true">{on ? symbol.on : symbol.off}</span>
      {on ? label.on : label.off}
    </Button>
  );
}
