import {
  Button,
  color,
  font,
  narrowScreen,
  useFollow,
  type Person,
  visuallyHidden,
  sharedPaths,
  MemberAvatar,
} from '@canopy/shared-core';
import { quietText, row } from '@canopy/shared-core/layout';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '../utils/format.ts';
import { profileUrl } from './post-card.tsx';
import { rowCard, textColumn } from './styles.ts';

/** A member on People and Influencers: opens their profile, and follows them. */
export function PersonCard({
  person,
  rank,
  details,
}: {
  person: Person;
  /** The influencer ranking's place, when the list is ranked. */
  rank?: number;
  details?: ReactNode;
}) {
  const follow = useFollow(person.accountId, person);
  return (
    <article
      aria-label={person.display}
      css={[
        rowCard,
        // On a phone the actions take a row of their own, so the name keeps its width.
        { [narrowScreen]: { flexWrap: 'wrap' } },
      ]}
    >
      {rank !== undefined && (
        <span
          aria-label={`Rank ${rank}`}
          css={{
            minWidth: 28,
            textAlign: 'center',
            fontWeight: font.weight.bold,
            color: color.primary,
          }}
        >
          #{rank}
        </span>
      )}
      <MemberAvatar src={person.profileImage} size={48} />
      <div css={textColumn}>
        <Link
          to={profileUrl(person.accountId)}
          css={{ fontWeight: font.weight.bold, color: color.text }}
        >
          {person.display}
        </Link>
        <span css={quietText}>
          @{person.username}
          {person.locationDisplay ? ` · ${person.locationDisplay}` : ''}
        </span>
        <span css={quietText}>
          {plural(follow.followerCount, 'follower')}
          {person.friend ? ' · Friend' : ''}
          {details}
        </span>
      </div>
      <div css={[row('md'), { [narrowScreen]: { flexBasis: '100%', justifyContent: 'flex-end' } }]}>
        <Link
          to={sharedPaths.chat({ with: person.accountId })}
          aria-label={`Message ${person.display}`}
          css={{ fontSize: font.size.sm, fontWeight: font.weight.medium, color: color.primary }}
        >
          Message
        </Link>
        <Link
          to={sharedPaths.challenges({ opponentId: person.accountId })}
          aria-label={`Challenge ${person.display} to a quiz`}
          css={{ fontSize: font.size.sm, fontWeight: font.weight.medium, color: color.accent }}
        >
          Challenge
        </Link>
        <Button
          variant={follow.following ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={follow.following}
          onClick={() => void follow.toggle()}
        >
          {/* The visible word starts the button's name, so speech input finds it by what it shows. */}
          {follow.following ? 'Following' : 'Follow'}
          <span css={visuallyHidden}> {person.display}</span>
        </Button>
      </div>
    </article>
  );
}
