import { requireEnv } from '../../base/env';
import { fanOutNotice } from '../notice-fan-out';
import { fanOutIoWithPushes, getNoticeSend, sendNoticeIoWithPushes } from '../notice-io';
import { parseSendInput, sendNotice, sendNoticeBody as body, teamNoticeView } from '../notices';
import { onlyOneUnlessAdmin } from '../operator-access';
import { teamApiHandler } from '../team-api';
import { errorSummary, logWarning } from '../../base/observability/observability';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/**
 * How long the request itself fans a segment out before answering: a small segment is done at once, a large one
 * goes on in the scheduled job (fan-out-notices) from the saved cursor (docs/decisions/025-notice-fan-out.md).
 */
const IN_REQUEST_MS = 3_000;

/** POST /api/equipe/avisos: 'Enviar aviso' (201 done; 202 while a segment's fan-out goes on). */
export const handler = teamApiHandler({ body, maxBodyBytes: 16 * 1024 }, async ({ body, event, caller, operator }) => {
  const send = await sendNotice({ operator: await operatorOf({ event, caller }), ...parseSendInput(onlyOneUnlessAdmin(operator, body)) }, sendNoticeIoWithPushes(Date.now() + IN_REQUEST_MS));
  if (send.estado === 'concluido') return { statusCode: 201, body: teamNoticeView(send) };
  try {
    await fanOutNotice(send.id, fanOutIoWithPushes(Date.now() + IN_REQUEST_MS), Date.now() + IN_REQUEST_MS);
  } catch (error) {
    // The send and its Registro line are stored: the job goes on from the last saved batch, so the operator gets 202.
    logWarning('notice fan-out stopped in the request; the job resumes it', { id: send.id, error: errorSummary(error) });
  }
  const now = (await getNoticeSend(send.id)) ?? send;
  return { statusCode: now.estado === 'concluido' ? 201 : 202, body: teamNoticeView(now) };
});
