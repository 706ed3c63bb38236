/**
 * One-off (issue 51, item 7): fills the city of each open opening stored with a CEP and no city, from its CEP, by
 * saving it again through 'Corrigir vaga' (lambdas/team/fill-opening-cities.ts): its city's filter copies and counts
 * follow, and the Registro names the script. Openings stored since item 7 already have their city.
 *
 * Runbook: after deploying the code of item 7, with the operator's AWS credentials and the stage's table and CEP service:
 *
 *   TABLE_NAME=<the stage's table> VIACEP_URL=<the stage's> AWS_REGION=sa-east-1 npx tsx scripts/fill-opening-cities.ts
 *
 * It prints how many it found, filled and left without a city, and each one left with its reason (an operator
 * corrects those in the console). Running it again fills nothing twice. Locally: the local stack's
 * AWS_ENDPOINT_URL_DYNAMODB, TABLE_NAME and VIACEP_URL (docs/local-stack.md).
 */
import { openOpeningsWithCepWithoutCity } from '../lambdas/openings/data/openings-without-city';
import { fillOpeningCities } from '../lambdas/team/fill-opening-cities';
import { correctTeamOpening } from '../lambdas/team/opening-form';
import { openingFormIo } from '../lambdas/team/opening-form-io';
import { teamTexts } from '../lambdas/team/texts';

fillOpeningCities({
  openingsWithoutCity: openOpeningsWithCepWithoutCity,
  findOpening: openingFormIo.findOpening,
  correct: (input) => correctTeamOpening(input, openingFormIo),
}).then(
  (r) => {
    console.log(teamTexts.cityFill.report(r.found, r.filled.length, r.left.length));
    for (const l of r.left) console.log(`  - ${l.ref}: ${l.reason}`);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
