import { fanOutIo, getNoticeSend, sendNoticeIo } from './data/notice-table';
import { deliverPush } from '../push/push-io';
import { pushingNoticeWrites, pushingSendToOne } from '../push/notice-pushes';

export { getNoticeSend };

/**
 * The notices' table ports with Web Push on top (docs/decisions/074-web-push.md): each notice written for a caregiver
 * for the first time also goes to her devices at once; a push's retries end by `deadline` (ms since the epoch).
 */
export const sendNoticeIoWithPushes = (deadline: number) => pushingSendToOne(sendNoticeIo, deliverPush(deadline));
export const fanOutIoWithPushes = (deadline: number) => pushingNoticeWrites(fanOutIo, deliverPush(deadline));
