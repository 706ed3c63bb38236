import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useConfig } from '../../config/runtime-config';
import { usePageTitle } from '../../lib/use-page-title';
import { legalTexts as t } from './texts';

interface Section {
  heading: string;
  body: string;
}

/** The support address in a section's text becomes a mailto link. */
export function withEmailLink(body: string, email: string): ReactNode {
  const [before, ...rest] = body.split('{email}');
  if (rest.length === 0) return body;
  return (
    <>
      {before}
      {rest.map((after, i) => (
        <Fragment key={i}>
          <a href={`mailto:${email}`}>{email}</a>
          {after}
        </Fragment>
      ))}
    </>
  );
}

/** A legal text: its sections, then `children` (sections that need more than a paragraph). */
export function LegalPage({ title, sections, updated, children }: { title: string; sections: readonly Section[]; updated?: string; children?: ReactNode }) {
  usePageTitle(title);
  const { links } = useConfig();
  return (
    <main className="page page-narrow legal">
      <h1>{title}</h1>
      {updated && <p className="muted">{updated}</p>}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <p>{withEmailLink(section.body, links.supportEmail)}</p>
        </section>
      ))}
      {children}
      <p>
        <Link to={paths.root}>{t.backToLogin}</Link>
      </p>
    </main>
  );
}
