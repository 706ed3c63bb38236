import { requireEnv } from '../../base/env';
import { requestTime } from '../../base/http/request-time';
import type { TeamOpeningFields } from '../../../contract/team-openings';
import { createTeamOpening } from '../opening-form';
import { createOpeningBody, openingFormIo } from '../opening-form-io';
import { teamApiHandler } from '../team-api';
import { operatorOf } from '../operator';

requireEnv('TABLE_NAME');

/** POST /api/equipe/vagas ('Nova vaga'): one opening, checked as the import checks it, with its Registro line, dated by the request's time. */
export const handler = teamApiHandler({ body: createOpeningBody }, async ({ body, event, caller }) => ({
  statusCode: 201,
  body: await createTeamOpening({ ...body, vaga: body.vaga as TeamOpeningFields, operator: await operatorOf({ event, caller }) }, openingFormIo, requestTime(event)),
}));
