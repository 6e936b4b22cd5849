import { useState } from 'react';

/**
 * What a console dialog opened for one entry (a member, a word, a remote) is given: the entry,
 * `onClose` to leave it unchanged, and `onDone` once it changed something.
 */
export interface EntryDialogProps<T> {
  entry: T;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The entry a console dialog is open for: `open` shows the dialog for it; `dialog` is the
 * open dialog's props (null while it is closed), whose `onDone` closes it and calls
 * `afterDone` (the list reads itself again). `{editing.dialog && <Dialog {...editing.dialog} />}`
 */
export function useDialogTarget<T>(afterDone: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const dialog: EntryDialogProps<T> | null =
    target === null
      ? null
      : {
          entry: target,
          onClose: close,
          onDone: () => {
            close();
            afterDone();
          },
        };
  return { open: (entry: T) => setTarget(entry), dialog };
}
