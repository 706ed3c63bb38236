import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { apiPaths, type CreateAlertRequest, type CreateAlertResponse } from '../../../../contract';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { alertsTexts as t } from './texts';

/** The current search of /buscar-vagas, as the page holds it (empty strings: no filter). */
export interface AlertSearch {
  tipoProfissional?: string;
  cidade?: string;
  raioKm?: number | null;
}

export function toAlertRequest(search: AlertSearch): CreateAlertRequest {
  return {
    ...(search.tipoProfissional ? { tipoProfissional: search.tipoProfissional as CreateAlertRequest['tipoProfissional'] } : {}),
    ...(search.cidade?.trim() ? { cidade: search.cidade.trim() } : {}),
    ...(search.raioKm ? { raioKm: search.raioKm } : {}),
  };
}

/** "Avise-me de novas vagas": saves the search on screen as an alert; the server answers in Portuguese. */
export function SaveAlertButton({ search }: { search: AlertSearch }) {
  const [state, setState] = useState<{ busy: boolean; kind?: 'success' | 'error'; message?: string }>({ busy: false });

  async function save() {
    setState({ busy: true });
    try {
      const response = await apiRequest<CreateAlertResponse>(apiPaths.alerts, { method: 'POST', body: toAlertRequest(search) });
      setState({ busy: false, kind: 'success', message: response.created ? t.saved : t.alreadySaved });
    } catch (error) {
      setState({ busy: false, kind: 'error', message: errorMessage(error) });
    }
  }

  return (
    <div className="save-alert">
      <Button onClick={save} busy={state.busy}>
        {state.busy ? t.saving : t.save}
      </Button>
      {state.kind && <FormMessage kind={state.kind}>{state.message}</FormMessage>}
    </div>
  );
}
