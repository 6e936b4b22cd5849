import {
  Button,
  changeHandle,
  reasonText,
  showToast,
  space,
  store,
  trackAction,
  userAtom,
  type AuthUser,
  FormError,
} from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
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
    <form
      onSubmit={(event) => void save(event)}
      css={{ display: 'grid', gap: space.md, maxWidth: 400 }}
      noValidate
    >
      <HandleField value={value} onChange={setValue} status={status} onChoose={setValue} />
      <FormError message={error} />
      <div>
        <Button type="submit" disabled={busy || wanted === user.username}>
          {busy ? 'Saving…' : 'Save handle'}
        </Button>
      </div>
    </form>
  );
}
