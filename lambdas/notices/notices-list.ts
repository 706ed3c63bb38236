import type { NoticeReadResponse, NoticesResponse } from '../../contract';
import { notFound } from '../base/errors';
import { messages } from '../base/messages';
import { noticeTimeText } from './notice';

/** A stored notice, as far as GET /api/notices reads it. */
export interface StoredNotice {
  id: string;
  mensagem: string;
  status: string;
  createdAt?: number;
  horario?: string;
}

/** The caller's unread notices, newest first; `horario` is always the text to show (the spec's fallback). */
export async function unreadNotices(uid: string, listUnread: (uid: string) => Promise<StoredNotice[]>): Promise<NoticesResponse> {
  return noticesResponse(await listUnread(uid));
}

/** How many notices 'Avisos lidos' shows: the newest ones, read or not. */
export const NOTICE_HISTORY_MAX = 50;

/** 'Avisos lidos': her newest notices, read ones included, newest first (at most NOTICE_HISTORY_MAX). */
export async function noticeHistory(uid: string, listNewest: (uid: string, limit: number) => Promise<StoredNotice[]>): Promise<NoticesResponse> {
  return noticesResponse(await listNewest(uid, NOTICE_HISTORY_MAX));
}

function noticesResponse(notices: StoredNotice[]): NoticesResponse {
  return {
    items: notices.map((n) => ({
      id: n.id,
      mensagem: n.mensagem,
      status: n.status,
      createdAt: n.createdAt ?? null,
      horario: noticeTimeText(n.createdAt, n.horario),
    })),
  };
}

/** Marks one of the caller's notices read; an id of another shape is a 404 before anything is read. */
export async function readNotice(
  uid: string,
  id: string,
  ports: { isNoticeId(id: string): boolean; markRead(uid: string, id: string): Promise<void> },
): Promise<NoticeReadResponse> {
  if (!ports.isNoticeId(id)) throw notFound(messages.noticeNotFound);
  await ports.markRead(uid, id);
  return { id, status: 'lido' };
}
