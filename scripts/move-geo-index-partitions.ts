/**
 * One-off (decision 092): moves the geo index items of openings from their region's partition (`GEO#` + 3 geohash
 * characters) to the index partition (`GEO#` + 2), where distance pages read them since that decision.
 *
 * Runbook: deploy the code of decision 092, then at once, with the operator's AWS credentials and the stage's table:
 *
 *   TABLE_NAME=<the stage's table> AWS_REGION=sa-east-1 npx tsx scripts/move-geo-index-partitions.ts
 *
 * It prints how many index items it scanned, moved and skipped. Until it has run, "Mais próximas" does not list the
 * openings written before the deploy, and rewriting or closing one of them fails. Run it again until it moves and
 * skips 0 (a skip is an item rewritten or closed during the run: the next run finds it in its new place). A local
 * state made before the decision: `npm run dev -- --reset` seeds anew, or run this with the local stack's
 * AWS_ENDPOINT_URL_DYNAMODB and TABLE_NAME.
 */
import { moveGeoIndexToPartitions } from '../lambdas/openings/data/geo-index-partitions';

moveGeoIndexToPartitions().then(
  (r) => console.log(`index items scanned ${r.scanned}, moved ${r.moved}, skipped ${r.skipped}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
