import * as z from 'zod';
import { requireEnv } from '../../base/env';
import type { TeamOpeningFields } from '../../../contract/team-openings';
import { checkOpeningRef } from '../openings';
import { correctTeamOpening } from '../opening-form';
import { openingFieldsBody, openingFormIo } from '../opening-form-io';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** PUT /api/equipe/vagas/{clientId}/{id} ('Corrigir vaga'): the whole record again; a new CEP moves it. */
export const handler = teamApiHandler({ body: openingFieldsBody as z.ZodType<{ vaga: Record<string, unknown> }> }, async ({ body, pathParameters, event, caller }) => ({
  body: await correctTeamOpening(
    { operator: await operatorOf({ event, caller }), ...checkOpeningRef(pathParameters.clientId, pathParameters.id), vaga: body.vaga as TeamOpeningFields },
    openingFormIo,
  ),
}));
