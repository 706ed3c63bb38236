import { distancePhrase } from '../../contract';
import type { Catalogue } from '../base/catalogue';
import { openingTexts } from '../openings/texts';

/** The alert digest e-mail's Portuguese texts (rendered by alert-digest-template.ts). */
export const digestTexts = {
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  someone: 'cuidador(a)',
  count: (n: number) => (n === 1 ? '1 nova vaga' : `${n} novas vagas`),
  // The count is every match; when not all are listed, it says how many are.
  found: (count: string, listed: number, total: number) =>
    listed < total ? `Encontramos ${count} para os seus alertas. Estas são as ${listed} mais recentes:` : `Encontramos ${count} para os seus alertas:`,
  // A missing função and place read as on the cards (the spec's catalogue, lambdas/openings/opening-facts.ts).
  title: (funcao: string | null) => (funcao ? `Vaga de ${funcao}` : `Vaga — ${openingTexts.noFuncao}`),
  // As the app writes it on the card (contract's distancePhrase).
  // A city-level place says where the distance ends (as the card does).
  distance: (km: number, centreOf?: string | null) =>
    `${distancePhrase(km)}${centreOf === undefined ? '' : ` (distância até o centro ${centreOf ? `de ${centreOf}` : 'da cidade'})`}`,
  more: (n: number) => `E mais ${n} ${n === 1 ? 'vaga' : 'vagas'} em`,
  searchPage: 'Buscar vagas',
  withPlan: 'Você é assinante: para falar com as famílias, use o app Carey.',
  seeAll: 'Ver as vagas',
  withoutPlan: 'Para entrar em contato com as famílias, você precisa de um plano.',
  subscribe: 'Assinar um Plano',
  why: 'Você recebe este e-mail porque criou alertas de vagas no Carey (no máximo um por dia).',
  stopText: 'Para não receber mais alertas:',
  stopLink: 'Não quero mais receber alertas',
  signature: 'Equipe Carey',
  subject: (n: number) => (n === 1 ? 'Carey: 1 nova vaga para os seus alertas' : `Carey: ${n} novas vagas para os seus alertas`),
} as const;

export type DigestTexts = Catalogue<typeof digestTexts>;
