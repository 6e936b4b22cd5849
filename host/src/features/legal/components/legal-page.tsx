import { shareWidgetUrlAtom } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';

/** A legal page with the share widget the deployment configured (runtime config). */
export function LegalPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const shareScriptUrl = useAtomValue(shareWidgetUrlAtom);
  return kind === 'privacy' ? (
    <PrivacyPolicyPage shareScriptUrl={shareScriptUrl} />
  ) : (
    <TermsPage shareScriptUrl={shareScriptUrl} />
  );
}

export function PrivacyPolicyRoute() {
  return <LegalPage kind="privacy" />;
}

export function TermsRoute() {
  return <LegalPage kind="terms" />;
}
