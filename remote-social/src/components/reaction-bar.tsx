import { Button, color, font, space, userAtom, type WallPost } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { EmojiReactionBar } from './emoji-reaction-bar.tsx';
import { FlagButton } from './flag-dialog.tsx';
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
    <div
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: space.sm,
        fontSize: font.size.sm,
        color: color.textMuted,
      }}
    >
      <Button
        variant={reactions.hasLiked ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={reactions.hasLiked}
        onClick={() => void reactions.toggleLike()}
      >
        <span aria-hidden="true">{reactions.hasLiked ? '♥' : '♡'}</span>
        {reactions.hasLiked ? 'Liked' : 'Like'}
      </Button>
      <span>{plural(reactions.likeCount, 'like')}</span>
      <EmojiReactionBar target={{ albumId: post.albumId }} />
      <Button
        variant={reactions.favorite ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={reactions.favorite}
        onClick={() => void reactions.toggleFavorite()}
      >
        <span aria-hidden="true">{reactions.favorite ? '★' : '☆'}</span>
        {reactions.favorite ? 'Favorited' : 'Favorite'}
      </Button>
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
      {me?.id !== post.ownerId && <FlagButton albumId={post.albumId} section={section} />}
    </div>
  );
}
