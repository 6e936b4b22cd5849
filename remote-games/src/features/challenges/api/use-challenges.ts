import {
  getChallenge,
  getUserProfile,
  isApiFailure,
  isRefusal,
  type GetResult,
  type PickedMember,
  searchChallenges,
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

/**
 * The member People linked to (`opponentId`), to preselect in the opponent picker: read
 * from their profile, so they are found however many members there are. Null without one.
 */
export function usePreselectedOpponent(opponentId: number | undefined) {
  return useApiResource(async (): Promise<GetResult<{ member: PickedMember | null }>> => {
    if (!opponentId) return { member: null };
    const profile = await getUserProfile(opponentId);
    if (isApiFailure(profile) || isRefusal(profile)) return { member: null };
    const info = profile.item.profileInfo;
    return {
      member: {
        accountId: info.accountId,
        display: info.display,
        username: info.username,
        profileImage: info.profileAvatar.fullURL,
      },
    };
  }, [opponentId]);
}
