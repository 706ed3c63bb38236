import { distancePhrase, MAX_PUSH_DEVICES } from '../../contract';
import type { Catalogue } from '../base/catalogue';
import { openingTexts } from '../openings/texts';

/** Web Push's Portuguese texts: what the API answers, and what a push says on her phone (docs/decisions/074-web-push.md). */
export const pushTexts = {
  errors: {
    endpointInvalid: 'Este aparelho não pode receber notificações do Carey: o endereço de notificação do navegador não é aceito.',
    keysInvalid: 'As chaves de notificação deste navegador não são válidas. Desative e ative as notificações de novo.',
    tooManyDevices: `Você já ativou as notificações em ${MAX_PUSH_DEVICES} aparelhos. Desative em um deles para ativar neste.`,
  },
  opening: {
    title: 'Nova vaga perto de você',
    // função, bairro and distance, as the card and the alert e-mail write them
    body: (funcao: string | null, bairro: string | null, km: number | undefined, centreOf?: string | null) =>
      [
        funcao ?? openingTexts.noFuncao,
        bairro ?? openingTexts.noBairro,
        km === undefined ? undefined : `${distancePhrase(km)}${centreOf === undefined ? '' : ` do centro ${centreOf ? `de ${centreOf}` : 'da cidade'}`}`,
      ]
        .filter(Boolean)
        .join(' · '),
  },
  // the one push at 07:00 for what matched overnight (none are sent between 22:00 and 07:00)
  summary: {
    title: (n: number) => (n === 1 ? '1 nova vaga perto de você' : `${n} novas vagas perto de você`),
    body: 'Chegaram durante a noite e combinam com os seus alertas. Toque para ver.',
  },
  notice: {
    title: 'Novo aviso da equipe Carey',
  },
} as const;

export type PushTexts = Catalogue<typeof pushTexts>;
