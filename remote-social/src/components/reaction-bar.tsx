import { Button, color, font, space, type WallPost } from '@canopy/shared-core';
import { Link } from 'react-router';
import { useAlbumReactions } from '../hooks/use-album-reactions.ts';
import { plural } from '../utils/format.ts';

/**
 * Like and favorite buttons beside the counts the server keeps. A button's name is what it
 * says ("Like", "Liked"); the card it sits in says which post it is about.
 */
export function ReactionBar({ post, detailUrl }: { post: WallPost; detailUrl: string | null }) {
  const reactions = useAlbumReactions(post);
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
      <span>{plural(post.sharedCount, 'share')}</span>
      <span>{plural(post.viewedCount, 'view')}</span>
    </div>
  );
}
