import { listAlerts } from '../alerts/store';
import { getClaims, listSignInRecords } from '../caregivers/store';
import { listAllNotices } from '../notices/store';
import { listSupportMessagesFrom } from '../support/store';
import { listReportsOf } from '../openings/store';
import { listSubscriptions } from '../push/data/push-subscriptions';
import { buildAccountExport } from './deletion';
import { toJobAlert } from '../alerts/alerts';
import type { Caregiver } from '../caregivers/caregiver';
import type { AccountExport } from '../../contract';

/**
 * 'Baixar meus dados' (LGPD art. 18): everything held about the caregiver, read by her own uid only. The caller
 * passes the record the account check read (lambdas/caregivers/signed-in.ts): an account being deleted exports nothing,
 * since the deletion is removing what the file would hold (docs/decisions/012).
 */
export async function exportAccount(caregiver: Caregiver): Promise<AccountExport> {
  const { uid } = caregiver;
  const [claims, notices, support, alerts, reports, signIns, devices] = await Promise.all([
    getClaims(caregiver.phone, caregiver.email),
    listAllNotices(uid),
    listSupportMessagesFrom(caregiver.email),
    listAlerts(uid),
    listReportsOf(uid),
    listSignInRecords(uid),
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
      notices: notices.map(({ id, mensagem, status, createdAt, horario }) => ({ id, mensagem, status, ...(createdAt !== undefined ? { createdAt } : {}), ...(horario ? { horario } : {}) })),
      alerts: alerts.map((a) => ({ ...toJobAlert(a), ...(a.center ? { centro: a.center } : {}) })),
      reports: reports.map(({ clientId, vagaId, motivo, texto, createdAt }) => ({ clientId, vagaId, motivo, ...(texto ? { texto } : {}), createdAt })),
      pushDevices: devices.map(({ endpoint, keys, createdAt }) => ({ endpoint, chaves: keys, ativadoEm: createdAt })),
      signIns: signIns.map((r) => ({ em: r.em, guardadoAte: new Date(r.expiresAt * 1000).toISOString() })),
      supportMessages: support.map(({ id, createdAt, nome, email, whatsapp, mensagem, status }) => ({ id, createdAt, nome, email, whatsapp, mensagem, status })),
    },
    new Date(),
  );
}
