import { defaultLinks, type SiteLinks } from '../site-settings';

/**
 * Links whose defaults (infra/site-settings.ts) are placeholders: a WhatsApp number nobody answers, an App Store id
 * that opens nothing, an encarregado (LGPD art. 41) who is a role, not a person. The local stack and other stages show
 * them; a production stage must name each in `links`, and never the placeholder itself (issue 49, item 7).
 */
export const linksRequiredInProduction = ['whatsapp', 'appStore', 'encarregadoNome', 'encarregadoEmail'] as const satisfies readonly (keyof SiteLinks)[];

/** The placeholder values a production stage may not name, even explicitly. */
const placeholderLinks: Partial<Record<keyof SiteLinks, string>> = {
  whatsapp: defaultLinks.whatsapp,
  appStore: defaultLinks.appStore,
  encarregadoNome: defaultLinks.encarregadoNome,
};

export function missingProductionLinks(links: Record<string, unknown>): string[] {
  return linksRequiredInProduction.filter((key) => {
    const value = links[key];
    const named = typeof value === 'string' ? value.trim() : '';
    return !named || named === placeholderLinks[key];
  });
}
