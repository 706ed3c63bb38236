import { commonTexts } from '../../lib/texts';

/**
 * While a page's code loads: the same quiet 'Carregando...' as index.html's boot text, in the same place, so the
 * screen does not change twice (no spinner flashing in, no shift) before the page appears. Pages that wait for
 * data show the kit's spinner (`Loading`).
 */
export function PageFallback() {
  return (
    <main className="page page-center">
      <h1 className="visually-hidden">{commonTexts.loading}</h1>
      <p className="boot" role="status">
        {commonTexts.loading}
      </p>
    </main>
  );
}
