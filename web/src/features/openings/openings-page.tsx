import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { FormMessage, SelectField, TextField } from '../../components/ui/field';
import { Loading } from '../../components/ui/loading';
import { paths } from '../../config/paths';
import { OPENING_LINK_PARAM, OPENINGS_CITY_MAX_LENGTH, OPENINGS_RADII_KM, OPENINGS_RADIUS_KM, OPENINGS_RADIUS_PARAM, type OpeningListItem, type OpeningsOrder } from '../../../../contract';
import { loadFailedText } from '../../lib/use-api';
import { useMe } from '../../lib/use-me';
import { usePageTitle } from '../../lib/use-page-title';
import { SaveAlertButton } from '../alerts/save-alert-button';
import { ContactDialog, DetailsDialog } from './opening-dialogs';
import { OpeningsResults } from './openings-results';
import { ReportDialog } from './report-dialog';
import { PositionPanel, positionText } from './position-panel';
import { openingsTexts as t } from './texts';
import { useLinkedOpening } from './use-linked-opening';
import { FIRST_ORDER, NO_FILTERS, type OpeningFilters } from './openings-query';
import { usePositionVersion } from '../location/position-version';
import { useOpenings } from './use-openings';
import { useScrolledDown } from './use-scrolled-down';

type Dialogs = { details: OpeningListItem | null; contact: OpeningListItem | null; report?: OpeningListItem | null };
const closed: Dialogs = { details: null, contact: null, report: null };

/** How many filters are on (the radius counts only when distances are in use and it is not the widest). */
function activeFilters(f: OpeningFilters, order: OpeningsOrder): number {
  return [f.tipoProfissional !== '', f.cidade.trim() !== '', order === 'distancia' && f.raioKm !== OPENINGS_RADIUS_KM.default].filter(Boolean).length;
}

/** `?raio=25` (the count on /minha-conta links so): the search opens with that radius; a radius not offered is ignored. */
function linkedFilters(raio: string | null): OpeningFilters {
  const km = OPENINGS_RADII_KM.find((r) => String(r) === raio);
  return km === undefined ? NO_FILTERS : { ...NO_FILTERS, raioKm: km };
}

