import { signedInHandler } from '../http/signed-in';
import { exportAccount } from '../services/account-export';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** 'Baixar meus dados': the caller's own data as one JSON file (contract/account.ts, AccountExport). */
export const handler = signedInHandler({}, async ({ caregiver }) => {
  const data = await exportAccount(caregiver);
  return { body: data, headers: { 'content-disposition': 'attachment; filename="meus-dados-carey.json"' } };
});
