import { useState, type FormEvent } from 'react';
import { useStaffAction } from './use-staff-action.ts';

/**
 * A form that sets one whole-number threshold with a reason for the audit log (reports that
 * hide an item, units left that count as low stock): `field`, the props of its WholeNumberField,
 * the reason, and `save`, which checks both, sends them, and once saved clears the reason and
 * calls `onSaved`.
 */
export function useThresholdForm({
  saved,
  min,
  max,
  send,
  failureText,
  onSaved,
}: {
  saved: number;
  min: number;
  max: number;
  send: (value: number, reason: string) => Promise<{ message?: string | undefined }>;
  failureText: string;
  onSaved: () => void;
}) {
  const [threshold, setThreshold] = useState(String(saved));
  const [reason, setReason] = useState('');
  const { busy, error, setError, act } = useStaffAction();

  function save(event: FormEvent) {
    event.preventDefault();
    const value = Number(threshold);
    if (threshold.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      return setError(`The threshold is a whole number from ${min} to ${max}.`);
    }
    if (!reason.trim()) return setError('Say why, in a sentence: it is kept in the audit log.');
    return act(() => send(value, reason), {
      failure: failureText,
      done: 'Saved.',
      onDone: () => {
        setReason('');
        onSaved();
      },
    });
  }

  const field = { value: threshold, onChange: setThreshold, min, max };
  return { field, reason, setReason, busy, error, save };
}
