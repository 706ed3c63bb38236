import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage, TextField } from '../../components/ui/field';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { apiPaths, type SearchPosition, type SetCepResponse } from '../../../../contract';
import { readDeviceLocation, saveDeviceLocation } from '../location/device-location';
import { notePositionSaved } from '../location/position-version';
import { formatCep } from './format';
import { openingsTexts as t } from './texts';

/** Which position the distances are measured from, said in words. */
export function positionText(posicao: SearchPosition): string {
  if (posicao.fonte === 'localizacao') return t.positionFromDevice;
  // A fallback neighbourhood ('Bairro não informado') is not a place to name: the API marks it with a code.
  const place = [posicao.bairroFallback ? undefined : posicao.bairro, posicao.cidade].filter((p) => p && p.trim()).join(', ');
  return t.positionFromCep(formatCep(posicao.cep ?? ''), place);
}

const locationRefusal = { unsupported: t.locationUnsupported, denied: t.locationDenied, failed: t.locationFailed } as const;

/**
 * Sets the caregiver's position: the device's location on a press of "Usar minha localização", or the CEP she
 * types after "Informar CEP" (or at once when location is denied or unsupported). Both are kept on her profile by
 * the API. Compact: one line of two buttons until she asks for the CEP field, so a phone still shows the openings.
 * While she changes a known position (`current`), a refused CEP or location says that the list still measures from
 * the old one.
 */
/** `actionId`: the id of its first button ("Usar minha localização"), for the page to move the focus there. */
export function PositionPanel({ intro, current, onSaved, actionId }: { intro?: string; current?: SearchPosition | null; onSaved(): void; actionId?: string }) {
  const [cepOpen, setCepOpen] = useState(false);
  const [cep, setCep] = useState('');
  const [busy, setBusy] = useState<'location' | 'cep' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [cepError, setCepError] = useState<string | undefined>();
  const cepFormId = useId();

  async function shareLocation() {
    setBusy('location');
    setMessage(null);
    const found = await readDeviceLocation({ maximumAgeMs: 5 * 60 * 1000, timeoutMs: 20 * 1000 });
    if (found.kind !== 'position') {
      setMessage(locationRefusal[found.kind]);
      setCepOpen(true);
      setBusy(null);
      return;
    }
    try {
      await saveDeviceLocation(found);
      onSaved();
    } catch (error) {
      console.error(error);
      setMessage(t.positionSaveFailed);
    }
    setBusy(null);
  }

  async function submitCep(event: FormEvent) {
    event.preventDefault();
    setBusy('cep');
    setCepError(undefined);
    try {
      await apiRequest<SetCepResponse>(apiPaths.cep, { method: 'PUT', body: { cep: cep.trim() } });
      notePositionSaved();
      onSaved();
    } catch (error) {
      setCepError(errorMessage(error));
    }
    setBusy(null);
  }

  return (
    <section className="position-panel" aria-label={t.nearest}>
      {intro && <p className="position-intro">{intro}</p>}
      <div className="position-actions">
        <Button variant="primary" small id={actionId} onClick={() => void shareLocation()} disabled={busy !== null}>
          {busy === 'location' ? t.locating : t.useLocation}
        </Button>
        <Button small aria-expanded={cepOpen} aria-controls={cepFormId} onClick={() => setCepOpen((open) => !open)}>
          {t.enterCep}
        </Button>
      </div>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      {cepOpen && (
        <form id={cepFormId} className="cep-form" onSubmit={(e) => void submitCep(e)} noValidate>
          <TextField label={t.yourCep} value={cep} inputMode="numeric" autoComplete="postal-code" maxLength={9} placeholder="00000-000" error={cepError} onChange={(e) => setCep(e.target.value)} />
          <Button type="submit" disabled={busy !== null}>
            {t.useCep}
          </Button>
        </form>
      )}
      {current && (cepError || message) && <p className="position-kept">{t.positionKept(positionText(current))}</p>}
    </section>
  );
}
