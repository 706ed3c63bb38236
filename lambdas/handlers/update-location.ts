import { updateLastLocation } from '../data/caregivers';
import { locationBody, setDeviceLocation } from '../domain/caregiver-position';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

/** Stores where the caregiver was when she logged in (lambdas/domain/caregiver-position.ts). */
export const handler = signedInHandler({ body: locationBody }, async ({ body, uid }) => ({ body: await setDeviceLocation(uid, body, { saveLocation: updateLastLocation, now: () => new Date() }) }));
