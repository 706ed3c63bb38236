import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { type AlertsResponse, apiPaths, fillPath } from '../../../../contract';
import { apiRequest } from '../../lib/api-client';
import { loadFailedText, useApiResource } from '../../lib/use-api';
import { describeAlert } from './describe-alert';
import { alertsTexts as t } from './texts';

/** The caregiver's alerts on /minha-conta, each with "Excluir". */
export function AlertsSection() {
  const alerts = useApiResource<AlertsResponse>(apiPaths.alerts);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function remove(id: string) {
    setBusy(id);
    setMessage(null);
    try {
      await apiRequest(fillPath(apiPaths.alert, { id }), { method: 'DELETE' });
      alerts.setData((current) => current && { ...current, items: current.items.filter((a) => a.id !== id) });
      setMessage({ kind: 'success', text: t.removed });
    } catch {
      setMessage({ kind: 'error', text: t.removeFailed });
    } finally {
      setBusy(null);
    }
  }

  const items = alerts.data?.items ?? [];
  return (
    <section className="card" aria-labelledby="alertas-de-vagas">
      <h2 id="alertas-de-vagas">{t.title}</h2>
      <p>{t.intro}</p>
      {alerts.loading && !alerts.data && <Loading />}
      {alerts.error && <FormMessage kind="error">{loadFailedText(alerts, t.loadFailed)}</FormMessage>}
      {alerts.data && items.length === 0 && <p>{t.empty}</p>}
      {items.length > 0 && (
        <>
          <p className="hint">{t.count(items.length, alerts.data!.max)}</p>
          <ul className="alert-list">
            {items.map((alert) => (
              <li key={alert.id} className="alert-item">
                <span id={`alerta-${alert.id}`}>{describeAlert(alert)}</span>
                <Button aria-describedby={`alerta-${alert.id}`} disabled={busy === alert.id} onClick={() => remove(alert.id)}>
                  {t.remove}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </section>
  );
}
