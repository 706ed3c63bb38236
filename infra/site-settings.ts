import { sitePaths, type SiteLinks } from '../contract';
import { siteSettingsTexts } from './site-settings-texts';

export type { SiteLinks };

/**
 * Links the SPA shows (store badges, WhatsApp, account deletion, marketing site). They are settings: the
 * deployment writes them into /config.json per stage (context `links`), and the local stack uses these defaults.
 */
export const defaultLinks: SiteLinks = {
  googlePlay: 'https://play.google.com/store/apps/details?id=br.com.carey.app',
  appStore: 'https://apps.apple.com/br/app/carey/id0000000000',
  whatsapp: 'https://wa.me/5511900000000',
  // The portal's own page (relative, so every stage opens its own site); app stores want an absolute link to it.
  accountDeletion: sitePaths.deleteAccount,
  marketingSite: 'https://carey.com.br',
  supportEmail: 'suporte@carey.com.br',
  // LGPD art. 41: each stage names its own in `links` (cdk.json); these are the defaults until a person is named.
  encarregadoNome: siteSettingsTexts.encarregadoNome,
  encarregadoEmail: 'privacidade@carey.com.br',
};
