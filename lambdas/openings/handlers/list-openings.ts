import { getListItems, listOpeningsPage } from '../data/openings';
import { distancePage, encodeDistanceCursor, isDistanceCursor } from '../data/openings-by-distance';
import { nearestBeyondRefs } from '../data/openings-beyond';
import { listOpenings, openingsQuery, type OpeningsListPorts } from '../openings-list';
import { signedInHandler } from '../../caregivers/signed-in';
import { requireEnv } from '../../base/env';

requireEnv('TABLE_NAME');

const ports: OpeningsListPorts = {
  newestPage: listOpeningsPage,
  nearestRefs: async (request) => {
    const page = await distancePage(request);
    return { refs: page.refs, nextCursor: page.next ? await encodeDistanceCursor(page.next) : null };
  },
  beyondRefs: nearestBeyondRefs,
  listItems: getListItems,
  isNearestCursor: isDistanceCursor,
};

/** A page of openings, newest or nearest first (lambdas/openings/openings-list.ts). */
export const handler = signedInHandler({ query: openingsQuery }, async ({ query, caregiver }) => ({ body: await listOpenings(query, caregiver, ports) }));