export default function OpeningsPage() {
  usePageTitle(t.title);
  const navigate = useNavigate();
  const me = useMe();
  const panelId = useId();
  // /buscar-vagas?vaga=<id> (the alert e-mail's links) and ?raio=<km> (the count on /minha-conta).
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<OpeningFilters>(() => linkedFilters(params.get(OPENINGS_RADIUS_PARAM)));
  const [filters, setFilters] = useState<OpeningFilters>(() => linkedFilters(params.get(OPENINGS_RADIUS_PARAM)));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [order, setOrder] = useState<OpeningsOrder>(FIRST_ORDER);
  const [changingPosition, setChangingPosition] = useState(false);
  // A position saved (here, or by her sign-in after this page first asked) restarts a nearest-first list.
  const positionVersion = usePositionVersion();
  const openings = useOpenings(filters, order, order === 'distancia' ? positionVersion : 0);
  // The two dialogs open independently; closing either one resets both (spec).
  const [dialogs, setDialogs] = useState<Dialogs>(closed);
  const sentinel = useRef<HTMLDivElement>(null);
  const positionActionId = useId();
  const scrolledDown = useScrolledDown();

  // ?vaga=<id>: that opening's details open over the list.
  const linkedId = params.get(OPENING_LINK_PARAM);
  const linked = useLinkedOpening(linkedId);
  useEffect(() => {
    if (linked.state === 'found') setDialogs({ details: linked.opening, contact: null });
  }, [linked]);
  function closeDialogs() {
    setDialogs(closed);
    // Done with the link: a reload or the back button shows the list, not the dialog again.
    if (!linkedId) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPENING_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }

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
    setFiltersOpen(false);
  }

  function clearFilters() {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setFiltersOpen(false);
  }

  const posicao = openings.used?.posicao ?? null;
  const needsPosition = order === 'distancia' && openings.used !== null && openings.used.ordem !== 'distancia';
  // The order the list is really in: asked nearest first without a known position, it is newest first.
  const shownOrder: OpeningsOrder = needsPosition ? 'recentes' : order;
  const active = activeFilters(filters, order);

  function choose(o: OpeningsOrder) {
    // "Mais próximas" without a position: the request for one is right below; take her there.
    if (o === 'distancia' && needsPosition) document.getElementById(positionActionId)?.focus();
    setOrder(o);
  }

  return (
    <main className="page openings-page">
      <div className="page-top">
        <Button onClick={() => navigate(paths.home)}>{t.back}</Button>
        <h1>{t.title}</h1>
      </div>

      <div className="openings-toolbar">
        <div className="sort-switch" role="group" aria-label={t.sortLabel}>
          {(['distancia', 'recentes'] as const).map((o) => (
            <Button key={o} variant={shownOrder === o ? 'primary' : 'secondary'} small aria-pressed={shownOrder === o} onClick={() => choose(o)}>
              {o === 'distancia' ? t.nearest : t.newest}
            </Button>
          ))}
        </div>
        <Button small className="filter-toggle" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((v) => !v)}>
          {t.filterToggle(active)}
        </Button>
      </div>

      {filtersOpen && (
        <form id={panelId} className="filter-panel" onSubmit={onFilter} aria-label={t.filters}>
          <div className="filter-fields">
            <SelectField
              label={t.funcao}
              value={draft.tipoProfissional}
              onChange={(e) => setDraft((d) => ({ ...d, tipoProfissional: e.target.value }))}
              options={[{ value: '', label: t.allFuncoes }, ...t.funcoes.map((f) => ({ value: f, label: f }))]}
            />
            <TextField label={t.cidade} maxLength={OPENINGS_CITY_MAX_LENGTH} value={draft.cidade} onChange={(e) => setDraft((d) => ({ ...d, cidade: e.target.value }))} />
            {order === 'distancia' && (
              <SelectField
                label={t.radius}
                value={String(draft.raioKm)}
                onChange={(e) => setDraft((d) => ({ ...d, raioKm: Number(e.target.value) }))}
                options={OPENINGS_RADII_KM.map((km) => ({ value: String(km), label: t.radiusOption(km) }))}
              />
            )}
          </div>
          <div className="button-row filter-actions">
            <Button type="submit" variant="primary">
              {t.applyFilters}
            </Button>
            <Button onClick={clearFilters}>{t.clearFilters}</Button>
          </div>
          {/* The search in the panel, with its radius when the list is by distance, saved as a job alert. */}
          <SaveAlertButton search={{ ...draft, raioKm: openings.used?.ordem === 'distancia' ? draft.raioKm : null }} />
        </form>
      )}

      {order === 'distancia' && posicao && !changingPosition && (
        <p className="position-line">
          {positionText(posicao)}{' '}
          <Button variant="link" small onClick={() => setChangingPosition(true)}>
            {t.changePosition}
          </Button>
        </p>
      )}
      {order === 'distancia' && (needsPosition || changingPosition) && (
        <PositionPanel
          actionId={positionActionId}
          intro={needsPosition ? t.needPosition : undefined}
          current={changingPosition ? posicao : undefined}
          onSaved={() => setChangingPosition(false)}
        />
      )}

      {(linked.state === 'missing' || linked.state === 'failed') && (
        <FormMessage kind="info">
          {linked.state === 'missing' ? (
            <>
              <span>{t.linkedMissing}</span> {t.linkedMissingNext}
            </>
          ) : (
            t.linkedFailed
          )}
        </FormMessage>
      )}
      <OpeningsResults
        items={openings.items}
        used={openings.used}
        filtered={active > 0}
        loaded={!openings.loading && !openings.failed}
        onDetails={(opening) => setDialogs({ details: opening, contact: null })}
        onContact={(opening) => setDialogs({ details: null, contact: opening })}
        onClearFilters={clearFilters}
      />
      {openings.loading && <Loading />}
      {openings.failed && (
        <div>
          <FormMessage kind="error">{loadFailedText(openings, t.loadFailed)}</FormMessage>
          {!openings.refusal && <Button onClick={openings.retry}>{t.retry}</Button>}
        </div>
      )}
      {openings.hasMore && !openings.loading && !openings.failed && (
        <Button className="load-more" onClick={openings.loadMore}>
          {t.loadMore}
        </Button>
      )}
      <div ref={sentinel} aria-hidden="true" />

      {/* Only once scrolled down; a bar of its own at the bottom (the page keeps room for it), over no control. */}
      {scrolledDown && (
        <div className="to-top-bar">
          <Button variant="primary" small className="to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <span aria-hidden="true" className="to-top-arrow">
              ↑
            </span>
            {t.toTop}
          </Button>
        </div>
      )}

      <DetailsDialog
        opening={dialogs.details}
        onClose={closeDialogs}
        onContact={() => setDialogs({ details: null, contact: dialogs.details })}
        onReport={() => setDialogs({ details: null, contact: null, report: dialogs.details })}
      />
      <ReportDialog opening={dialogs.report ?? null} onReported={openings.hide} onClose={closeDialogs} />
      <ContactDialog opening={dialogs.contact} plan={me.data?.tipodeconta} onClose={closeDialogs} />
    </main>
  );
}
