import { useState, type FormEvent } from 'react';
import { OPERATOR_ROLES, type OperatorRole, type TeamOperator, type TeamOperatorList } from '../../../../contract/operators';
import { fillPath, teamApiPaths } from '../../../../contract';
import { REAUTHENTICATION_FIELD } from '../../../../contract/team';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiError, apiRequest, errorMessage } from '../../lib/api-client';
import { useApiResource } from '../../lib/use-api';
import { usePageTitle } from '../../lib/use-page-title';
import { useTeamSignOut } from './team-session';
import { operatorTexts as t } from './operator-texts';
import { useMay, useRefused } from './operator-role';
import { teamTexts } from './texts';
import { TeamTable } from './team-table';

const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: role }));

/** The API refused for an old sign-in (step-up, docs/decisions/066): the page offers to sign in again, coming back here. */
const asksReauthentication = (error: unknown) => error instanceof ApiError && error.field === REAUTHENTICATION_FIELD;

/**
 * 'Operadoras' (Administração only): who runs the console, her role and TOTP state; invite, change role, remove.
 * The three changes need a sign-in within 10 minutes: refused, the page shows why and 'Sair e entrar de novo'.
 */
export default function OperatorsPage() {
  usePageTitle(t.title);
  const list = useApiResource<TeamOperatorList>(teamApiPaths.operators);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [removing, setRemoving] = useState<TeamOperator>();
  const [changing, setChanging] = useState<{ operator: TeamOperator; role: OperatorRole }>();
  const mayManage = useMay('manageOperators');
  const refusedHere = useRefused('manageOperators');
  const [busy, setBusy] = useState(false);
  const [reauthenticate, setReauthenticate] = useState(false);
  const signInAgain = useTeamSignOut();

  function refused(error: unknown) {
    setNotice({ kind: 'error', text: errorMessage(error) });
    setReauthenticate(asksReauthentication(error));
  }

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNotice(undefined);
    setReauthenticate(false);
    try {
      await run();
      setNotice({ kind: 'success', text: done });
      list.reload();
    } catch (error) {
      refused(error);
    }
    setBusy(false);
  }

  const changeRole = (o: TeamOperator, role: OperatorRole) =>
    act(() => apiRequest(fillPath(teamApiPaths.operatorRole, { id: o.id }), { method: 'PUT', body: { role } }), t.roleChanged(o.name, o.role, role)).then(() => setChanging(undefined));
  const remove = (o: TeamOperator) =>
    act(() => apiRequest(fillPath(teamApiPaths.operator, { id: o.id }), { method: 'DELETE' }), t.removed).then(() => setRemoving(undefined));

  return (
    <main className="page">
      <h1>{t.title}</h1>
      {refusedHere && <p>{teamTexts.readOnlyHere}</p>}
      {list.error && !refusedHere && <FormMessage kind="error">{list.error}</FormMessage>}
      {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
      {reauthenticate && <Button onClick={() => void signInAgain()}>{t.signInAgain}</Button>}
      {list.loading && <Loading />}
      {list.data && list.data.operators.length === 0 && <p>{t.empty}</p>}
      {list.data && list.data.operators.length > 0 && (
        <TeamTable label={t.title} columns={[t.columns.name, t.columns.email, t.columns.role, t.columns.totp, t.columns.actions]}>
          {list.data.operators.map((o) => (
            <tr key={o.id}>
              <td>{o.self ? `${o.name} ${t.you}` : o.name}</td>
              <td>{o.email}</td>
              <td>
                {/* Her own role is not hers to change (the API refuses it too): shown, not offered. */}
                {o.self ? (
                  o.role
                ) : (
                  <SelectField label={t.roleOf(o.name)} labelHidden value={o.role} options={roleOptions} disabled={busy} onChange={(e) => setChanging({ operator: o, role: e.target.value as OperatorRole })} />
                )}
              </td>
              <td>{o.totpEnabled ? t.totpActive : t.totpPending}</td>
              <td>{!o.self && <Button variant="danger" onClick={() => setRemoving(o)}>{t.remove}</Button>}</td>
            </tr>
          ))}
        </TeamTable>
      )}
      <Dialog open={removing !== undefined} title={t.removeTitle} onClose={() => setRemoving(undefined)}>
        <p>{removing && t.removeExplain(removing.name)}</p>
        <div className="button-row">
          <Button variant="danger" busy={busy} onClick={() => removing && void remove(removing)}>
            {t.removeConfirm}
          </Button>
          <Button onClick={() => setRemoving(undefined)}>{t.cancel}</Button>
        </div>
      </Dialog>
      <Dialog open={changing !== undefined} title={t.changeRoleTitle} onClose={() => setChanging(undefined)}>
        <p>{changing && t.changeRoleExplain(changing.operator.name, changing.operator.role, changing.role)}</p>
        <div className="button-row">
          <Button variant="primary" busy={busy} onClick={() => changing && void changeRole(changing.operator, changing.role)}>
            {t.changeRoleConfirm}
          </Button>
          <Button onClick={() => setChanging(undefined)}>{t.cancel}</Button>
        </div>
      </Dialog>
      {mayManage && (
        <InviteForm
          onInvited={(email) => {
            setReauthenticate(false);
            setNotice({ kind: 'success', text: t.invited(email) });
            list.reload();
          }}
          onReauthenticate={refused}
        />
      )}
    </main>
  );
}

function InviteForm({ onInvited, onReauthenticate }: { onInvited(email: string): void; onReauthenticate(error: unknown): void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>(OPERATOR_ROLES[2]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await apiRequest(teamApiPaths.operators, { method: 'POST', body: { email, name, role } });
      onInvited(email.trim().toLowerCase());
      setEmail('');
      setName('');
    } catch (error) {
      // An old sign-in is the page's matter (its 'Sair e entrar de novo'); the form keeps what she typed.
      if (asksReauthentication(error)) onReauthenticate(error);
      else setProblem(errorMessage(error));
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="convidar">
      <h2 id="convidar">{t.inviteTitle}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t.email} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField label={t.name} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} required />
        <SelectField label={t.role} value={role} options={roleOptions} onChange={(e) => setRole(e.target.value as OperatorRole)} />
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        <Button type="submit" variant="primary" busy={busy}>
          {t.invite}
        </Button>
      </form>
    </section>
  );
}
