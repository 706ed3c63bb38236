/** pt-BR defaults of the SPA's settings (infra/site-settings.ts) that a visitor reads, until a stage names its own. */
export const siteSettingsTexts = {
  // LGPD art. 41: the privacy page names the person in charge of personal data; each stage names her in `links`.
  encarregadoNome: 'Encarregado de Proteção de Dados da Carey',
} as const;
