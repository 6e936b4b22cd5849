import { PageTitle, RevealTogether, Skeleton, useTrackView } from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useSearchParams } from 'react-router';
import { Section } from '../../../components/section.tsx';
import { usePackChoices } from '../../../hooks/use-pack-choices.ts';
import { useChallenges, usePreselectedOpponent } from '../api/use-challenges.ts';
import { ChallengeCard } from './challenge-card.tsx';
import { NewChallengeForm } from './new-challenge-form.tsx';
import { YourList } from '../../../components/list-view.tsx';

/**
 * /browse/challenge: challenges sent and received, and a new one. People links here with
 * ?opponentId= to preselect whom to challenge.
 */
export function ChallengesPage() {
  useTrackView('challenge');
  const [params] = useSearchParams();
  const opponentId = Number(params.get('opponentId')) || undefined;
  return (
    <div css={stack('xl')}>
      <PageTitle>Challenges</PageTitle>
      {/* The form and the list come in together: as the form arrived, it pushed the list
          down. */}
      <RevealTogether loading={<Skeleton height={200} />}>
        <ChallengeSections opponentId={opponentId} />
      </RevealTogether>
    </div>
  );
}

/** A new challenge's form, and the member's challenges. */
function ChallengeSections({ opponentId }: { opponentId: number | undefined }) {
  const [challenges, reload] = useChallenges();
  const [preselected] = usePreselectedOpponent(opponentId);
  const [packs] = usePackChoices();
  return (
    <>
      <Section id="challenges-new" title="Challenge a member">
        {preselected.status === 'ready' && packs.status === 'ready' ? (
          <NewChallengeForm packs={packs.data.items} preselected={preselected.data.member} />
        ) : (
          <Skeleton height={64} />
        )}
      </Section>
      <YourList
        state={challenges}
        onRetry={reload}
        things="challenges"
        emptyText="Challenge a member above, or from their card on People."
      >
        {(challenge) => (
          <ChallengeCard key={challenge.challengeId} challenge={challenge} onChanged={reload} />
        )}
      </YourList>
    </>
  );
}
