import { login, signIn, TextInput } from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { safeReturnUrl } from '../../../utils/return-url.ts';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SubmitForm } from '../../../components/submit-form.tsx';
import { AuthCard } from './auth-card.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { run, ...sending } = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const response = await login({ email: email.trim(), password });
      // A refusal (wrong password) was shown as a toast by the client (SPEC §7): once.
      if (!response.valid) return;
      signIn(response.item);
      void navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    }, 'Sign-in failed. Please try again.');
  }

  return (
    <AuthCard title="Sign in to Canopy">
      <SubmitForm
        wideButton
        onSubmit={submit}
        sending={sending}
        submitDisabled={!email || !password}
        submitLabel="Sign in"
        busyLabel="Signing in…"
      >
        <TextInput
          label="E-mail address"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          required
          value={password}
          onChange={setPassword}
        />
      </SubmitForm>
      <SocialSignIn />
      <p css={{ margin: 0 }}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthCard>
  );
}
