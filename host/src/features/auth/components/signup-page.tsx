import {
  color,
  errorCodeOf,
  font,
  reasonText,
  signIn,
  signUp,
  updateMyProfile,
  TextInput,
} from '@canopy/shared-core';
import { row, stack } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGGED_IN_HOME } from '../../../utils/return-url.ts';
import { HandleField, handleOf } from '../../../components/handle-field.tsx';
import { useHandleSuggestion } from '../hooks/use-handle-suggestion.ts';
import { SubmitForm } from '../../../components/submit-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

const MIN_PASSWORD_LENGTH = 8;

export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referrer = Number(searchParams.get('ref'));
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const { run, setError, ...sending } = useSubmit();
  const handle = useHandleSuggestion(form.firstName, form.lastName);

  // A field of the form, named as the form's key.
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  function problem(): string | null {
    if (!form.firstName.trim() || !form.lastName.trim())
      return 'Please enter your first and last name.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
      return 'Please enter a valid e-mail address.';
    if (handle.status && !handle.status.available) return 'Please choose another handle.';
    if (form.password.length < MIN_PASSWORD_LENGTH)
      return `Your password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
    if (!ageConfirmed) return 'You must confirm that you are 18 or older to join.';
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = problem();
    setError(invalid);
    // problem() already refuses an unticked age box; the check narrows it for the API type.
    if (invalid || !ageConfirmed) return;
    await run(
      async () => {
        const response = await signUp({
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          password: form.password,
          // Empty: the server picks the first free handle the name suggests.
          ...(handleOf(handle.handle) ? { handle: handleOf(handle.handle) } : {}),
          ageConfirmed,
        });
        // A refusal (an e-mail in use) was shown as a toast by the client (SPEC §7): once.
        if (!response.valid) return;
        signIn(response.item);
        if (Number.isInteger(referrer) && referrer > 0) {
          // A referral link (/signup?ref=<accountId>) credits the member who shared it.
          await updateMyProfile({ referralAccountId: referrer }).catch(() => undefined);
        }
        void navigate(LOGGED_IN_HOME, { replace: true });
      },
      {
        text: 'Sign-up failed. Please try again.',
        explain: (failure, fallback) => {
          // The API's own words (a weak password says why) without the status frame.
          if (errorCodeOf(failure) !== 'HANDLE_TAKEN') return reasonText(failure, fallback);
          // Taken since it was checked: say so at the field, with free ones to choose.
          void handle.refused();
          return 'Please choose another handle.';
        },
      },
    );
  }

  return (
    <AuthCard title="Join Canopy">
      <SubmitForm
        wideButton
        onSubmit={submit}
        sending={sending}
        submitLabel="Create account"
        busyLabel="Creating your account…"
      >
        <div
          css={[
            stack('md'),
            // Side by side when both fit, stacked on narrow phones.
            { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' },
          ]}
        >
          <TextInput label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <HandleField value={handle.handle} onChange={handle.choose} status={handle.status} />
        <TextInput label="E-mail address" type="email" autoComplete="email" {...field('email')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <label css={[row('sm'), { alignItems: 'flex-start', fontSize: font.size.sm }]}>
          <input
            type="checkbox"
            checked={ageConfirmed}
            onChange={(event) => setAgeConfirmed(event.target.checked)}
            css={{ marginTop: 4 }}
          />
          <span>
            I am 18 or older and accept the{' '}
            <Link to="/terms-and-conditions">Terms and Conditions</Link> and the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </span>
        </label>
      </SubmitForm>
      <SocialSignIn />
      <p css={{ margin: 0, color: color.textMuted }}>
        Already a member? <Link to="/login">Sign in</Link>
      </p>
    </AuthCard>
  );
}
