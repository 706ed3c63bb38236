import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { REAUTHENTICATION_FIELD, type CaregiverDeletionStarted, type CaregiverVerification, type SignInBlock, type TeamCaregiverRecord, type VerificationEmailResent, VERIFIED_STATUS } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { useTeamSignOut } from './team-session';
import { teamTexts } from './texts';
import { accountState, noticeLine } from './console-words';
import { ReasonDialog } from './reason-dialog';
import { SubscriptionFacts, SupportMessagesSection } from './caregiver-facts';
import { useMay, useRefused } from './operator-role';
import { fillPath, formatDateSP, teamApiPaths } from '../../../../contract';

const t = teamTexts.caregivers;

/** A caregiver's page in the console: her record (no passwords or tokens), plan, alerts, notices and the actions. */
export default function CaregiverPage() {
  const { uid = '' } = useParams();
  const record = useApiResource<TeamCaregiverRecord>(fillPath(teamApiPaths.caregiver, { uid }));
  usePageTitle(record.data?.name ?? teamTexts.nav.caregivers);
  const mayManage = useMay('manageCaregivers');
  const mayResend = useMay('resendVerification');
  const mayNotify = useMay('sendNotices');
  const refused = useRefused('manageCaregivers');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [deletion, setDeletion] = useState<string>();
  /** The deletion was refused for an old sign-in: offer to sign in again, coming back here. */
  const [reauthenticate, setReauthenticate] = useState(false);
  const signInAgain = useTeamSignOut();
  const [resent, setResent] = useState(false);

  async function setBlocked(blocked: boolean, motivo?: string) {
    setConfirmingBlock(false);
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<SignInBlock>(fillPath(teamApiPaths.caregiverBlock, { uid }), blocked ? { method: 'POST', body: { motivo } } : { method: 'DELETE' });
      record.setData((current) => current && { ...current, signInBlocked: result.signInBlocked });
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  async function deleteAccount(motivo: string) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<CaregiverDeletionStarted>(fillPath(teamApiPaths.caregiverDeletion, { uid }), { method: 'POST', body: { motivo } });
      setDeletion(result.status === 'concluida' ? t.deleted : t.deleting);
    } catch (error) {
      setProblem(errorMessage(error));
      setReauthenticate(error instanceof ApiError && error.field === REAUTHENTICATION_FIELD);
    }
    setConfirming(false);
    setBusy(false);
  }

  async function resendVerification() {
    setBusy(true);
    setProblem(undefined);
    setResent(false);
    try {
      await apiRequest<VerificationEmailResent>(fillPath(teamApiPaths.caregiverVerificationEmail, { uid }), { method: 'POST' });
      setResent(true);
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  async function setVerified(verified: boolean) {
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await apiRequest<CaregiverVerification>(fillPath(teamApiPaths.caregiverVerification, { uid }), { method: verified ? 'POST' : 'DELETE' });
      record.setData((current) => current && { ...current, status: result.status });
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  const c = deletion ? undefined : record.data;
  return (
    <main className="page">
      <Link to={paths.teamCaregivers}>{t.back}</Link>
      <h1>{c?.name ?? teamTexts.nav.caregivers}</h1>
      {record.loading && <Loading />}
      {record.error && <FormMessage kind="error">{record.error}</FormMessage>}
      {deletion && <p role="status">{deletion}</p>}
      {c && (
        <>
          <section className="card" aria-label={t.status}>
            <dl className="data-list">
              <dt>{t.email}</dt>
              <dd>{c.email}</dd>
              <dt>{t.phone}</dt>
              <dd>{c.phone}</dd>
              <dt>{t.type}</dt>
              <dd>{c.tipoDeCadastro}</dd>
              <dt>{t.plan}</dt>
              <dd>{c.tipodeconta}</dd>
              <dt>{t.signedUp}</dt>
              <dd>{formatDateSP(c.dataCadastro)}</dd>
              <dt>{t.status}</dt>
              <dd>{accountState(c.status, c.signInBlocked)}</dd>
              <SubscriptionFacts c={c} />
            </dl>
            {c.emailUndeliverable && (
              <p role="status">
                <strong>{t.undeliverable}</strong>: {t.undeliverableExplain}
              </p>
            )}
            {mayNotify && !c.deletionRequested && (
              <p>
                <Link to={`${paths.teamNotices}?${new URLSearchParams({ cuidadora: c.email })}`}>{t.sendNotice}</Link>
              </p>
            )}
            {c.deletionRequested && <p>{t.deletionRequested}</p>}
            {c.signInBlocked && <p role="status">{t.blocked}</p>}
            {c.status === VERIFIED_STATUS && <p role="status">{t.verified}</p>}
            {(mayManage || mayResend) && !c.deletionRequested && (
              <div className="button-row">
                {mayManage &&
                  (c.status === VERIFIED_STATUS ? (
                    <Button busy={busy} onClick={() => void setVerified(false)}>
                      {t.unmarkVerified}
                    </Button>
                  ) : (
                    <Button variant="primary" busy={busy} onClick={() => void setVerified(true)}>
                      {t.markVerified}
                    </Button>
                  ))}
                {mayResend && c.emailUnconfirmed && (
                  <Button busy={busy} onClick={() => void resendVerification()}>
                    {t.resendVerification}
                  </Button>
                )}
                {mayManage && (
                  <>
                    <Button busy={busy} onClick={() => (c.signInBlocked ? void setBlocked(false) : setConfirmingBlock(true))}>
                      {c.signInBlocked ? t.unblock : t.block}
                    </Button>
                    <Button variant="danger" onClick={() => setConfirming(true)}>
                      {t.deleteAccount}
                    </Button>
                  </>
                )}
              </div>
            )}
            {refused && !c.deletionRequested && <p>{teamTexts.readOnlyHere}</p>}
            {resent && <p role="status">{t.verificationResent}</p>}
            {problem && <FormMessage kind="error">{problem}</FormMessage>}
            {reauthenticate && <Button onClick={() => void signInAgain()}>{t.signInAgain}</Button>}
          </section>
          <ReasonDialog
            open={confirmingBlock}
            title={t.blockTitle}
            explain={t.blockExplain}
            confirm={t.blockConfirm}
            busy={busy}
            onConfirm={(reason) => void setBlocked(true, reason)}
            onClose={() => setConfirmingBlock(false)}
          />
          <ReasonDialog open={confirming} title={t.deleteTitle} explain={t.deleteExplain} confirm={t.deleteConfirm} busy={busy} onConfirm={(reason) => void deleteAccount(reason)} onClose={() => setConfirming(false)} />
          <ListSection
            id="alertas"
            title={t.alerts}
            empty={t.noAlerts}
            items={c.alerts.map((a) => ({ key: a.id, text: `${a.tipoProfissional ?? t.anyType} · ${a.cidade ?? (a.raioKm ? `${a.raioKm} km` : t.anywhere)}` }))}
          />
          <ListSection id="avisos" title={t.notices} empty={t.noNotices} items={c.notices.map((n) => ({ key: n.id, text: noticeLine(n.mensagem, n.status) }))} />
          <SupportMessagesSection c={c} />
        </>
      )}
    </main>
  );
}

function ListSection({ id, title, empty, items }: { id: string; title: string; empty: string; items: { key: string; text: string }[] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
