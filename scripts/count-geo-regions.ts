/**
 * One-off (decision 099): counts the open openings written before the region counts of each first geohash
 * character (`GEOREGIONS#{c}`) in them, which the search for the nearest openings beyond a radius reads.
 *
 * Runbook: deploy the code of decision 099, then at once, with the operator's AWS credentials and the stage's table:
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=sa-east-1 npx tsx scripts/count-geo-regions.ts
 *
 * It prints how many openings it scanned, counted and skipped. Until it has run, the nearest beyond a radius
 * ('As vagas mais próximas, além de N km') leaves out the openings written before the deploy and not rewritten since.
 * Run it again until it counts and skips 0 (a skip is an opening rewritten or closed during the run: a rewrite
 * counts it itself). Locally: `npm run dev -- --reset` seeds anew, or run this with the local stack's
 * AWS_ENDPOINT_URL_DYNAMODB and TABLE_NAME.
 */
import { countGeoRegions } from '../lambdas/openings/data/geo-region-counts';

countGeoRegions().then(
  (r) => console.log(`openings scanned ${r.scanned}, counted ${r.counted}, skipped ${r.skipped}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
