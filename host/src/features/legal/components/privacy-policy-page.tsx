import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections } from '../content/privacy-policy.tsx';
import { LegalDocument, type LegalPageProps } from './legal-document.tsx';

export function PrivacyPolicyPage({ shareScriptUrl }: LegalPageProps) {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
      shareScriptUrl={shareScriptUrl}
    />
  );
}
