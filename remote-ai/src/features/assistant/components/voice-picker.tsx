import { color, font, radius, space } from '@canopy/shared-core';
import { row } from '@canopy/shared-core/layout';
import type { useSpeech } from '../hooks/use-speech.ts';

/** The voice Edy's replies are spoken in; the choice is kept for later visits. */
export function VoicePicker({ speech }: { speech: ReturnType<typeof useSpeech> }) {
  if (!speech.supported || speech.voices.length === 0) return null;
  return (
    <label css={[row('sm'), { fontSize: font.size.sm }]}>
      Reply voice
      <select
        value={speech.voiceId}
        onChange={(event) => speech.setVoiceId(event.target.value)}
        css={{
          font: 'inherit',
          maxWidth: 220,
          padding: space.xs,
          color: color.text,
          background: color.surface,
          border: `1px solid ${color.border}`,
          borderRadius: radius.sm,
        }}
      >
        <option value="">Browser default</option>
        {speech.voices.map((voice) => (
          <option key={voice.voiceURI} value={voice.voiceURI}>
            {voice.name} ({voice.lang})
          </option>
        ))}
      </select>
    </label>
  );
}
