import type { Me } from '../../../contract';
import { markWelcomeDismissed } from '../data/caregivers';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** 'Primeiro quero conhecer melhor o app' (or the close icon): the welcome dialog stays closed for her account. */
export const handler = signedInHandler({}, async ({ uid }) => {
  await markWelcomeDismissed(uid, new Date());
  const answer: Pick<Me, 'boasVindasDispensadas'> = { boasVindasDispensadas: true };
  return { body: answer };
});
