import { FormError, TextInput } from '@canopy/shared-core';
import { changeWatchedWord, removeWatchedWord, type WatchedWord } from '@canopy/shared-core/staff';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { EntryDialogProps } from '../../../components/use-dialog-target.ts';
import { useStaffAction } from '../../../components/use-staff-action.ts';
import { WordFields, type WordDraft } from './word-fields.tsx';

/** Changes an entry's words or action; the server's refusal shows under the words. */
export function EditWordDialog({ entry: word, onClose, onDone }: EntryDialogProps<WatchedWord>) {
  const [draft, setDraft] = useState<WordDraft>({
    pattern: word.pattern,
    action: word.action,
    reason: '',
  });
  const { busy, error, act } = useStaffAction();

  const save = () =>
    act(() => changeWatchedWord(word.wordId, draft), {
      failure: 'The word could not be saved. Please try again.',
      onDone,
    });

  return (
    <FormDialog
      title={`Change “${word.pattern}”`}
      onClose={onClose}
      onSubmit={save}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving…"
    >
      <WordFields draft={draft} onChange={setDraft} patternError={error} />
    </FormDialog>
  );
}

/** Takes an entry off the list, with an optional reason for the audit log. */
export function RemoveWordDialog({ entry: word, onClose, onDone }: EntryDialogProps<WatchedWord>) {
  const [reason, setReason] = useState('');
  const { busy, error, act } = useStaffAction();

  const remove = () =>
    act(() => removeWatchedWord(word.wordId, reason), {
      failure: 'The word could not be removed. Please try again.',
      onDone,
    });

  return (
    <FormDialog
      title={`Remove “${word.pattern}”?`}
      onClose={onClose}
      onSubmit={remove}
      busy={busy}
      submitLabel="Remove"
      busyLabel="Removing…"
      cancelLabel="Keep it"
      variant="danger"
    >
      <p css={{ margin: 0 }}>Members’ new writing will no longer be checked for it.</p>
      <TextInput
        label="Reason (optional, kept in the audit log)"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={error} />
    </FormDialog>
  );
}
