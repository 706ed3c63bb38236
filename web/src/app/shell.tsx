import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appTexts as t } from './texts';

/**
 * The frame of every page: skip link, header with the logo (to `home`) and `actions`, the page, the footer.
 * `className` joins `shell` (the team's console: `team-shell`, its one column in team-console.css).
 */
export function Shell({ home, actions, className, children }: { home: string; actions?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `shell ${className}` : 'shell'}>
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
