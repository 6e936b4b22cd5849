import {
  Button,
  FormError,
  Modal,
  reasonText,
  showToast,
  space,
  TextInput,
} from '@canopy/shared-core';
import { changeWatchedWord, removeWatchedWord, type WatchedWord } from '@canopy/shared-core/staff';
import { useId, useState, type FormEvent } from 'react';
import { WordFields, type WordDraft } from './word-fields.tsx';

/** Changes an entry's words or action; the server's refusal shows under the words. */
export function EditWordDialog({
  word,
  onClose,
  onSaved,
}: {
  word: WatchedWord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<WordDraft>({
    pattern: word.pattern,
    action: word.action,
    reason: '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await changeWatchedWord(word.wordId, draft);
      showToast(answer.message, 'success');
      onSaved();
    } catch (failure) {
      setError(reasonText(failure, 'The word could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Change “${word.pattern}”`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void save(event)}
        css={{ display: 'grid', gap: space.lg }}
      >
        <WordFields draft={draft} onChange={setDraft} patternError={error} />
      </form>
    </Modal>
  );
}

/** Takes an entry off the list, with an optional reason for the audit log. */
export function RemoveWordDialog({
  word,
  onClose,
  onRemoved,
}: {
  word: WatchedWord;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  async function remove(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await removeWatchedWord(word.wordId, reason);
      showToast(answer.message, 'success');
      onRemoved();
    } catch (failure) {
      setError(reasonText(failure, 'The word could not be removed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Remove “${word.pattern}”?`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={busy}>
            {busy ? 'Removing…' : 'Remove'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => void remove(event)}
        css={{ display: 'grid', gap: space.lg }}
      >
        <p css={{ margin: 0 }}>Members’ new writing will no longer be checked for it.</p>
        <TextInput
          label="Reason (optional, kept in the audit log)"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
        <FormError message={error} />
      </form>
    </Modal>
  );
}
