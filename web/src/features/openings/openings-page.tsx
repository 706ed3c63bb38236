import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormMessage, SelectField, TextField } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import type { OpeningListItem } from '../../../../contract';
import { useMe } from '../../lib/use-me';
import { usePageTitle } from '../../lib/use-page-title';
import { SaveAlertButton } from '../alerts/save-alert-button';
import { OpeningCard } from './opening-card';
import { ContactDialog, DetailsDialog } from './opening-dialogs';
import { openingsTexts as t } from './texts';
import { useOpenings, type OpeningFilters } from './use-openings';

type Dialogs = { details: OpeningListItem | null; contact: OpeningListItem | null };
const closed: Dialogs = { details: null, contact: null };

export default function OpeningsPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const me = useMe();
  const [draft, setDraft] = useState<OpeningFilters>({ tipoProfissional: '', cidade: '' });
  const [filters, setFilters] = useState<OpeningFilters>(draft);
  const openings = useOpenings(filters);
  // The two dialogs open independently; closing either one resets both (spec).
  const [dialogs, setDialogs] = useState<Dialogs>(closed);
  const sentinel = useRef<HTMLDivElement>(null);

  const { hasMore, loadMore } = openings;
  useEffect(() => {
    // More openings as the caregiver scrolls; the 'Carregar mais vagas' button does the same by keyboard.
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  function onFilter(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <main className="page">
      <div className="page-top">
        <button type="button" className="button-secondary" onClick={() => navigate(paths.home)}>
          {t.back}
        </button>
        <h1>{t.title}</h1>
      </div>
      <form className="filters" onSubmit={onFilter} aria-label={t.filters}>
        <SelectField
          label={t.funcao}
          value={draft.tipoProfissional}
          onChange={(e) => setDraft((d) => ({ ...d, tipoProfissional: e.target.value }))}
          options={[{ value: '', label: t.allFuncoes }, ...t.funcoes.map((f) => ({ value: f, label: f }))]}
        />
        <TextField label={t.cidade} value={draft.cidade} onChange={(e) => setDraft((d) => ({ ...d, cidade: e.target.value }))} />
        <button type="submit" className="button-primary">
          {t.applyFilters}
        </button>
      </form>
      <SaveAlertButton search={filters} />

      {openings.items.length > 0 && (
        <ul className="opening-list">
          {openings.items.map((opening) => (
            <OpeningCard
              key={opening.id}
              opening={opening}
              onDetails={() => setDialogs({ details: opening, contact: null })}
              onContact={() => setDialogs({ details: null, contact: opening })}
            />
          ))}
        </ul>
      )}
      {!openings.loading && !openings.failed && openings.items.length === 0 && <p className="empty">{t.empty}</p>}
      {openings.loading && <Loading />}
      {openings.failed && (
        <div>
          <FormMessage kind="error">{t.loadFailed}</FormMessage>
          <button type="button" className="button-secondary" onClick={openings.retry}>
            {t.retry}
          </button>
        </div>
      )}
      {openings.hasMore && !openings.loading && !openings.failed && (
        <button type="button" className="button-secondary load-more" onClick={openings.loadMore}>
          {t.loadMore}
        </button>
      )}
      <div ref={sentinel} aria-hidden="true" />

      <button type="button" className="to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">{t.toTop}</span>
      </button>

      <DetailsDialog opening={dialogs.details} onClose={() => setDialogs(closed)} />
      <ContactDialog opening={dialogs.contact} plan={me.data?.tipodeconta} onClose={() => setDialogs(closed)} />
    </main>
  );
}
