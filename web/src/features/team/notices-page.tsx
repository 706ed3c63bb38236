import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fillPath, formatDateTimeSP, teamApiPaths } from '../../../../contract';
import { NOTICE_AUDIENCES, NOTICE_SIGNUP_TYPES, type NoticeAudience, type NoticeReach, type TeamNotice, type TeamNoticesPage } from '../../../../contract/team-notices';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextAreaField } from '../../components/ui/text-area-field';
import { TextField } from '../../components/ui/text-field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { noticeTexts as t } from './notice-texts';
import { TeamTable } from './team-table';
import { teamTexts } from './texts';
import { useMay, useRefused } from './operator-role';

/** How often the page asks for a fan-out's progress while it goes on. */
const PROGRESS_EVERY_MS = 2000;
/** The reach is asked for once typing pauses this long. */
const REACH_AFTER_MS = 400;

interface Target {
  /** Empty until the operator chooses: a notice never goes to everyone by default. */
  destinatarias: NoticeAudience | '';
  cuidadora: string;
  tipoDeCadastro: string;
  cidade: string;
}

/** Only the fields the chosen audience uses (the API refuses a search for one caregiver that is empty). */
function targetQuery(target: Target): Record<string, string> | undefined {
  const { destinatarias } = target;
  if (destinatarias === '') return undefined;
  if (destinatarias === 'uma') return target.cuidadora.trim() ? { destinatarias, cuidadora: target.cuidadora.trim() } : undefined;
  if (destinatarias === 'tipo-de-cadastro') return { destinatarias, tipoDeCadastro: target.tipoDeCadastro };
  if (destinatarias === 'cidade') return target.cidade.trim() ? { destinatarias, cidade: target.cidade.trim() } : undefined;
  return { destinatarias };
}

