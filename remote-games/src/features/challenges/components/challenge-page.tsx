import {
  PageTitle,
  ResourceView,
  Skeleton,
  color,
  font,
  radius,
  space,
  type Challenge,
  type ChallengeSide,
  sharedPaths,
} from '@canopy/shared-core';
import { quietText, stack } from '@canopy/shared-core/layout';
import { Link, useParams } from 'react-router';
import { MemberPicture } from '../../../components/member-picture.tsx';
import { formatElapsed } from '../../../utils/format-elapsed.ts';
import { useChallenge } from '../api/use-challenges.ts';
import { challengeStatusText } from '../utils/challenge-text.ts';
import { ChallengeActions } from './challenge-actions.tsx';
import { grid } from '@canopy/shared-core/layout';
import { raisedCard } from '../../../components/styles.ts';

function SideResult({
  side,
  label,
  winner,
  finished,
}: {
  side: ChallengeSide;
  label: string;
  winner: boolean;
  finished: boolean;
}) {
  const score = side.score;
  return (
    <section
      aria-label={`${side.account.display}’s result`}
      css={[
        stack('sm'),
        raisedCard(),
        {
          alignContent: 'start',
          justifyItems: 'center',
          textAlign: 'center',
          borderWidth: 2,
          borderColor: winner ? color.success : color.border,
        },
      ]}
    >
      <MemberPicture name={side.account.display} picture={side.account.profileImage} size={64} />
      <h2 css={{ margin: 0, fontSize: font.size.md }}>{side.account.display}</h2>
      <span css={quietText}>{label}</span>
      {score ? (
        <dl css={[stack('xs'), { margin: 0 }]}>
          <dt css={quietText}>Points</dt>
          <dd css={{ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.bold }}>
            {score.points}
          </dd>
          <dt css={quietText}>Right answers</dt>
          <dd css={{ margin: 0 }}>
            {score.correctCount} of {score.questionCount}
          </dd>
          <dt css={quietText}>Time</dt>
          <dd css={{ margin: 0 }}>{formatElapsed(score.timeValue)}</dd>
        </dl>
      ) : (
        <p css={{ margin: 0, color: color.textMuted }}>
          {side.played ? 'Played: the score shows once both have played' : 'Not played yet'}
        </p>
      )}
      {finished && winner && (
        <strong css={{ color: color.success, fontSize: font.size.md }}>Winner</strong>
      )}
    </section>
  );
}

function ChallengeResult({
  challenge,
  onChanged,
}: {
  challenge: Challenge;
  onChanged: () => void;
}) {
  const finished = challenge.status === 'FINISHED';
  const sides = [
    { side: challenge.challenger, label: 'Challenger' },
    { side: challenge.opponent, label: 'Opponent' },
  ];
  return (
    <div css={stack('lg')}>
      <p css={{ margin: 0, color: color.textMuted }}>
        {challenge.packName} · {challenge.levelName}
      </p>
      {challenge.message && (
        <blockquote
          css={{
            margin: 0,
            padding: space.md,
            borderLeft: `4px solid ${color.accent}`,
            background: color.surfaceAlt,
            borderRadius: radius.md,
          }}
        >
          “{challenge.message}” — {challenge.challenger.account.display}
        </blockquote>
      )}
      <p role="status" css={{ margin: 0, fontSize: font.size.lg, fontWeight: font.weight.bold }}>
        {challengeStatusText(challenge)}
      </p>
      <ChallengeActions challenge={challenge} onChanged={onChanged} />
      <div css={grid('repeat(2, minmax(0, 1fr))', 'md')}>
        {sides.map(({ side, label }) => (
          <SideResult
            key={side.account.accountId}
            side={side}
            label={label}
            finished={finished}
            winner={finished && challenge.winnerId === side.account.accountId}
          />
        ))}
      </div>
      <Link to={sharedPaths.challenges()} css={{ color: color.primary }}>
        All challenges
      </Link>
    </div>
  );
}

/** /browse/challenge/{id}: both members' results side by side, live as the other plays. */
export function ChallengePage() {
  const params = useParams();
  const challengeId = Number(params.id);
  const [challenge, reload] = useChallenge(challengeId);
  return (
    <div css={stack('lg')}>
      <ResourceView
        state={challenge}
        onRetry={reload}
        errorTitle="This challenge could not be loaded"
        notFoundTitle="This challenge is not here any more"
        notFound={<Link to={sharedPaths.challenges()}>See your challenges</Link>}
        loading={<Skeleton height={240} />}
      >
        {(data) => (
          <>
            <PageTitle>
              {data.item.challenger.account.display} vs {data.item.opponent.account.display}
            </PageTitle>
            <ChallengeResult challenge={data.item} onChanged={reload} />
          </>
        )}
      </ResourceView>
    </div>
  );
}
