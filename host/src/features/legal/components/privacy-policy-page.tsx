import {
  PRIVACY_LAST_UPDATED,
  privacyIntro,
  privacySections,
} from '../content/privacy-policy.tsx';
import { LegalDocument } from './legal-document.tsx';

export interface LegalPageProps {
  /** The sharing platform's script, from the runtime configuration; none when empty. */
  shareScriptUrl?: string;
}

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
