import {
  color,
  devicePushState,
  FormError,
  space,
  turnOffDevicePush,
  turnOnDevicePush,
  type DevicePushState,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useEffect, useState } from 'react';

const EXPLAIN: Partial<Record<DevicePushState, string>> = {
  unsupported:
    'This browser cannot show notifications while Canopy is closed (or the app is not installed yet: reload the page).',
  denied:
    'Notifications are blocked for Canopy in this browser. Allow them in the site settings, then turn this on.',
};

/**
 * "Notifications on this device": web push for this browser. Permission is asked only when
 * the member turns it on; what is pushed follows the switches below.
 */
export function DevicePushSwitch() {
  const [state, setState] = useState<DevicePushState | 'loading'>('loading');
  const { busy, error, run } = useSubmit();

  useEffect(() => {
    let live = true;
    void devicePushState()
      .catch((): DevicePushState => 'unsupported')
      .then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  async function change(on: boolean) {
    const changed = await run(async () => {
      if (!on) await turnOffDevicePush();
      return on ? turnOnDevicePush() : 'off';
    }, 'Notifications could not be changed on this device. Please try again.');
    // After a failure, what the device says now.
    setState(changed ?? (await devicePushState().catch((): DevicePushState => 'off')));
  }

  const explain = state === 'loading' ? undefined : EXPLAIN[state];
  return (
    <div css={[stack('xs'), { marginBottom: space.md }]}>
      <label css={[row('sm'), { fontWeight: 600 }]}>
        <input
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          disabled={busy || state === 'loading' || state === 'unsupported'}
          aria-describedby="device-push-status"
          onChange={(event) => void change(event.target.checked)}
          css={{ width: 18, height: 18, accentColor: color.primary }}
        />
        Notifications on this device
      </label>
      <p id="device-push-status" css={{ margin: 0, color: color.textMuted }}>
        {state === 'loading'
          ? 'Checking this device…'
          : (explain ??
            (state === 'on'
              ? 'On: this device shows the notifications you chose below, even with Canopy closed.'
              : 'Off: turn it on to be notified with Canopy closed. Your browser will ask first.'))}
      </p>
      <FormError message={error} />
    </div>
  );
}
