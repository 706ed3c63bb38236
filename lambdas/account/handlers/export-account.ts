import { signedInHandler } from '../../caregivers/signed-in';
import { exportAccount } from '../export-account';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** 'Baixar meus dados': the caller's own data as one JSON file (contract/account.ts, AccountExport). */
export const handler = signedInHandler({ beforeConsent: true }, async ({ caregiver }) => {
  const data = await exportAccount(caregiver);
  return { body: data, headers: { 'content-disposition': 'attachment; filename="meus-dados-carey.json"' } };
});
