import { color, font } from '@canopy/shared-core';
import { useEffect, useState } from 'react';
import { TimerIcon } from '../../../components/icons.tsx';
import { formatElapsed } from '../../../utils/format-elapsed.ts';

/** Time on the level so far; a timer role is not read out at every tick. */
export function QuizTimer({ startedAt, running }: { startedAt: number; running: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
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
      {formatElapsed(now - startedAt)}
    </p>
  );
}
