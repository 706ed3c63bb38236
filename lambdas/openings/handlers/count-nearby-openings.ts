import { distancePage, encodeDistanceCursor } from '../data/openings-by-distance';
import { countNearby } from '../openings-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

/** The same reads as the list's distance pages (handlers/list-openings.ts), counted (lambdas/openings/openings-list.ts). */
const nearestRefs = async (request: Parameters<typeof distancePage>[0]) => {
  const page = await distancePage(request);
  return { refs: page.refs, nextCursor: page.next ? await encodeDistanceCursor(page.next) : null };
};

/** 'Há N vagas abertas a até 25 km de você' on /minha-conta. */
export const handler = signedInHandler({}, async ({ caregiver }) => ({ body: await countNearby(caregiver, { nearestRefs }) }));
