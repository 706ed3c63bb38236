import { useConfig } from '../../config/runtime-config';
import { commonTexts } from '../../lib/texts';

/**
 * The stores' pt-BR badges (drawn after their badge guidelines: same height side by side, black with the grey
 * outline, nothing added); links are settings from /config.json.
 */
export function StoreLinks({ only }: { only?: 'googlePlay' | 'appStore' }) {
  const { links } = useConfig();
  return (
    <div className="store-links">
      {only !== 'appStore' && (
        <a className="store-badge" href={links.googlePlay} target="_blank" rel="noopener noreferrer">
          <img src="/img/lojas/google-play.svg" alt={commonTexts.googlePlay} width="150" height="44" />
        </a>
      )}
      {only !== 'googlePlay' && (
        <a className="store-badge" href={links.appStore} target="_blank" rel="noopener noreferrer">
          <img src="/img/lojas/app-store.svg" alt={commonTexts.appStore} width="132" height="44" />
        </a>
      )}
    </div>
  );
}
