import { Button, color, font, radius, space } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import { MAX_RECORDING_MS, useRecorder } from '../hooks/use-recorder.ts';

/** Ask by voice: record, see the level, send or cancel; at most a minute. */
export function VoiceButton({
  disabled,
  onRecorded,
}: {
  disabled: boolean;
  onRecorded: (clip: Blob) => void;
}) {
  const recorder = useRecorder(onRecorded);
  if (!recorder.supported) return null;
  const { state } = recorder;
  if (state.status === 'recording') {
    return (
      <span css={row('sm')}>
        <meter
          aria-label="Microphone level"
          min={0}
          max={1}
          value={state.level}
          css={{ width: 64 }}
        />
        <span css={{ fontSize: font.size.xs, color: color.textMuted }}>
          up to {MAX_RECORDING_MS / 1000} s
        </span>
        <Button onClick={recorder.finish}>Send recording</Button>
        <Button variant="ghost" onClick={recorder.cancel}>
          Cancel
        </Button>
      </span>
    );
  }
  return (
    <span css={row('sm')}>
      {state.status === 'error' && (
        <span
          role="alert"
          css={{
            fontSize: font.size.xs,
            padding: space.xs,
            border: `1px solid ${color.danger}`,
            borderRadius: radius.sm,
          }}
        >
          {state.message}
        </span>
      )}
      <Button variant="secondary" disabled={disabled} onClick={() => void recorder.start()}>
        Ask by voice
      </Button>
    </span>
  );
}
