import { FormMessage } from '../../components/ui/form-message';
import { Loading } from '../../components/ui/loading';
import { apiPaths, type NoticesResponse } from '../../../../contract';
import { loadFailedText, useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { noticesTexts as t, noticeTime } from './texts';

/** 'Avisos lidos': her notices, newest first, read ones included (the bell's panel shows only unread ones). */
export default function NoticesPage() {
  usePageTitle(t.history);
  const notices = useApiResource<NoticesResponse>(apiPaths.noticeHistory);
  const items = notices.data?.items ?? [];
  return (
    <main className="page">
      <h1>{t.historyTitle}</h1>
      <p className="lead">{t.historyIntro}</p>
      {notices.loading && !notices.data ? (
        <Loading />
      ) : notices.error ? (
        <FormMessage kind="error">{loadFailedText(notices, t.loadFailed)}</FormMessage>
      ) : items.length === 0 ? (
        <p>{t.historyEmpty}</p>
      ) : (
        <ul className="notice-list">
          {items.map((notice) => (
            <li key={notice.id} className="notice card">
              <p>{notice.mensagem}</p>
              <p className="muted">
                {noticeTime(notice.createdAt, notice.horario)} · {notice.status === 'lido' ? t.read : t.unread}
              </p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
