import path from 'node:path';
import { DEV_PORTS, TABLE_NAME } from '../infra/local/settings';

/** Where `npm run dev` keeps its state (DynamoDB, Cognito, the user pool's ids); CAREY_STATE_DIR changes it. */
export const DEV_STATE_DIR = process.env.CAREY_STATE_DIR ?? path.resolve(__dirname, '..', '.local', 'state');

/** `--local` of the operator scripts: the AWS SDK talks to `npm run dev`'s DynamoDB (fixed ports) instead of AWS. */
export function pointAtLocalStack(extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${DEV_PORTS.dynamo}`,
    TABLE_NAME,
    ...extra,
  });
}

/**
 * Outside `--local`, the region the tools reach: AWS_REGION, which every AWS SDK client of the process takes before the
 * profile's region. Without it the profile would decide, and a profile in us-east-1 finds neither the stage's pools
 * nor its table (docs/deploy.md); undefined: the caller refuses with `regionTexts.noRegion`.
 */
export function stageRegion(): string | undefined {
  return process.env.AWS_REGION || undefined;
}

/** Runs a script's main and exits with its code (1 on an unexpected failure, after printing it). */
export function runCli(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
