import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import { App } from './app/app';
import { preloadPage } from './app/app-routes';
import { loadRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
import { configureApi } from './lib/api-client';
import { commonTexts } from './lib/texts';
import 'virtual:carey-theme.css';
import './theme/kit.css';
import './app/styles.css';

function configureAmplify(config: RuntimeConfig) {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = config.auth;
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } },
  });
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
        <h1>Carey</h1>
        <p role="alert">{commonTexts.configError}</p>
      </main>,
    );
  }
}

void start();
