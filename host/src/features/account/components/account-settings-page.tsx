import {
  Button,
  PageTitle,
  changePassword,
  color,
  endSession,
  font,
  logoutEverywhere,
  showToast,
  space,
  trackAction,
  store,
  updateMyProfile,
  uploadProfileImage,
  userAtom,
  type AuthUser,
  type UserProfile,
  reasonText,
  FormError,
  TextInput,
  MemberAvatar,
} from '@canopy/shared-core';
import { card, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SubmitForm } from '../../../components/submit-form.tsx';
import { HandleForm } from './handle-form.tsx';
import { HiddenMembersCard } from './hidden-members-card.tsx';
import { NotificationSettingsForm } from './notification-settings-form.tsx';
import { OwnDataCard } from './own-data-card.tsx';

const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      css={[card('xl'), { display: 'flex', flexDirection: 'column', gap: space.md }]}
    >
      <h2 css={{ margin: 0, fontSize: font.size.lg }}>{title}</h2>
      {children}
    </section>
  );
}

/** Keeps the signed-in user (header, right panel) in step with the saved profile. */
function applyProfile(user: AuthUser, profile: UserProfile | null): void {
  if (!profile) return;
  const { firstName, lastName, display, profileAvatar } = profile.profileInfo;
  store.set(userAtom, {
    ...user,
    firstName,
    lastName,
    profileInfo: { ...user.profileInfo, firstName, lastName, display, profileAvatar },
  });
}

function NamesForm({ user }: { user: AuthUser }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const { run, setError, ...sending } = useSubmit();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      setError('Please enter your first and last name.');
      return;
    }
    await run(async () => {
      const response = await updateMyProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      });
      if (response.valid) {
        applyProfile(user, response.item);
        trackAction('account', 'Submitted', 'name');
        showToast('Your name has been saved.', 'success');
      }
      // A refusal was shown as a toast by the client (SPEC §7): once.
    }, 'Your name could not be saved.');
  }

  return (
    <SubmitForm onSubmit={save} sending={sending} submitLabel="Save name" busyLabel="Saving…">
      <div css={[stack('md'), { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }]}>
        <TextInput
          label="First name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          maxLength={60}
        />
        <TextInput
          label="Last name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          maxLength={60}
        />
      </div>
    </SubmitForm>
  );
}

function AvatarForm({ user }: { user: AuthUser }) {
  const { busy, error, setError, run } = useSubmit();
  const avatar = user.profileInfo?.profileAvatar?.fullURL;

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      setError('Please choose a PNG, JPEG or WebP image.');
      return;
    }
    if (file.size > MAX_AVATAR_BYTES) {
      setError('Please choose an image under 2 MB.');
      return;
    }
    await run(async () => {
      const response = await uploadProfileImage(file);
      if (response.valid) {
        applyProfile(user, response.item);
        showToast('Your photo has been updated.', 'success');
      }
      // A refusal was shown as a toast by the client (SPEC §7): once.
    }, 'Your photo could not be uploaded.');
  }

  return (
    <div css={wrappingRow('lg')}>
      {avatar && <MemberAvatar src={avatar} alt="You" size={72} />}
      {/* Shrinks below the file input's own width, which is wider than a phone's card. */}
      <TextInput
        label="Profile photo (PNG, JPEG or WebP, up to 2 MB)"
        css={{ flex: '1 1 220px', minWidth: 0 }}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        disabled={busy}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <FormError message={error} />
    </div>
  );
}

function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { run, setError, ...sending } = useSubmit();

  async function save(event: FormEvent) {
    event.preventDefault();
    if (next.length < 8) {
      setError('Your new password needs at least 8 characters.');
      return;
    }
    await run(
      async () => {
        const response = await changePassword(current, next);
        if (response.valid) {
          setCurrent('');
          setNext('');
          trackAction('account', 'Submitted', 'password');
          showToast(response.message ?? 'Your password has been changed.', 'success');
        }
        // A refusal was shown as a toast by the client (SPEC §7): once.
      },
      // The API's own words (a weak password says why) without the status frame.
      { text: 'Your password could not be changed.', explain: reasonText },
    );
  }

  return (
    <SubmitForm
      onSubmit={save}
      sending={sending}
      submitDisabled={!current || !next}
      submitLabel="Change password"
      narrow
    >
      <PasswordInput label="Current password" value={current} onChange={setCurrent} />
      <PasswordInput label="New password" fresh value={next} onChange={setNext} />
    </SubmitForm>
  );
}

/** Signing out on every device, this one included. */
function SignOutEverywhere() {
  const navigate = useNavigate();
  const { run } = useSubmit();

  async function signOutEverywhere() {
    await run(
      async () => {
        await logoutEverywhere();
        endSession();
        void navigate('/login', { replace: true });
      },
      { text: 'Could not sign out everywhere. Please try again.', tell: 'toast' },
    );
  }

  return (
    <>
      <p css={{ margin: 0, color: color.textMuted }}>
        Signed in on a shared or lost device? Sign out on every device, including this one.
      </p>
      <div>
        <Button variant="danger" onClick={() => void signOutEverywhere()}>
          Log out everywhere
        </Button>
      </div>
    </>
  );
}

export function AccountSettingsPage() {
  const user = useAtomValue(userAtom);
  if (!user) return null;

  // The page's cards, in order.
  const cards: { title: string; body: ReactNode }[] = [
    { title: 'Your name', body: <NamesForm user={user} /> },
    { title: 'Handle', body: <HandleForm user={user} /> },
    { title: 'Profile photo', body: <AvatarForm user={user} /> },
    { title: 'Password', body: <PasswordForm /> },
    { title: 'Notifications', body: <NotificationSettingsForm /> },
    { title: 'Sessions', body: <SignOutEverywhere /> },
    { title: 'Blocked and muted members', body: <HiddenMembersCard /> },
    { title: 'Your data', body: <OwnDataCard /> },
  ];

  return (
    <>
      <PageTitle>Account settings</PageTitle>
      {/* minmax(0, 1fr): a card's contents never size the column, so on a phone the two
          name fields fold into one column instead of widening the page. */}
      <div css={[stack('lg'), { gridTemplateColumns: 'minmax(0, 1fr)' }]}>
        {cards.map(({ title, body }) => (
          <Card key={title} title={title}>
            {body}
          </Card>
        ))}
      </div>
    </>
  );
}
