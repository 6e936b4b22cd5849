import { TERMS_LAST_UPDATED, termsIntro, termsSections } from '../content/terms-and-conditions.tsx';
import { LegalDocument } from './legal-document.tsx';
import type { LegalPageProps } from './privacy-policy-page.tsx';

export function TermsPage({ shareScriptUrl }: LegalPageProps) {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={termsIntro}
      sections={termsSections}
      shareScriptUrl={shareScriptUrl}
    />
  );
}
