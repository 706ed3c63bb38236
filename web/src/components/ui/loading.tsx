import { Loader } from '@aws-amplify/ui-react';
import { commonTexts } from '../../lib/texts';

/** The spec's loading state: the kit's spinner with 'Carregando...', announced politely. */
export function Loading({ label = commonTexts.loading }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <Loader size="large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A whole page that is still loading (keeps one h1 per page, visually hidden). */
export function LoadingPage({ title }: { title: string }) {
  return (
    <main className="page page-center">
      <h1 className="visually-hidden">{title}</h1>
      <Loading />
    </main>
  );
}
