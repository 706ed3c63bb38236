import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { apiPaths, type PushUnsubscribeRequest } from '../../../../contract';
import { useConfig } from '../../config/runtime-config';
import { ApiError, apiRequest } from '../../lib/api-client';
import { currentSubscription, PushSubscribeTimeout, pushSupport, subscribeDevice } from './push-device';
import { deviceHolder, forgetHolder, rememberHolder } from './device-holder';
import { pushTexts as t } from './push-texts';

/**
 * - `checking`: reading this device's subscription; `off` / `on`: the button that turns it on or off;
 * - `denied`: the browser refuses (she blocked it); `ios-home-screen`, `unsupported`, `unavailable` (the stage has
 *   no push key): one sentence saying what to do instead.
 */
type State = 'checking' | 'off' | 'on' | 'denied' | 'ios-home-screen' | 'unsupported' | 'unavailable';

function initialState(vapidPublicKey: string | undefined): State {
  if (!vapidPublicKey) return 'unavailable';
  const support = pushSupport();
  if (support !== 'supported') return support;
  return Notification.permission === 'denied' ? 'denied' : 'checking';
}

/**
 * 'Notificações no celular' on /minha-conta: her choice, per device (issue 42). The permission is asked only on the
 * click. On only when this browser's subscription was turned on by her (`uid`, from GET /api/me).
 */
export function PushSection({ uid }: { uid: string }) {
  const vapidPublicKey = useConfig().push?.vapidPublicKey;
  const [state, setState] = useState<State>(() => initialState(vapidPublicKey));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error' | 'info'; text: string } | null>(null);

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    currentSubscription()
      .then(async (subscription) => {
        const mine = deviceHolder() === uid;
        // Turned on by someone signed in here before (a shared phone): theirs stop showing here, and it reads off.
        if (subscription && !mine) await subscription.unsubscribe().catch(() => undefined);
        if (live) setState(subscription && mine && Notification.permission === 'granted' ? 'on' : 'off');
      })
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [state, uid]);

  async function enable() {
    setBusy(true);
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setState('denied');
      if (permission !== 'granted') return setMessage({ kind: 'info', text: t.dismissed });
      const { subscription, request } = await subscribeDevice(vapidPublicKey!);
      try {
        await apiRequest(apiPaths.pushSubscriptions, { method: 'POST', body: request });
        rememberHolder(uid);
      } catch (error) {
        // The server did not keep it: the device is not left subscribed to pushes nobody will send.
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      setState('on');
    } catch (error) {
      console.error(error);
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setMessage({ kind: 'error', text: error instanceof PushSubscribeTimeout ? t.timedOut : refused ? error.message : t.failed });
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    setMessage(null);
    try {
      const subscription = await currentSubscription().catch(() => null);
      if (subscription) {
        await subscription.unsubscribe().catch(() => undefined);
        // A failed DELETE leaves a subscription the push service now refuses: the first push to it is answered
        // 410 and the server removes it then.
        const body: PushUnsubscribeRequest = { endpoint: subscription.endpoint };
        await apiRequest(apiPaths.pushSubscriptions, { method: 'DELETE', body }).catch((error: unknown) => console.error(error));
      }
      forgetHolder();
      setState('off');
      setMessage({ kind: 'success', text: t.disabled });
    } finally {
      setBusy(false);
    }
  }

  const sentence = { denied: t.denied, 'ios-home-screen': t.iphoneHomeScreen, unsupported: t.unsupported, unavailable: t.unavailable }[state as string];
  return (
    <section className="card stack" aria-labelledby="notificacoes-no-celular">
      <h2 id="notificacoes-no-celular">{t.title}</h2>
      <p>{t.intro}</p>
      {sentence && <FormMessage kind="info">{sentence}</FormMessage>}
      {state === 'checking' && <p role="status">{t.checking}</p>}
      {state === 'off' && (
        <Button variant="primary" busy={busy} onClick={enable}>
          {t.enable}
        </Button>
      )}
      {state === 'on' && (
        <>
          <FormMessage kind="success">{t.enabled}</FormMessage>
          <Button busy={busy} onClick={disable}>
            {t.disable}
          </Button>
        </>
      )}
      {(state === 'off' || state === 'on') && <p className="hint">{t.perDevice}</p>}
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </section>
  );
}