/** 'Será enviado para N cuidadora(s)', asked again whenever the target changes. */
function useReach(query: Record<string, string> | undefined): { reach?: number; problem?: string } {
  const [state, setState] = useState<{ reach?: number; problem?: string }>({});
  const key = JSON.stringify(query ?? null);
  useEffect(() => {
    setState({});
    if (!query) return;
    let active = true;
    const timer = setTimeout(() => {
      apiRequest<NoticeReach>(teamApiPaths.noticeReach, { query })
        .then((r) => active && setState({ reach: r.alcance }))
        .catch((error: unknown) => active && setState({ problem: errorMessage(error) }));
    }, REACH_AFTER_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key]);
  return state;
}

/** 'Avisos': write a notice, see whom it reaches, send it, follow its fan-out; the notices sent before. */
export default function NoticesPage() {
  usePageTitle(teamTexts.nav.notices);
  const mayNotify = useMay('sendNotices');
  const refused = useRefused('sendNotices');
  const [mensagem, setMensagem] = useState('');
  // From her page in 'Cuidadoras' (found by name there): ?cuidadora=<her e-mail> chooses 'Uma cuidadora'.
  const [params] = useSearchParams();
  const chosen = params.get('cuidadora') ?? '';
  const [target, setTarget] = useState<Target>({ destinatarias: chosen ? 'uma' : '', cuidadora: chosen, tipoDeCadastro: NOTICE_SIGNUP_TYPES[0], cidade: '' });
  const query = targetQuery(target);
  const { reach, problem: reachProblem } = useReach(query);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [current, setCurrent] = useState<TeamNotice>();
  const [sent, setSent] = useState<TeamNotice[]>([]);
  // A send to more than one caregiver is confirmed first, in a dialog that repeats the reach.
  const [confirming, setConfirming] = useState(false);

  const loadSent = useCallback(() => {
    apiRequest<TeamNoticesPage>(teamApiPaths.notices)
      .then((page) => setSent(page.items))
      .catch((error: unknown) => setProblem(errorMessage(error)));
  }, []);
  useEffect(loadSent, [loadSent]);

  // While its fan-out goes on, the notice just sent is read again until it is done.
  useEffect(() => {
    if (current?.estado !== 'enviando') return;
    const timer = setTimeout(() => {
      apiRequest<TeamNotice>(fillPath(teamApiPaths.notice, { id: current.id }))
        .then(setCurrent)
        .catch((error: unknown) => setProblem(errorMessage(error)));
    }, PROGRESS_EVERY_MS);
    return () => clearTimeout(timer);
  }, [current]);
  useEffect(() => {
    if (current?.estado === 'concluido') loadSent();
  }, [current?.estado, loadSent]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    // Every send to more than one caregiver is confirmed, whether or not the reach has come yet (issue 41).
    if (target.destinatarias !== '' && target.destinatarias !== 'uma' && mensagem.trim()) setConfirming(true);
    else void send();
  }

  async function send() {
    setConfirming(false);
    setBusy(true);
    setProblem(undefined);
    try {
      setCurrent(await apiRequest<TeamNotice>(teamApiPaths.notices, { method: 'POST', body: { mensagem, ...(query ?? { destinatarias: target.destinatarias }) } }));
      setMensagem('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  const change = (field: keyof Target) => (event: { target: { value: string } }) => setTarget((now) => ({ ...now, [field]: event.target.value }));

  return (
    <main className="page">
      <h1>{teamTexts.nav.notices}</h1>
      {refused && <p>{teamTexts.readOnlyHere}</p>}
      {mayNotify && (
      <form onSubmit={onSubmit} noValidate className="stack">
        <TextAreaField label={t.message} name="mensagem" rows={5} maxLength={2000} value={mensagem} onChange={(e) => setMensagem(e.target.value)} />
        <SelectField label={t.audience} name="destinatarias" value={target.destinatarias} onChange={change('destinatarias')} options={[{ value: '', label: t.audienceNone }, ...NOTICE_AUDIENCES.map((a) => ({ value: a, label: t.audiences[a] }))]} />
        {target.destinatarias === 'uma' && <TextField label={t.caregiver} hint={t.caregiverHint} name="cuidadora" value={target.cuidadora} onChange={change('cuidadora')} autoComplete="off" />}
        {target.destinatarias === 'tipo-de-cadastro' && (
          <SelectField label={t.signupType} name="tipoDeCadastro" value={target.tipoDeCadastro} onChange={change('tipoDeCadastro')} options={NOTICE_SIGNUP_TYPES.map((v) => ({ value: v, label: v }))} />
        )}
        {target.destinatarias === 'cidade' && <TextField label={t.city} hint={t.cityHint} name="cidade" value={target.cidade} onChange={change('cidade')} autoComplete="off" />}
        <p aria-live="polite">{reachProblem ?? (reach === undefined ? t.reachUnknown : t.reach(reach))}</p>
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <Button type="submit" variant="primary" busy={busy}>
          {t.send}
        </Button>
      </form>
      )}
      <Dialog open={confirming} title={t.confirmTitle} onClose={() => setConfirming(false)}>
        <p aria-live="polite">{confirmation(reach, target.destinatarias === '' ? '' : t.audiences[target.destinatarias])}</p>
        <div className="button-row">
          <Button variant="primary" busy={busy} onClick={() => void send()}>
            {t.confirm}
          </Button>
          <Button onClick={() => setConfirming(false)}>{t.cancel}</Button>
        </div>
      </Dialog>
      <div role="status">{current && t.progress(current.escritos, current.alcance, current.estado)}</div>
      <h2>{t.sent}</h2>
      {sent.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <TeamTable label={t.sent} columns={Object.values(t.columns)}>
          {sent.map((n) => (
            <tr key={n.id}>
              <td>{formatDateTimeSP(n.enviadoEm)}</td>
              <td>{n.mensagem}</td>
              <td>{audienceLine(n)}</td>
              <td>{t.stateLine(t.states[n.estado], n.escritos, n.alcance)}</td>
            </tr>
          ))}
        </TeamTable>
      )}
    </main>
  );
}

/** 'Uma cuidadora: Joana Silva' (her name as sent), 'Cidade: Recife', 'Todas'. */
/** The dialog's line: the reach once known (it fills in while the dialog is open), else that it is still counted. */
const confirmation = (reach: number | undefined, audience: string) => (reach === undefined ? t.confirmReachPending(audience) : t.confirmReach(reach, audience));

function audienceLine(n: TeamNotice): string {
  const label = t.audiences[n.destinatarias];
  if (n.destinatarias === 'uma') return n.destinatariaExcluida ? `${label}: ${t.deletedCaregiver}` : n.destinataria ? `${label}: ${n.destinataria}` : label;
  return n.criterio ? `${label}: ${n.criterio}` : label;
}
