/** The IAM actions each need grants (infra/cdk/carey-function.ts grants them on the right resources). */

/**
 * Cognito actions per need: only admin calls are authorised by IAM (SignUp, ForgotPassword and InitiateAuth are
 * the pool's public calls and need its ids only). test/infra/sdk-calls.test.ts checks every function's list against
 * the Cognito calls its code can make.
 */
export const cognitoActions: Record<'cognito-public' | 'cognito-server-client' | 'cognito-admin' | 'cognito-delete' | 'cognito-block' | 'cognito-unblock' | 'cognito-operators' | 'cognito-profile' | `operators-${'admin' | 'read' | 'invite'}`, readonly string[]> = {
  // Calls of the browser client (ForgotPassword): public, authorised by the pool's ids alone.
  'cognito-public': [],
  // SignUp and InitiateAuth through the confidential server client, whose secret is read once with DescribeUserPoolClient.
  'cognito-server-client': ['cognito-idp:DescribeUserPoolClient'],
  // Finds a user left by an interrupted or expired sign-up and removes it.
  'cognito-admin': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
  // Account deletion: block sign-in, then delete. Checking the password again is the public InitiateAuth call.
  'cognito-delete': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminDeleteUser'],
  // The team console blocks ('Bloquear acesso') and unblocks ('Desbloquear acesso') a caregiver's sign-in.
  'cognito-block': ['cognito-idp:AdminDisableUser'],
  'cognito-unblock': ['cognito-idp:AdminEnableUser'],
  // Block and delete refuse an account of the old group `equipe` (lambdas/team/operator-guards.ts).
  'cognito-operators': ['cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser'],
  'cognito-profile': ['cognito-idp:AdminUpdateUserAttributes'],
  // The console's 'Operadoras' page, on the operators' pool only (granted on its ARN by CareyFunction, never on the
  // caregivers'), split so each function holds only its calls (docs/decisions/049): remove, list, invite. Inviting a
  // removed operator again deletes her disabled user first (lambdas/team/operators-pool-client.ts).
  'operators-admin': ['cognito-idp:AdminDisableUser', 'cognito-idp:AdminUserGlobalSignOut'],
  'operators-read': ['cognito-idp:AdminGetUser'],
  'operators-invite': ['cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser'],
};

/** SES actions per need, checked the same way. */
export const sesActions: Record<'ses-send' | 'ses-send-raw', readonly string[]> = {
  'ses-send': ['ses:SendEmail'],
  'ses-send-raw': ['ses:SendRawEmail'],
};

/**
 * DynamoDB actions per need, on the table and its named indexes only. Written out rather than grantReadData so
 * there is no `index/*` wildcard and no Scan: no caregiver-facing access pattern scans (README, "Data: one table"); only
 * the team's notice segments hold `table-scan` (docs/decisions/025-notice-fan-out.md). Transactions
 * are authorised per item action, so TransactWriteItems needs Put/Update/ConditionCheck, not an action of its own.
 */
const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
export const tableActions: Record<'table-read' | 'table-write', readonly string[]> = {
  'table-read': tableReadActions,
  'table-write': [...tableReadActions, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'],
};

/** The partition keys of a caregiver's own items (profile, notices, alerts): lambdas/caregivers/data/caregivers.ts. */
export const CAREGIVER_PARTITIONS = 'CAREGIVER#*';
/**
 * 'push-holders', on GSI2: key attributes only (otherHoldersOf asks for GSI2SK, lambdas/push/data/push-subscriptions.ts;
 * the others are allowed in case DynamoDB counts the key condition's and the table's keys among those requested).
 */
export const PUSH_HOLDERS_CONDITIONS = { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'GSI2PK', 'GSI2SK'] }, StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' } };

/**
 * `sign-in-record`, held by every signed-in route (docs/decisions/067): put her access record (`SIGNIN#…` partitions
 * only) and note on her caregiver record which sign-in was recorded (that one attribute, nothing else).
 */
export const SIGN_IN_PARTITIONS = 'SIGNIN#*';
export const SIGN_IN_MARK_ATTRIBUTES = ['PK', 'SK', 'entradaRegistrada'] as const;
