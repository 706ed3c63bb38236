// @suiteSeconds 250: about its time in `npm test` on two workers (2026-12-02), so that it starts early (test/sequencer.js).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { shareSyntheses } from './helpers/carey-app';

/*
 * Every infra test, in one jest file: each file of parts/ synthesised the app on its own, and most of a file's time
 * went on loading and warming aws-cdk-lib (~7 s a file) and on syntheses other files made too (the dev app ~15
 * times, production ~8). Here the parts share one module registry and synthCarey makes each app once per options.
 * Every part keeps its describe blocks, tests and names; a new part is a new file in parts/ (found by its name).
 */
shareSyntheses();

// `INFRA_PARTS=nag,web npx jest test/infra/app.test.ts` runs those parts only (a part alone matches no project).
const only = process.env.INFRA_PARTS?.split(',').map((name) => `${name.trim()}.test.ts`);
const parts = fs.readdirSync(path.join(__dirname, 'parts')).filter((file) => file.endsWith('.test.ts') && (!only || only.includes(file))).sort();
if (parts.length === 0) throw new Error(`no infra part named ${process.env.INFRA_PARTS}`);
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const part of parts) require(`./parts/${part}`);
