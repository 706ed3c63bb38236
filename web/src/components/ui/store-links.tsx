import { useConfig } from '../../config/runtime-config';
import { commonTexts } from '../../lib/texts';

/** The app's store badges (links are settings from /config.json). */
export function StoreLinks({ only }: { only?: 'googlePlay' | 'appStore' }) {
  const { links } = useConfig();
  return (
    <div className="store-links">
      {only !== 'appStore' && (
        <a className="store-badge" href={links.googlePlay} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">▶</span> {commonTexts.googlePlay}
        </a>
      )}
      {only !== 'googlePlay' && (
        <a className="store-badge" href={links.appStore} target="_blank" rel="noopener noreferrer">
          <span aria-hidden="true">⬇</span> {commonTexts.appStore}
        </a>
      )}
    </div>
  );
}
