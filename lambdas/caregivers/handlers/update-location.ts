import { updateLastLocation } from '../data/caregivers';
import { locationBody, setDeviceLocation } from '../caregiver-position';
import { signedInHandler } from '../signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** Stores where the caregiver was when she logged in (lambdas/caregivers/caregiver-position.ts). */
export const handler = signedInHandler({ body: locationBody }, async ({ body, uid }) => ({ body: await setDeviceLocation(uid, body, { saveLocation: updateLastLocation, now: () => new Date() }) }));
