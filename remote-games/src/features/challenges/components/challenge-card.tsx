import { color, font, type Challenge } from '@canopy/shared-core';
import { quietText, stack } from '@canopy/shared-core/layout';
import { Link } from 'react-router';
import { MemberPicture } from '../../../components/member-picture.tsx';
import { challengeStatusText, rivalOf } from '../utils/challenge-text.ts';
import { ChallengeActions } from './challenge-actions.tsx';
import { gamesPaths } from '../../../utils/paths.ts';
import { grid } from '@canopy/shared-core/layout';
import { raisedCard } from '../../../components/styles.ts';

/** A challenge in the list: who, which pack, where it stands, and what to do next. */
export function ChallengeCard({
  challenge,
  onChanged,
}: {
  challenge: Challenge;
  onChanged: () => void;
}) {
  const rival = rivalOf(challenge).account;
  return (
    <li
      css={[
        grid('auto 1fr', 'md'),
        raisedCard(),
        {
          alignItems: 'center',
        },
      ]}
    >
      <MemberPicture name={rival.display} picture={rival.profileImage} size={48} />
      <div css={[stack('xs'), { minWidth: 0 }]}>
        <Link
          to={gamesPaths.challenge(challenge.challengeId)}
          css={{ color: color.text, fontWeight: font.weight.bold, fontSize: font.size.md }}
        >
          {challenge.isChallenger ? `You vs ${rival.display}` : `${rival.display} vs you`}
        </Link>
        <span css={quietText}>
          {challenge.packName} · {challenge.levelName}
        </span>
        <span css={{ fontSize: font.size.sm, fontWeight: font.weight.medium }}>
          {challengeStatusText(challenge)}
        </span>
        <ChallengeActions challenge={challenge} onChanged={onChanged} />
      </div>
    </li>
  );
}
