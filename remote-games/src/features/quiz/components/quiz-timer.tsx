import { color, font } from '@canopy/shared-core';
import { useEffect, useState } from 'react';
import { TimerIcon } from '../../../components/icons.tsx';
import { formatElapsed } from '../../../utils/format-elapsed.ts';

/**
 * Time on the level so far, as the server counts it: the time measured on the questions
 * judged, plus the question on screen since it appeared (`since`; null while its verdict is
 * read, which does not count). A timer role is not read out at every tick.
 */
export function QuizTimer({ judgedMs, since }: { judgedMs: number; since: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [since]);
  return (
    <p
      role="timer"
      aria-label="Time on this level"
      css={{
        margin: 0,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        fontVariantNumeric: 'tabular-nums',
        fontSize: font.size.md,
        fontWeight: font.weight.bold,
        color: color.text,
      }}
    >
      <TimerIcon />
      {formatElapsed(judgedMs + (since === null ? 0 : Math.max(0, now - since)))}
    </p>
  );
}
