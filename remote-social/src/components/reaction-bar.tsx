import { Button, color, font, space, type WallPost } from '@canopy/shared-core';
import { Link } from 'react-router';
import { useAlbumReactions } from '../hooks/use-album-reactions.ts';
import { plural } from '../utils/format.ts';

/** Like, favorite and comment counts with the buttons that change them. */
export function ReactionBar({ post, detailUrl }: { post: WallPost; detailUrl: string | null }) {
  const reactions = useAlbumReactions(post);
  const what = post.albumType === 'post' ? `${post.owner.display}'s post` : post.title;
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
        aria-label={`Like ${what}`}
        onClick={() => void reactions.toggleLike()}
      >
        <span aria-hidden="true">{reactions.hasLiked ? '♥' : '♡'}</span>
        {plural(reactions.likeCount, 'like')}
      </Button>
      <Button
        variant={reactions.favorite ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={reactions.favorite}
        aria-label={`Favorite ${what}`}
        onClick={() => void reactions.toggleFavorite()}
      >
        <span aria-hidden="true">{reactions.favorite ? '★' : '☆'}</span>
        {plural(reactions.favoriteCount, 'favorite')}
      </Button>
      {detailUrl ? (
        <Link to={detailUrl} css={{ color: color.textMuted }}>
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
