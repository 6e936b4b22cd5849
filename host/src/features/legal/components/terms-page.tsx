import { TERMS_LAST_UPDATED, termsIntro, termsSections } from '../content/terms-and-conditions.tsx';
import { LegalDocument, type LegalPageProps } from './legal-document.tsx';

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
