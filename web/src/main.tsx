import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { startFirstRequests } from './app/first-requests';
import { registerServiceWorkerAfterLoad } from './app/service-worker-registration';
import { loadRuntimeConfig } from './config/runtime-config';
import { configureApi } from './lib/api-client';
import { preloadIfSessionStored, setUserPool } from './lib/auth';
import { commonTexts } from './lib/texts';
import 'virtual:carey-theme.css';
import './theme/kit.css';
import './app/styles.css';
import './app/openings-page.css';
import './app/payment-choices.css';
import './app/team-sign-in.css';
import './app/team-console.css';

async function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  preloadPage(window.location.pathname);
  try {
    const config = await loadRuntimeConfig();
    setUserPool(config.auth);
    preloadIfSessionStored();
    configureApi({ base: config.apiBase });
    startFirstRequests(window.location.pathname, window.location.search);
    // A transition: React renders the first page in slices that yield to the browser between them, not in one
    // long task (Lighthouse's total blocking time on a slow phone, issue 32).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error(error);
    root.render(
      <main className="page page-narrow">
        <h1>{commonTexts.appName}</h1>
        <p role="alert">{commonTexts.configError}</p>
      </main>,
    );
  }
}

void start();
registerServiceWorkerAfterLoad();
