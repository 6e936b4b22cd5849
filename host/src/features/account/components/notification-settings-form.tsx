import {
  ErrorState,
  Skeleton,
  color,
  errorText,
  getNotificationSettings,
  isApiFailure,
  showToast,
  space,
  updateNotificationSettings,
  type NotificationSettings,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { useEffect, useState } from 'react';
import { DevicePushSwitch } from './device-push-switch.tsx';

const LABELS: Record<keyof NotificationSettings, string> = {
  likes: 'Likes of my posts',
  comments: 'Comments on my posts',
  replies: 'Replies to my comments',
  follows: 'New followers',
  mentions: 'Mentions of me',
  chat: 'Chat messages',
  invites: 'Album invites',
  orders: 'Order updates',
  tournaments: 'Tournaments',
  badges: 'Badges earned',
};

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; settings: NotificationSettings };

/** The per-type notification switches; each change is saved at once. */
export function NotificationSettingsForm() {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void getNotificationSettings(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setState(
        isApiFailure(answer)
          ? { status: 'error', message: answer.message }
          : { status: 'ready', settings: answer.item },
      );
    });
    return () => controller.abort();
  }, [attempt]);

  if (state.status === 'loading') return <Skeleton height={160} />;
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Notification settings could not be loaded"
        message={state.message}
        onRetry={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  async function toggle(type: keyof NotificationSettings, enabled: boolean) {
    if (state.status !== 'ready') return;
    const before = state.settings;
    setState({ status: 'ready', settings: { ...before, [type]: enabled } });
    try {
      const answer = await updateNotificationSettings({ [type]: enabled });
      setState({ status: 'ready', settings: answer.item });
    } catch (failure) {
      setState({ status: 'ready', settings: before });
      showToast(errorText(failure, 'Could not save that setting. Please try again.'));
    }
  }

  return (
    <>
      <DevicePushSwitch />
      <fieldset css={[stack('sm'), { border: 0, margin: 0, padding: 0 }]}>
        <legend css={{ color: color.textMuted, marginBottom: space.sm, padding: 0 }}>
          Notify me about
        </legend>
        {(Object.keys(LABELS) as Array<keyof NotificationSettings>).map((type) => (
          <label key={type} css={row('sm')}>
            <input
              type="checkbox"
              checked={state.settings[type]}
              onChange={(event) => void toggle(type, event.target.checked)}
              css={{ width: 18, height: 18, accentColor: color.primary }}
            />
            {LABELS[type]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
