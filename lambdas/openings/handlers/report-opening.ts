import { signedInHandler } from '../../caregivers/signed-in';
import { clientAddress } from '../../base/http/client-address';
import { consumeRateLimit } from '../../base/rate-limits/counters';
import { requireEnv } from '../../base/env';
import { findStoredOpening } from '../data/opening-closing';
import { saveOpeningReport } from '../data/opening-reports';
import { checkReportedRef, openingReportBody, reportOpening } from '../opening-reports';

requireEnv('TABLE_NAME');

/** POST /api/openings/{clientId}/{id}/denuncia: 'Enviar denúncia' (201; a second report of hers: 409). */
export const handler = signedInHandler({ body: openingReportBody }, async ({ body, caregiver, event, pathParameters }) => ({
  statusCode: 201,
  body: await reportOpening(
    { caregiver, clientAddress: clientAddress(event), ...checkReportedRef(pathParameters.clientId, pathParameters.id), body },
    { findOpening: findStoredOpening, consumeRateLimit: (who) => consumeRateLimit('opening-report', who), save: saveOpeningReport },
  ),
}));
