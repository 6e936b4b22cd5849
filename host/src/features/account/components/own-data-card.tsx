import {
  Button,
  color,
  deleteMyAccount,
  downloadMyData,
  endSession,
  reasonText,
  showToast,
  FormError,
} from '@canopy/shared-core';
import { stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/password-input.tsx';

/** Hands a file the API made to the browser, to save. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function DownloadMyData() {
  const { busy, run } = useSubmit();
  async function download() {
    await run(async () => save(await downloadMyData(), 'canopy-my-data.json'), {
      text: 'Your data could not be downloaded. Please try again.',
      tell: 'toast',
    });
  }
  return (
    <div css={stack('sm')}>
      <p css={{ margin: 0, color: color.textMuted }}>
        A copy of your profile, posts, comments, chat messages and orders, as a JSON file.
      </p>
      <div>
        <Button variant="secondary" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
    </div>
  );
}

/** Deleting the account: what happens is said first, and the password asked again. */
function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();

  async function remove(event: FormEvent) {
    event.preventDefault();
    await run(
      async () => {
        const answer = await deleteMyAccount(password);
        // A refusal (a wrong password) was shown as a toast by the client (SPEC §7): once.
        if (!answer.valid) return;
        endSession();
        showToast('Your account has been deleted.', 'success');
        void navigate('/home', { replace: true });
      },
      { text: 'Your account could not be deleted. Please try again.', explain: reasonText },
    );
  }

  if (!open) {
    return (
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account…
        </Button>
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => void remove(event)}
      css={[stack('md'), { maxWidth: 480 }]}
      noValidate
    >
      <p css={{ margin: 0 }}>
        Your name, e-mail, photo, private messages, carts and addresses are removed, and you are
        signed out everywhere. Public posts and comments stay, shown as by a deleted member. This
        cannot be undone.
      </p>
      <PasswordInput label="Your password, to confirm" value={password} onChange={setPassword} />
      <FormError message={error} />
      <div css={wrappingRow('sm')}>
        <Button type="submit" variant="danger" disabled={busy || !password}>
          Delete my account for good
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          Keep my account
        </Button>
      </div>
    </form>
  );
}

/** The privacy policy's promises, kept: a copy of your data, and deleting your account. */
export function OwnDataCard() {
  return (
    <div css={stack('lg')}>
      <DownloadMyData />
      <DeleteAccount />
    </div>
  );
}
