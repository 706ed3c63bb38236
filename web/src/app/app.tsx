import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider, type RuntimeConfig } from '../config/runtime-config';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './app-routes';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <ConfigProvider config={config}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}
