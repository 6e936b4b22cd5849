import { followMember, unfollowMember } from '../api/social/follows.ts';
import { errorText } from '../http/api-error.ts';
import { showToast } from '../state/toast-atoms.ts';
import { useRef, useState } from 'react';

/**
 * Follow and unfollow with an optimistic update that rolls back, with a toast, on refusal:
 * People, Influencers and a member's profile share it.
 */
export function useFollow(
  accountId: number,
  initial: { following: boolean; followerCount: number },
) {
  const [state, setState] = useState(initial);
  const pending = useRef(false);

  async function toggle() {
    if (pending.current) return;
    pending.current = true;
    const before = state;
    setState({
      following: !before.following,
      followerCount: Math.max(0, before.followerCount + (before.following ? -1 : 1)),
    });
    try {
      const answer = await (before.following ? unfollowMember(accountId) : followMember(accountId));
      if (answer.valid) {
        setState({ following: answer.item.following, followerCount: answer.item.followerCount });
      } else setState(before);
    } catch (caught) {
      setState(before);
      showToast(errorText(caught, 'That did not work. Try again.'));
    } finally {
      pending.current = false;
    }
  }

  return { ...state, toggle };
}
