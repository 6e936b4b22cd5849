import { Button, space } from '@canopy/shared-core';
import type { ReactNode } from 'react';

/**
 * The question asked in place before something is deleted for good: a danger button goes
 * on, "Keep it" takes the question back.
 */
export function ConfirmDelete({
  question,
  confirmLabel = 'Yes, delete',
  size,
  busy,
  onConfirm,
  onKeep,
}: {
  question: ReactNode;
  confirmLabel?: string;
  size?: 'sm' | 'md';
  /** The delete is on its way: the danger button waits for it. */
  busy?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }}>
      <span>{question}</span>
      <Button variant="danger" size={size} disabled={busy} onClick={onConfirm}>
        {confirmLabel}
      </Button>
      <Button variant="secondary" size={size} onClick={onKeep}>
        Keep it
      </Button>
    </div>
  );
}
