import {
  ErrorState,
  Skeleton,
  color,
  errorText,
  getNotificationSettings,
  showToast,
  space,
  updateNotificationSettings,
  useApiResource,
  type NotificationSettings,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { useState } from 'react';
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

/** The per-type notification switches; each change is saved at once. */
export function NotificationSettingsForm() {
  const [saved, reload] = useApiResource((signal) => getNotificationSettings(signal), []);
  if (saved.status === 'loading') return <Skeleton height={160} />;
  if (saved.status === 'error') {
    return (
      <ErrorState
        title="Notification settings could not be loaded"
        message={saved.message}
        onRetry={reload}
      />
    );
  }
  return <NotificationSwitches saved={saved.data.item} />;
}

function NotificationSwitches({ saved }: { saved: NotificationSettings }) {
  const [settings, setSettings] = useState(saved);

  async function toggle(type: keyof NotificationSettings, enabled: boolean) {
    const before = settings;
    setSettings({ ...before, [type]: enabled });
    try {
      const answer = await updateNotificationSettings({ [type]: enabled });
      setSettings(answer.item);
    } catch (failure) {
      setSettings(before);
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
              checked={settings[type]}
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
