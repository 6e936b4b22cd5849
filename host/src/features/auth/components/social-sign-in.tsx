import {
  Button,
  color,
  exchangeOidcCode,
  font,
  isApiFailure,
  listOidcProviders,
  oidcStartUrl,
  signIn,
  type OidcProvider,
  errorText,
  FormError,
} from '@canopy/shared-core';
import { stack } from '@canopy/shared-core/layout';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGGED_IN_HOME } from '../../../utils/return-url.ts';

/**
 * Sign-in with a social network (SPEC §1) through the API's OpenID Connect flow: a
 * button per configured provider, and the return leg, where the API hands back a
 * one-time code in `#/login?oidcCode=…` that is exchanged for a session.
 */
export function SocialSignIn() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [providers, setProviders] = useState<OidcProvider[]>([]);
  const [error, setError] = useState<string | null>(searchParams.get('oidcError'));
  const exchanged = useRef(false);
  const code = searchParams.get('oidcCode');

  useEffect(() => {
    const controller = new AbortController();
    void listOidcProviders().then((result) => {
      if (!controller.signal.aborted && !isApiFailure(result)) setProviders(result.items);
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    // A code works once; StrictMode's second effect run must not spend it again.
    if (!code || exchanged.current) return;
    exchanged.current = true;
    exchangeOidcCode(code)
      .then((response) => {
        // A refusal was shown as a toast by the client (SPEC §7): once.
        if (!response.valid) return;
        signIn(response.item);
        void navigate(LOGGED_IN_HOME, { replace: true });
      })
      .catch((failure: unknown) =>
        setError(errorText(failure, 'Sign-in failed. Please try again.')),
      );
  }, [code, navigate]);

  if (providers.length === 0 && !error) return null;
  const returnTo = `${window.location.origin}${window.location.pathname}`;
  return (
    <div css={stack('sm')}>
      {providers.length > 0 && (
        <p css={{ margin: 0, color: color.textMuted, fontSize: font.size.sm, textAlign: 'center' }}>
          or
        </p>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          onClick={() => window.location.assign(oidcStartUrl(provider.id, returnTo))}
        >
          Continue with {provider.name}
        </Button>
      ))}
      <FormError message={error} />
    </div>
  );
}
