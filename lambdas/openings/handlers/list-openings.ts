import { getListItems, listOpeningsPage } from '../data/openings';
import { distancePage, encodeDistanceCursor, isDistanceCursor } from '../data/openings-by-distance';
import { listOpenings, openingsQuery, type OpeningsListPorts } from '../openings-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const ports: OpeningsListPorts = {
  newestPage: listOpeningsPage,
  nearestPage: async (request) => {
    const page = await distancePage(request);
    return { items: await getListItems(page.refs), nextCursor: page.next ? await encodeDistanceCursor(page.next) : null };
  },
  isNearestCursor: isDistanceCursor,
};

/** A page of openings, newest or nearest first (lambdas/openings/openings-list.ts). */
export const handler = signedInHandler({ query: openingsQuery }, async ({ query, caregiver }) => ({ body: await listOpenings(query, caregiver, ports) }));
