import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button, IconButton } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Loading } from '../../components/ui/loading';
import { FormMessage } from '../../components/ui/form-message';
import { apiRequest } from '../../lib/api-client';
import { apiPaths, fillPath, type NoticesResponse } from '../../../../contract';
import { loadFailedText, useApiResource } from '../../lib/use-api';
import { noticesTexts as t, noticeTime } from './texts';

/** The header's bell: unread count in its name and badge (hidden at 0), and the panel of unread notices. */
export function NoticesBell() {
  const notices = useApiResource<NoticesResponse>(apiPaths.notices);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const items = notices.data?.items ?? [];
  const count = items.length;
  const list = useRef<HTMLUListElement>(null);
  const emptyText = useRef<HTMLParagraphElement>(null);
  const refocus = useRef(false);

  // The pressed button disappears with its notice: keep the keyboard user inside the panel.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (list.current?.querySelector<HTMLButtonElement>('button') ?? emptyText.current)?.focus();
  }, [count]);

  async function markRead(id: string) {
    setProblem(null);
    try {
      await apiRequest(fillPath(apiPaths.noticeRead, { id }), { method: 'POST' });
      refocus.current = true;
      notices.setData((current) => current && { items: current.items.filter((n) => n.id !== id) });
    } catch (error) {
      console.error(error);
      setProblem(t.markFailed);
    }
  }

  return (
    <>
      <IconButton label={t.bellLabel(count)} onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {count > 0 && (
          <span className="badge" aria-hidden="true">
            {count}
          </span>
        )}
      </IconButton>
      <Dialog open={open} title={t.title} onClose={() => setOpen(false)} closeIcon className="notices-panel">
        {notices.loading && !notices.data ? (
          <Loading />
        ) : notices.error ? (
          <FormMessage kind="error">{loadFailedText(notices, t.loadFailed)}</FormMessage>
        ) : count === 0 ? (
          <p ref={emptyText} tabIndex={-1}>
            {t.empty}
          </p>
        ) : (
          <ul ref={list} className="notice-list">
            {items.map((notice) => (
              <li key={notice.id} className="notice">
                <p id={`aviso-${notice.id}`}>{notice.mensagem}</p>
                <p className="muted">{noticeTime(notice.createdAt, notice.horario)}</p>
                <Button aria-describedby={`aviso-${notice.id}`} onClick={() => markRead(notice.id)}>
                  {t.markRead}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <p>
          <Link to={paths.notices} onClick={() => setOpen(false)}>
            {t.history}
          </Link>
        </p>
      </Dialog>
    </>
  );
}
