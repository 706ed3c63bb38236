import { listAlerts } from '../alerts/store';
import { getClaims, listSignInRecords } from '../caregivers/store';
import { listAllNotices } from '../notices/store';
import { listSupportMessagesFrom } from '../support/store';
import { listReportsOf } from '../openings/store';
import { listSubscriptions } from '../push/store';
import { buildAccountExport } from './export-shape';
import { toJobAlert } from '../alerts/alerts';
import type { Caregiver } from '../caregivers/caregiver';
import * as z from 'zod';
import { ACCOUNT_EXPORT_FILES, ACCOUNT_EXPORT_FORMATS, type AccountExport, type AccountExportFormat, type ExportedPayment } from '../../contract';
import type { ApiResult } from '../base/http/api-handler';
import { renderExportDocument } from './export-document';
import { exportDocumentTexts } from './export-document-texts';

/** `?formato=html` (the document a person reads) or `json` (the default: the file for portability). */
export const exportQuery = z.object({ formato: z.enum(ACCOUNT_EXPORT_FORMATS, { error: exportDocumentTexts.formatInvalid }).default('json') });

/** What the export reads beyond the table: her payments on Stripe (lambdas/subscriptions/stripe-payments.ts). */
export interface ExportPorts {
  payments(customerId: string): Promise<ExportedPayment[]>;
}

/**
 * 'Baixar meus dados' (LGPD art. 18): everything held about the caregiver, read by her own uid only, and her payments
 * and refunds as Stripe holds them. The caller
 * passes the record the account check read (lambdas/caregivers/signed-in.ts): an account being deleted exports nothing,
 * since the deletion is removing what the file would hold (docs/decisions/012).
 */
export async function exportAccount(caregiver: Caregiver, ports: ExportPorts): Promise<AccountExport> {
  const { uid } = caregiver;
  const [claims, notices, support, alerts, reports, signIns, payments, devices] = await Promise.all([
    getClaims(caregiver.phone, caregiver.email),
    listAllNotices(uid),
    listSupportMessagesFrom(caregiver.email),
    listAlerts(uid),
    listReportsOf(uid),
    listSignInRecords(uid),
    caregiver.stripeCustomerId ? ports.payments(caregiver.stripeCustomerId) : Promise.resolve([]),
    listSubscriptions(uid),
  ]);
  const own = <T extends { uid: string }>(claim: T | undefined) => {
    if (claim?.uid !== uid) return undefined;
    const { uid: _uid, ...rest } = claim;
    return rest;
  };
  return buildAccountExport(
    {
      caregiver,
      phoneClaim: own(claims.phone),
      emailClaim: own(claims.email),
      notices,
      alerts: alerts.map((a) => ({ ...toJobAlert(a), ...(a.center ? { centro: a.center } : {}) })),
      reports,
      pushDevices: devices,
      signIns,
      supportMessages: support,
      payments,
    },
    new Date(),
  );
}

/** The export as a file to save: the readable HTML document or the JSON, both named for the download. */
export async function exportFile(caregiver: Caregiver, formato: AccountExportFormat, ports: ExportPorts): Promise<ApiResult> {
  const data = await exportAccount(caregiver, ports);
  const headers = { 'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILES[formato]}"` };
  return formato === 'html' ? { html: renderExportDocument(data), headers } : { body: data, headers };
}
