import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { configureApi } from './lib/api-client';
import { configureAmplifyPool } from './lib/amplify-config';
import { commonTexts } from './lib/texts';
import 'virtual:carey-theme.css';
import './theme/kit.css';
import './app/styles.css';
import './app/openings-page.css';

async function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  preloadPage(window.location.pathname);
  try {
    const config = await loadRuntimeConfig();
    configureAmplifyPool(config.auth);
    configureApi({ base: config.apiBase });
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
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
