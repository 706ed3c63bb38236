import { signedInHandler } from '../../caregivers/signed-in';
import { exportFile, exportQuery, type ExportPorts } from '../export-account';
import { customerPayments } from '../../subscriptions/stripe-payments';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const ports: ExportPorts = { payments: customerPayments };

/** 'Baixar meus dados': the caller's own data, as a document to read (`?formato=html`) or as JSON (contract/account.ts). */
export const handler = signedInHandler({ beforeConsent: true, query: exportQuery }, async ({ caregiver, query }) => exportFile(caregiver, query.formato, ports));
