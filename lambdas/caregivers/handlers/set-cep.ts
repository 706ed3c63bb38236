import { updateCepPosition } from '../data/caregivers';
import { cepBody, setCepPosition, type CepPositionPorts } from '../caregiver-position';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';
import { resolveCep } from '../../base/places/cep-places';

requireEnv('TABLE_NAME');

const ports: CepPositionPorts = { resolveCep: (cep) => resolveCep(cep), saveCepPosition: updateCepPosition, now: () => new Date() };

/** The caregiver's CEP as her position (lambdas/caregivers/caregiver-position.ts). */
export const handler = signedInHandler({ body: cepBody }, async ({ body, uid }) => ({ body: await setCepPosition(uid, body.cep, ports) }));
