import { LegalPage } from './legal-page';
import { legalTexts as t } from './texts';

export default function TermsPage() {
  return <LegalPage title={t.termsTitle} sections={t.terms} updated={t.updated} />;
}
