import { useState } from 'react';

/**
 * The entry a console dialog is open for (a member, a word, a remote): `open` shows the
 * dialog for it, `close` leaves it, and `done` closes it and calls `afterDone` (the list
 * reads itself again).
 */
export function useDialogTarget<T>(afterDone: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    open: (entry: T) => setTarget(entry),
    close: () => setTarget(null),
    done: () => {
      setTarget(null);
      afterDone();
    },
  };
}
