import { color, respondToChallenge, showToast, type Challenge } from '@canopy/shared-core';
import { wrappingRow } from '@canopy/shared-core/layout';
import { AcceptDeclineButtons } from '@canopy/shared-core/accept-decline-buttons';
import { Link } from 'react-router';
import { useSend } from '../../../hooks/use-send.ts';
import { challengePlayPath } from '../utils/challenge-text.ts';
import { buttonLink } from '../../../components/styles.ts';

/** What the member can do with a challenge now: answer it, or play their attempt. */
export function ChallengeActions({
  challenge,
  onChanged,
}: {
  challenge: Challenge;
  onChanged: () => void;
}) {
  const { busy, send } = useSend();
  const respond = async (accept: boolean) => {
    const answer = await send(
      () => respondToChallenge(challenge.challengeId, accept),
      'Your answer was not sent.',
    );
    if (!answer) return;
    showToast(answer.message, 'success');
    onChanged();
  };
  const rival = challenge.challenger.account.display;
  if (!challenge.canRespond && !challenge.canPlay) return null;
  return (
    <div css={wrappingRow('sm')}>
      {challenge.canRespond && (
        <AcceptDeclineButtons
          busy={busy}
          acceptLabel={`Accept ${rival}’s challenge`}
          declineLabel={`Decline ${rival}’s challenge`}
          onAnswer={(accept) => void respond(accept)}
        />
      )}
      {challenge.canPlay && (
        <Link
          to={challengePlayPath(challenge)}
          css={{ ...buttonLink('sm'), background: color.primary, color: color.onPrimary }}
        >
          Play {challenge.levelName}
        </Link>
      )}
    </div>
  );
}
