import { Stack, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

/**
 * Resource types whose replacement would lose data or break caregivers: the table, the user pool (passwords), its
 * clients (every session) and group (the operators), the buckets (the site, CloudFront's logs) and the secrets (the
 * pepper orphans every deletion receipt, the signing key every unsubscribe link).
 */
export const STATEFUL_TYPES = [
  'AWS::DynamoDB::Table',
  'AWS::Cognito::UserPool',
  'AWS::Cognito::UserPoolClient',
  'AWS::Cognito::UserPoolGroup',
  'AWS::S3::Bucket',
  'AWS::SecretsManager::Secret',
] as const;

/** Every stack of the app, nested stacks included, keyed by construct path (`Carey-dev-App/Api/Openings`). */
export function allStacks(app: App): Map<string, Stack> {
  return new Map(app.node.findAll().filter((c): c is Stack => Stack.isStack(c)).map((s) => [s.node.path, s]));
}

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

/** Each stack's template resources (nested stacks' templates too). */
export function templatesOf(app: App): Map<string, Resources> {
  return new Map([...allStacks(app)].map(([path, stack]) => [path, (Template.fromStack(stack).toJSON().Resources ?? {}) as Resources]));
}

/** Stack path → logical id → type, for the stateful resources only. */
export function statefulResources(templates: Map<string, Resources>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [path, resources] of templates) {
    for (const [logicalId, resource] of Object.entries(resources)) {
      if (!(STATEFUL_TYPES as readonly string[]).includes(resource.Type)) continue;
      (out[path] ??= {})[logicalId] = resource.Type;
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).sort())]));
}
