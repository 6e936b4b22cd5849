import { Provider, useAtomValue } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { login } from '../api/auth.ts';
import { errorText } from '../http/api-error.ts';
import { isLoggedInAtom, userAtom } from '../session/session-atoms.ts';
import { logout, signIn } from '../session/session-actions.ts';
import { store } from '../state/store.ts';
import { Button } from './button.tsx';
import { ThemeRoot } from './theme-root.tsx';
import { ToastViewport } from './toast-viewport.tsx';
import { color, font, layout, space } from './tokens.ts';

function StandaloneSignIn() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const response = await login({ email, password });
      if (response.valid) signIn(response.item);
      else setError(response.message ?? 'Sign-in failed.');
    } catch (failure) {
      setError(errorText(failure, 'Sign-in failed.'));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      css={{ display: 'flex', gap: space.sm, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <input
        aria-label="E-mail address"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="sm">
        Sign in
      </Button>
      {error && (
        <span role="alert" css={{ color: color.danger }}>
          {error}
        </span>
      )}
    </form>
  );
}

function StandaloneBar({ remote }: { remote: string }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const user = useAtomValue(userAtom);
  return (
    <div
      css={{
        display: 'flex',
        gap: space.lg,
        alignItems: 'center',
        flexWrap: 'wrap',
        padding: `${space.sm} ${space.lg}`,
        background: color.surfaceAlt,
        borderBottom: `1px solid ${color.border}`,
        fontSize: font.size.sm,
      }}
    >
      <strong>{remote} remote · standalone</strong>
      {loggedIn ? (
        <>
          <span>Signed in as {user?.email}</span>
          <Button size="sm" variant="secondary" onClick={() => void logout()}>
            Log Out
          </Button>
        </>
      ) : (
        <StandaloneSignIn />
      )}
    </div>
  );
}

/**
 * A remote's own dev page: the same store, theme and toasts as inside the host, plus
 * a bare sign-in so the team can work on its pages without running the shell.
 */
export function StandaloneShell({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <StandaloneBar remote={remote} />
        <main css={{ maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: space.lg }}>
          {children}
        </main>
        <ToastViewport />
      </ThemeRoot>
    </Provider>
  );
}
