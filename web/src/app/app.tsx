import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider, type RuntimeConfig } from '../config/runtime-config';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './app-routes';

/** 'Sair' forgets this device's push; loaded only then, so nothing of push is in /login's chunk. */
const forgetThisDevicePush = () => import('../features/push/forget-device').then((m) => m.forgetThisDevice());

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConfigProvider config={config}>
      <BrowserRouter>
        <SessionProvider beforeSignOut={forgetThisDevicePush}>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}
