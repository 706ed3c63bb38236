import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
import { configureApi } from './lib/api-client';
import { commonTexts } from './lib/texts';
import 'virtual:carey-theme.css';
import './theme/kit.css';
import './app/styles.css';
import './app/openings-page.css';

function configureAmplify(config: RuntimeConfig) {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.auth;
  const configure = () =>
    Amplify.configure({
      Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } },
    });
  if (!userPoolEndpoint) return configure();
  // Only the local stack sets an endpoint (cognito-local), and Amplify warns about a custom endpoint on every page
  // load. It is intended here; keep the console for real problems (Amplify's later warnings still show).
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configure();
  } finally {
    ConsoleLogger.LOG_LEVEL = null;
  }
}

async function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  preloadPage(window.location.pathname);
  try {
    const config = await loadRuntimeConfig();
    configureAmplify(config);
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
