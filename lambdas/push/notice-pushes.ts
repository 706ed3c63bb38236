import type { PushPayload } from '../../contract';
import type { Notice } from '../notices/store';
import { metricNames } from '../base/observability/metric-names';
import { countMetric, errorSummary, hashedCaregiver, log } from '../base/observability/observability';
import { PUSH_DELIVERY, type Delivered } from './deliver';
import { noticePayload } from './payloads';
import type { PushDelivery } from './send-push';

type Deliver = (uid: string, payload: PushPayload, delivery: PushDelivery) => Promise<Delivered>;

/** Her notice, to her devices at once; a failed push never fails the send (the notice is in her bell already). */
async function pushNotice(uid: string, message: string, deliver: Deliver): Promise<void> {
  try {
    await deliver(uid, noticePayload(message), PUSH_DELIVERY.notice);
  } catch (error) {
    countMetric(metricNames.pushFailed);
    log().error('notice push failed', { caregiver: hashedCaregiver(uid), error: errorSummary(error) });
  }
}

/** The team's 'Enviar aviso' to one caregiver: once her notice is written, a push to her devices. */
export function pushingSendToOne<S extends { mensagem: string }, E, T extends { sendToOne(send: S, uid: string, entry: E): Promise<boolean> }>(io: T, deliver: Deliver): T {
  return {
    ...io,
    sendToOne: async (send: S, uid: string, entry: E) => {
      const written = await io.sendToOne(send, uid, entry);
      if (written) await pushNotice(uid, send.mensagem, deliver);
      return written;
    },
  };
}

/** A segment's fan-out: each notice written for the first time (never again on a retry) also goes to her devices. */
export function pushingNoticeWrites<T extends { writeNoticeOnce(notice: Notice): Promise<boolean> }>(io: T, deliver: Deliver): T {
  return {
    ...io,
    writeNoticeOnce: async (notice: Notice) => {
      const written = await io.writeNoticeOnce(notice);
      if (written) await pushNotice(notice.userId, notice.mensagem, deliver);
      return written;
    },
  };
}
