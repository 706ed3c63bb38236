import { updateCepPosition } from '../data/caregivers';
import { cepBody, setCepPosition, type CepPositionPorts } from '../domain/caregiver-position';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';
import { resolveCep } from '../services/cep-places';

requireEnv('TABLE_NAME');

const ports: CepPositionPorts = { resolveCep: (cep) => resolveCep(cep), saveCepPosition: updateCepPosition, now: () => new Date() };

/** The caregiver's CEP as her position (lambdas/domain/caregiver-position.ts). */
export const handler = signedInHandler({ body: cepBody }, async ({ body, uid }) => ({ body: await setCepPosition(uid, body.cep, ports) }));
