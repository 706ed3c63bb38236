import * as z from 'zod';
import { updateLastLocation } from '../data/caregivers';
import { messages } from '../domain/messages';
import { signedInHandler } from '../http/signed-in';
import { requireEnv } from '../env';

requireEnv('TABLE_NAME');

const body = z.strictObject({
  latitude: z.number({ error: messages.latitudeInvalid }).min(-90, messages.latitudeInvalid).max(90, messages.latitudeInvalid),
  longitude: z.number({ error: messages.longitudeInvalid }).min(-180, messages.longitudeInvalid).max(180, messages.longitudeInvalid),
});

/** Stores where the caregiver was when they logged in; the time is the server's, not the browser's. */
export const handler = signedInHandler({ body }, async ({ body, uid }) => {
  const lastLocation = { latitude: body.latitude, longitude: body.longitude, timestamp: new Date().toISOString() };
  await updateLastLocation(uid, lastLocation);
  return { body: { lastLocation } };
});
