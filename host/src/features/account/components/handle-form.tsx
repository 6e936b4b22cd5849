import {
  changeHandle,
  reasonText,
  showToast,
  store,
  trackAction,
  userAtom,
  type AuthUser,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { SubmitForm } from '../../../components/submit-form.tsx';
import { HandleField, handleOf, type HandleStatus } from '../../../components/handle-field.tsx';

/** Changes the member's @handle; the old one keeps finding them for 30 days. */
export function HandleForm({ user }: { user: AuthUser }) {
  const [value, setValue] = useState(user.username);
  const [status, setStatus] = useState<HandleStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wanted = handleOf(value);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!wanted) {
      setError('Please enter a handle.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const response = await changeHandle(wanted);
      if (response.valid) {
        store.set(userAtom, response.item);
        setValue(response.item.username);
        setStatus(null);
        trackAction('account', 'Submitted', 'handle');
        showToast(response.message ?? 'Your handle has been changed.', 'success');
      }
      // A refusal was shown as a toast by the client (SPEC §7): once.
    } catch (failure) {
      // Taken or against the rules: said at the field, in the API's own words.
      setStatus({
        handle: wanted,
        available: false,
        message: reasonText(failure, 'Your handle could not be changed.'),
        suggestions: [],
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SubmitForm
      onSubmit={save}
      error={error}
      busy={busy}
      submitDisabled={wanted === user.username}
      submitLabel="Save handle"
      busyLabel="Saving…"
      narrow
    >
      <HandleField value={value} onChange={setValue} status={status} onChoose={setValue} />
    </SubmitForm>
  );
}
