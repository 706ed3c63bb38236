import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appTexts as t } from './texts';

/** The frame of every page: skip link, header with the logo (to `home`) and `actions`, the page, the footer. */
export function Shell({ home, actions, children }: { home: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="shell">
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <header className="app-header">
        <Link to={home} className="logo-link">
          <img src="/img/logo.svg" alt={t.logo} width="112" height="34" />
        </Link>
        {actions}
      </header>
      <div id="conteudo" className="shell-content">
        {children}
      </div>
      <footer className="app-footer">
        <p>{t.footer}</p>
      </footer>
    </div>
  );
}
