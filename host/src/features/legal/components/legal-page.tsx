import { shareWidgetUrlAtom } from '@canopy/shared-core';
import { useAtomValue } from 'jotai';
import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections } from '../content/privacy-policy.tsx';
import { TERMS_LAST_UPDATED, termsIntro, termsSections } from '../content/terms-and-conditions.tsx';
import { LegalDocument, type LegalText } from './legal-document.tsx';

type LegalKind = 'privacy' | 'terms';

/** What each legal page shows. */
const DOCUMENTS: Record<LegalKind, LegalText> = {
  privacy: {
    title: 'Privacy Policy',
    lastUpdated: PRIVACY_LAST_UPDATED,
    intro: privacyIntro,
    sections: privacySections,
  },
  terms: {
    title: 'Terms and Conditions',
    lastUpdated: TERMS_LAST_UPDATED,
    intro: termsIntro,
    sections: termsSections,
  },
};

/** A legal page with the share widget the deployment configured (runtime config). */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const shareScriptUrl = useAtomValue(shareWidgetUrlAtom);
  return <LegalDocument {...DOCUMENTS[kind]} shareScriptUrl={shareScriptUrl} />;
}

export function PrivacyPolicyRoute() {
  return <LegalPage kind="privacy" />;
}

export function TermsRoute() {
  return <LegalPage kind="terms" />;
}
