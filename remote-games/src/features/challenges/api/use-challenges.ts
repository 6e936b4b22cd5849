import {
  getChallenge,
  getUserProfile,
  isApiFailure,
  isRefusal,
  type GetResult,
  searchChallenges,
  searchPeople,
  useApiResource,
  useLiveEvent,
} from '@canopy/shared-core';

/** What the API sends both members whenever their challenge changes. */
interface ChallengeEvent {
  challengeId: number;
  status: string;
}

/** The member's challenges; read again whenever one of them changes on the other side. */
export function useChallenges() {
  const [state, reload] = useApiResource(
    (signal) => searchChallenges({ start: 0, limit: 50 }, signal),
    [],
  );
  useLiveEvent<ChallengeEvent>('challenge', () => reload());
  return [state, reload] as const;
}

/** One challenge, kept current: the other member's accept, decline or score shows at once. */
export function useChallenge(challengeId: number) {
  const [state, reload] = useApiResource(
    (signal) => getChallenge(challengeId, signal),
    [challengeId],
  );
  useLiveEvent<ChallengeEvent>('challenge', (event) => {
    if (event.challengeId === challengeId) reload();
  });
  return [state, reload] as const;
}

/** A member who can be challenged, as the opponent picker lists them. */
export interface Opponent {
  accountId: number;
  display: string;
}

/**
 * Members who can be challenged, for the opponent picker; the one People linked to
 * (`opponentId`) is always among them, however many members there are.
 */
export function useOpponents(opponentId: number | undefined) {
  return useApiResource(
    async (signal): Promise<GetResult<{ items: Opponent[] }>> => {
      const people = await searchPeople({ start: 0, limit: 100 }, signal);
      if (isApiFailure(people) || isRefusal(people)) return people;
      const items: Opponent[] = people.items.map(({ accountId, display }) => ({
        accountId,
        display,
      }));
      if (!opponentId || items.some((person) => person.accountId === opponentId)) return { items };
      const profile = await getUserProfile(opponentId);
      if (isApiFailure(profile) || isRefusal(profile)) return { items };
      return {
        items: [{ accountId: opponentId, display: profile.item.profileInfo.display }, ...items],
      };
    },
    [opponentId],
  );
}
