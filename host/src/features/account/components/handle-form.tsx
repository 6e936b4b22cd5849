import {
  changeHandle,
  reasonText,
  showToast,
  store,
  trackAction,
  userAtom,
  type AuthUser,
} from '@canopy/shared-core';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';
import { SubmitForm } from '../../../components/submit-form.tsx';
import { HandleField, handleOf, type HandleStatus } from '../../../components/handle-field.tsx';

/** Changes the member's @handle; the old one keeps finding them for 30 days. */
export function HandleForm({ user }: { user: AuthUser }) {
  const [value, setValue] = useState(user.username);
  const [status, setStatus] = useState<HandleStatus | null>(null);
  const { run, setError, ...sending } = useSubmit();
  const wanted = handleOf(value);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!wanted) {
      setError('Please enter a handle.');
      return;
    }
    await run(async () => {
      const response = await changeHandle(wanted).catch((failure: unknown) => {
        // Taken or against the rules: said at the field, in the API's own words.
        setStatus({
          handle: wanted,
          available: false,
          message: reasonText(failure, 'Your handle could not be changed.'),
          suggestions: [],
        });
        return null;
      });
      // A refusal was shown as a toast by the client (SPEC §7): once.
      if (!response?.valid) return;
      store.set(userAtom, response.item);
      setValue(response.item.username);
      setStatus(null);
      trackAction('account', 'Submitted', 'handle');
      showToast(response.message ?? 'Your handle has been changed.', 'success');
    }, 'Your handle could not be changed.');
  }

  return (
    <SubmitForm
      onSubmit={save}
      sending={sending}
      submitDisabled={wanted === user.username}
      submitLabel="Save handle"
      busyLabel="Saving…"
      narrow
    >
      <HandleField value={value} onChange={setValue} status={status} />
    </SubmitForm>
  );
}
