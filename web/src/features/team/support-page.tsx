import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TeamSupportMessage, TeamSupportPage } from '../../../../contract/team-support';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { supportTexts as t } from './support-texts';
import { TeamTable } from './team-table';
import { OpeningReportsSection } from './opening-reports-section';
import { teamTexts } from './texts';
import { useMay } from './operator-role';
import { fillPath, formatDateTimeSP, teamApiPaths } from '../../../../contract';

const PREVIEW = 60;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text);

/** 'Atendimento': the support messages, newest first (or those from one e-mail); reply and archive. */
export default function SupportPage() {
  usePageTitle(teamTexts.nav.support);
  const mayAnswer = useMay('answerSupport');
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const [text, setText] = useState(email);
  const [items, setItems] = useState<TeamSupportMessage[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const [answering, setAnswering] = useState<TeamSupportMessage>();

  const load = useCallback(
    async (from?: string) => {
      setLoading(true);
      setProblem(undefined);
      try {
        const page = await apiRequest<TeamSupportPage>(teamApiPaths.support, { query: email ? { email } : { cursor: from } });
        setItems((current) => (from ? [...current, ...page.items] : page.items));
        setCursor(page.cursor);
      } catch (error) {
        setProblem(errorMessage(error));
      }
      setLoading(false);
    },
    [email],
  );

  useEffect(() => {
    void load();
  }, [load]);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setParams(text.trim() ? { email: text.trim() } : {});
  }

  const replace = (message: TeamSupportMessage) => setItems((current) => current.map((m) => (m.id === message.id ? message : m)));

  async function archive(message: TeamSupportMessage) {
    setDone(undefined);
    setProblem(undefined);
    try {
      await apiRequest(fillPath(teamApiPaths.supportArchive, { id: message.id }), { method: 'POST' });
      replace({ ...message, estado: 'arquivada' });
      setDone(t.archived);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <main className="page">
      <h1>{teamTexts.nav.support}</h1>
      <OpeningReportsSection />
      <h2>{t.messagesTitle}</h2>
      <form className="team-search" onSubmit={onSearch} role="search">
        <TextField label={t.search} hint={t.searchHint} name="email" type="email" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="primary">
          {t.searchButton}
        </Button>
        {email && (
          <Button
            onClick={() => {
              setText('');
              setParams({});
            }}
          >
            {t.clearSearch}
          </Button>
        )}
      </form>
      <div role="status">{done}</div>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {!loading && !problem && items.length === 0 && <p>{t.empty}</p>}
      {items.length > 0 && (
        <TeamTable label={teamTexts.nav.support} columns={Object.values(t.columns)}>
          {items.map((m) => (
            <tr key={m.id}>
              <td>{m.nome ?? t.deletedSender}</td>
              <td>
                {m.email ?? ''}
                {m.emailNaoEntregue && (
                  <>
                    <br />
                    <strong>{t.undeliverable}</strong>
                  </>
                )}
              </td>
              <td>{formatDateTimeSP(m.createdAt)}</td>
              <td>{preview(m.mensagem)}</td>
              <td>{t.states[m.estado]}</td>
              <td>{t.deliveries[m.entrega]}</td>
              <td>{m.resposta ? (m.resposta.enviada ? t.replySent : t.replyNotSent) : t.noReply}</td>
              <td>
                <div className="button-row">
                  {mayAnswer && m.email && (
                    <Button
                      onClick={() => {
                        setDone(undefined);
                        setAnswering(m);
                      }}
                    >
                      {t.reply}
                    </Button>
                  )}
                  {mayAnswer && m.estado !== 'arquivada' && <Button onClick={() => void archive(m)}>{t.archive}</Button>}
                </div>
              </td>
            </tr>
          ))}
        </TeamTable>
      )}
      {loading && <Loading />}
      {cursor && !loading && <Button onClick={() => void load(cursor)}>{t.more}</Button>}
      {answering && (
        <ReplyDialog
          message={answering}
          onClose={() => setAnswering(undefined)}
          onReplied={(message) => {
            replace(message);
            setAnswering(undefined);
            setDone(t.replied);
          }}
          onKeptNotSent={() => void load()}
        />
      )}
    </main>
  );
}

function ReplyDialog({
  message,
  onClose,
  onReplied,
  onKeptNotSent,
}: {
  message: TeamSupportMessage;
  onClose(): void;
  onReplied(message: TeamSupportMessage): void;
  onKeptNotSent(): void;
}) {
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onReplied(await apiRequest<TeamSupportMessage>(fillPath(teamApiPaths.supportReply, { id: message.id }), { method: 'POST', body: { resposta: reply } }));
    } catch (error) {
      setProblem(errorMessage(error));
      // A 503 keeps the reply with the message as not sent: the list shows it.
      onKeptNotSent();
    }
    setBusy(false);
  }

  return (
    <Dialog open title={t.replyTitle(message.nome ?? message.email ?? '')} onClose={onClose}>
      <form onSubmit={(e) => void onSubmit(e)}>
        <h3>{t.theirMessage}</h3>
        <blockquote className="support-quote">{message.mensagem}</blockquote>
        <TextAreaField label={t.replyField} name="resposta" rows={6} value={reply} onChange={(e) => setReply(e.target.value)} />
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <div className="button-row">
          <Button type="submit" variant="primary" busy={busy}>
            {t.send}
          </Button>
          <Button onClick={onClose}>{t.cancel}</Button>
        </div>
      </form>
    </Dialog>
  );
}
