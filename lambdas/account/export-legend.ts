import type { AccountExport } from '../../contract';
import { exportDocumentTexts } from './export-document-texts';

type Data = Omit<AccountExport, 'legenda'>;
type Meanings = Record<string, string>;

const t = exportDocumentTexts;

/** Each coded field of the file: its path, the values it holds, and what they mean in the document's own words. */
const CODED_FIELDS: [path: string, values: (d: Data) => (string | undefined)[], meanings: Meanings][] = [
  ['assinatura.situacao', (d) => [d.assinatura.situacao], t.subscription.states],
  ['assinatura.formaDePagamento', (d) => [d.assinatura.formaDePagamento], t.subscription.paymentMethods],
  ['pagamentos.reembolsos.situacao', (d) => d.pagamentos.flatMap((p) => p.reembolsos.map((r) => r.situacao)), t.payment.refundStates],
  ['avisos.situacao', (d) => d.avisos.map((n) => n.situacao), t.notice.states],
  ['mensagensAoSuporte.situacao', (d) => d.mensagensAoSuporte.map((m) => m.situacao), t.support.states],
  ['denuncias.motivo', (d) => d.denuncias.map((r) => r.motivo), t.report.reasons],
  ['consentimentos.origem', (d) => d.consentimentos.map((c) => c.origem), t.consent.origins],
  ['posicaoPorCep.precisao', (d) => [d.posicaoPorCep?.precisao], t.position.precisions],
];

/**
 * The file's `legenda`: for each coded field, every value it holds (Stripe's 'succeeded', 'active'...) with its
 * meaning in Portuguese, so that the raw values stay as the services wrote them and she can still read them.
 */
export function exportLegend(data: Data): AccountExport['legenda'] {
  const legend: AccountExport['legenda'] = {};
  for (const [path, values, meanings] of CODED_FIELDS) {
    const known = [...new Set(values(data))].filter((v): v is string => v !== undefined && Object.hasOwn(meanings, v)).sort();
    if (known.length) legend[path] = Object.fromEntries(known.map((v) => [v, meanings[v]]));
  }
  return legend;
}
