import { LegalPage } from './legal-page';
import { legalTexts as t } from './texts';

export default function PrivacyPage() {
  return <LegalPage title={t.privacyTitle} sections={t.privacy} />;
}
