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

const parts = fs.readdirSync(path.join(__dirname, 'parts')).filter((file) => file.endsWith('.test.ts')).sort();
// eslint-disable-next-line @typescript-eslint/no-require-imports
for (const part of parts) require(`./parts/${part}`);
