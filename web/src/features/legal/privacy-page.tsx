import { useConfig } from '../../config/runtime-config';
import { LegalPage, withEmailLink } from './legal-page';
import { privacyTexts as t } from './privacy-texts';

/** The privacy policy: its sections, what is kept for how long and why (a table), and the encarregado (LGPD art. 41). */
export default function PrivacyPage() {
  const { links } = useConfig();
  return (
    <LegalPage title={t.title} sections={t.sections} updated={t.updated}>
      <section aria-labelledby="retencao">
        <h2 id="retencao">{t.retentionHeading}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t.retentionCaption}>
          <table className="retention-table">
            <caption>{t.retentionCaption}</caption>
            <thead>
              <tr>
                {t.retentionColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.retention.map(([what, howLong, why]) => (
                <tr key={what}>
                  <th scope="row">{what}</th>
                  <td>{howLong}</td>
                  <td>{why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="encarregado">
        <h2 id="encarregado">{t.encarregadoHeading}</h2>
        <p>{t.encarregadoBody}</p>
        <p>
          {t.encarregadoContact.replace('{nome}', links.encarregadoNome)}
          <a href={`mailto:${links.encarregadoEmail}`}>{links.encarregadoEmail}</a>
        </p>
        <p>{withEmailLink(t.contactBody, links.supportEmail)}</p>
      </section>
    </LegalPage>
  );
}
