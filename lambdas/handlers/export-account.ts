import { apiHandler } from '../http/api-handler';
import { exportAccount } from '../services/account-export';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** 'Baixar meus dados': the caller's own data as one JSON file (contract/account.ts, AccountExport). */
export const handler = apiHandler({}, async ({ caller }) => {
  const data = await exportAccount(caller().uid);
  return { body: data, headers: { 'content-disposition': 'attachment; filename="meus-dados-carey.json"' } };
});
