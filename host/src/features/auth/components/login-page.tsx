import { login, signIn, errorText, TextInput } from '@canopy/shared-core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnUrl } from '../../../utils/return-url.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const response = await login({ email: email.trim(), password });
      // A refusal (wrong password) was shown as a toast by the client (SPEC §7): once.
      if (!response.valid) return;
      signIn(response.item);
      void navigate(safeReturnUrl(searchParams.get('returnUrl')), { replace: true });
    } catch (failure) {
      setError(errorText(failure, 'Sign-in failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Sign in to Canopy">
      <AuthForm
        onSubmit={submit}
        error={error}
        busy={busy}
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
        <TextInput
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </AuthForm>
      <SocialSignIn />
      <p css={{ margin: 0 }}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </AuthCard>
  );
}
