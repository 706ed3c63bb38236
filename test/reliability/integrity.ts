import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { CognitoIdentityProviderClient, ListUsersCommand, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TEAM_GROUP } from '../../contract/team';
import type { LocalStack } from '../../infra/local/stack';
import { recordIntegrity } from './report';

type Item = Record<string, unknown>;

/**
 * Reads a whole local table (and the user pool) and lists every record that is lost or corrupt: claims without
 * their caregiver or caregivers without their claims, notices whose unread index disagrees with their status,
 * support messages that lost their text (or kept a deleted sender's name), unknown plans, account deletions left
 * unfinished or receipts that keep more than a hash, and Cognito users left without a caregiver record.
 */
async function scanTable(stack: LocalStack): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Record<string, AttributeValue> | undefined;
  do {
    const out = await scanPage(stack, startKey);
    items.push(...out.Items.map((item) => unmarshall(item)));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * One page of a consistent Scan, asked in DynamoDB's own wire format (JSON over HTTP, as the SDK sends it) and read
 * with JSON.parse: the SDK's schema-driven reading of every attribute of every item was most of a check's time, and a
 * check reads the whole table, often several times a test. The local DynamoDB asks for a signature's form only.
 */
async function scanPage(stack: LocalStack, startKey: Record<string, AttributeValue> | undefined): Promise<{ Items: Record<string, AttributeValue>[]; LastEvaluatedKey?: Record<string, AttributeValue> }> {
  const res = await fetch(stack.dynamoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.Scan',
      'x-amz-date': '20000101T000000Z',
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20000101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
    },
    body: JSON.stringify({ TableName: stack.tableName, ConsistentRead: true, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
  });
  const body = (await res.json()) as { Items?: Record<string, AttributeValue>[]; LastEvaluatedKey?: Record<string, AttributeValue>; message?: string };
  if (!res.ok) throw new Error(`Scan of the local table answered ${res.status}: ${body.message ?? JSON.stringify(body)}`);
  return { Items: body.Items ?? [], LastEvaluatedKey: body.LastEvaluatedKey };
}

/** The fields of a Marco Civil access record (lambdas/caregivers/sign-in-record.ts): anything more is not allowed. */
const SIGN_IN_RECORD_FIELDS = ['PK', 'SK', 'entity', 'uid', 'em', 'registradoEm', 'selado', 'expiresAt'].sort().join();
const SIX_MONTHS_AND_A_DAY_S = 184 * 86_400;

/**
 * The one thing the law keeps that names a deleted caregiver (Marco Civil art. 15, LGPD art. 16, I; decision 040):
 * her sign-in records, as written: the allowed fields only, a TTL at most ~6 months after the sign-in, the IP and
 * port sealed (sealed values that hold none of `needles`). Anything else under her uid is a trace.
 */
export function isKeptSignInRecord(item: Item, needles: string[] = []): boolean {
  const em = Date.parse(String(item.em));
  const sealed = String(item.selado ?? '');
  return (
    String(item.PK).startsWith('SIGNIN#') &&
    String(item.SK).startsWith('AT#') &&
    item.entity === 'sign-in-record' &&
    Object.keys(item).sort().join() === SIGN_IN_RECORD_FIELDS &&
    typeof item.expiresAt === 'number' &&
    Number.isFinite(em) &&
    item.expiresAt > em / 1000 &&
    item.expiresAt <= em / 1000 + SIX_MONTHS_AND_A_DAY_S &&
    /^x25519-hkdf-sha256-aes256gcm-v1\.[\w-]+\.[\w-]+\.[\w-]*\.[\w-]+$/.test(sealed) &&
    !needles.some((n) => n !== String(item.uid).toLowerCase() && sealed.toLowerCase().includes(n))
  );
}

/** Her sign-in records left in the table (what a deletion keeps by law). */
export async function signInRecordsOf(stack: LocalStack, uid: string): Promise<Item[]> {
  return (await scanTable(stack)).filter((i) => i.PK === `SIGNIN#${uid}`);
}

/**
 * Everything in the table and the user pool that still mentions any of `values` (a uid, an e-mail, a phone) in
 * a key or an attribute, as `PK|SK` or `cognito:{username}`: after an account deletion it must be empty, but for
 * what the law keeps (`isKeptSignInRecord`: her sealed sign-in records, which expire by TTL). Anything else that
 * names her (her consents, reports of openings, the console's copies of her name or e-mail) is a trace.
 */
export async function findTracesOf(stack: LocalStack, values: string[]): Promise<string[]> {
  const needles = values.map((v) => v.toLowerCase());
  const mentions = (thing: unknown) => needles.some((n) => JSON.stringify(thing).toLowerCase().includes(n));
  const traces = (await scanTable(stack)).filter((i) => mentions(i) && !isKeptSignInRecord(i, needles)).map((i) => `${i.PK}|${i.SK}`);
  const users = await new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint }).send(new ListUsersCommand({ UserPoolId: stack.userPoolId }));
  for (const user of users.Users ?? []) if (mentions(user)) traces.push(`cognito:${user.Username}`);
  return traces;
}

export async function findIntegrityProblems(stack: LocalStack): Promise<string[]> {
  const items = await scanTable(stack);

  const problems: string[] = [];
  const byKey = new Map(items.map((i) => [`${i.PK}|${i.SK}`, i]));
  const caregivers = items.filter((i) => i.SK === 'PROFILE' && String(i.PK).startsWith('CAREGIVER#'));
  for (const c of caregivers) {
    const phone = byKey.get(`PHONE#${c.phone}|PHONE`);
    const email = byKey.get(`EMAIL#${String(c.email).toLowerCase()}|EMAIL`);
    if (phone?.uid !== c.uid) problems.push(`caregiver ${c.uid} without its phone claim`);
    if (email?.uid !== c.uid) problems.push(`caregiver ${c.uid} without its e-mail claim`);
    if (!['Sem Plano', 'Mensal', 'Trimestral'].includes(String(c.tipodeconta))) problems.push(`caregiver ${c.uid} with unknown plan ${c.tipodeconta}`);
  }
  for (const claim of items.filter((i) => i.SK === 'PHONE' || i.SK === 'EMAIL')) {
    if (!byKey.has(`CAREGIVER#${claim.uid}|PROFILE`)) problems.push(`orphan ${String(claim.SK).toLowerCase()} claim ${claim.PK}`);
  }
  for (const n of items.filter((i) => String(i.SK).startsWith('NOTICE#'))) {
    const indexed = n.GSI2PK === `UNREAD#${n.userId}`;
    if (indexed !== (n.status === 'nao lido')) problems.push(`notice ${n.SK} status ${n.status} but unread index ${indexed}`);
  }
  for (const m of items.filter((i) => String(i.PK).startsWith('SUPPORT#') && i.SK === 'MESSAGE')) {
    const pending = m.GSI2PK === 'SUPPORT#PENDING';
    // A deleted account's messages keep their text and nothing that names the sender (LGPD).
    if (m.anonymizedAt ? !m.mensagem || m.nome || m.email || m.whatsapp : !(m.nome && m.email && m.mensagem)) problems.push(`support message ${m.PK} lost its content`);
    if (pending !== (m.status === 'pending')) problems.push(`support message ${m.PK} status ${m.status} but pending index ${pending}`);
    const deadLettered = m.GSI2PK === 'SUPPORT#FAILED';
    if (deadLettered !== (m.status === 'failed')) problems.push(`support message ${m.PK} status ${m.status} but dead-letter index ${deadLettered}`);
    if (typeof m.expiresAt !== 'number') problems.push(`support message ${m.PK} has no retention (expiresAt)`);
    // The team's inbox (Atendimento) lists it: written in the same transaction, never a copy of who wrote.
    const entry = byKey.get(`SUPPORT_INBOX|${m.createdAt}#${m.id}`);
    if (!entry) problems.push(`support message ${m.PK} missing from the team's inbox`);
    else if (Object.keys(entry).sort().join() !== 'PK,SK,entity,expiresAt,id') problems.push(`support inbox entry ${entry.SK} holds more than the id`);
  }
  for (const e of items.filter((i) => i.entity === 'support-inbox')) {
    if (!byKey.has(`SUPPORT#${e.id}|MESSAGE`)) problems.push(`orphan support inbox entry ${e.SK}`);
  }

  for (const job of items.filter((i) => String(i.PK).startsWith('DELETION#') && i.SK === 'JOB')) {
    problems.push(`account deletion of ${job.uid} left unfinished (done: ${Object.keys((job.done as object) ?? {}).join(', ')})`);
  }
  const receiptFields = ['PK', 'SK', 'entity', 'emailHash', 'requestedAt', 'completedAt', 'steps'];
  for (const receipt of items.filter((i) => String(i.PK).startsWith('DELETION_RECEIPT#'))) {
    const extra = Object.keys(receipt).filter((k) => !receiptFields.includes(k));
    if (extra.length) problems.push(`deletion receipt ${receipt.PK} keeps ${extra.join(', ')}`);
  }

  for (const record of items.filter((i) => String(i.PK).startsWith('SIGNIN#'))) {
    if (!isKeptSignInRecord(record)) problems.push(`sign-in record ${record.PK} ${record.SK} is not as written (fields, TTL or sealing)`);
  }

  // Job alerts: every index copy has its alert and the reverse, the count is right, pending means indexed.
  const alertsOf = new Map<string, number>();
  for (const a of items.filter((i) => i.entity === 'alert')) {
    alertsOf.set(String(a.PK), (alertsOf.get(String(a.PK)) ?? 0) + 1);
    for (const k of (a.indexKeys as { PK: string; SK: string }[]) ?? []) if (!byKey.has(`${k.PK}|${k.SK}`)) problems.push(`alert ${a.PK} ${a.SK} without its index copy ${k.PK}`);
  }
  for (const c of items.filter((i) => i.entity === 'alert-index')) {
    if (!byKey.has(`CAREGIVER#${c.uid}|ALERT#${c.id}`)) problems.push(`orphan alert index copy ${c.PK} ${c.SK}`);
  }
  for (const st of items.filter((i) => i.SK === 'ALERTSTATE')) {
    if (Number(st.alertCount ?? 0) !== (alertsOf.get(String(st.PK)) ?? 0)) problems.push(`alert count ${st.alertCount} of ${st.PK} is not its ${alertsOf.get(String(st.PK)) ?? 0} alerts`);
  }
  // 'Denunciar vaga': a report and the hidden opening on her record are written together; once she is gone the report
  // lives on in the opening's partition without her (decision 077): no uid there, and listed with every report.
  for (const r of items.filter((i) => i.entity === 'opening-report')) {
    if (!String(r.PK).startsWith('CAREGIVER#')) {
      if (r.uid !== undefined || r.GSI1PK !== 'OPENINGREPORTS' || r.PK !== `OPENINGREPORT#${r.clientId}#${r.vagaId}`) problems.push(`kept report ${r.PK} ${r.SK} names her or is not listed`);
      continue;
    }
    const owner = byKey.get(`${r.PK}|PROFILE`);
    const hidden = owner?.reportedOpenings as Iterable<string> | undefined;
    if (!owner) problems.push(`opening report ${r.PK} ${r.SK} without its caregiver`);
    else if (!new Set(hidden ?? []).has(`${r.clientId}#${r.vagaId}`)) problems.push(`opening report ${r.PK} ${r.SK} not hidden on her record`);
  }
  // Unsubscribe links: each id's item and the reference in her partition, both or neither.
  for (const link of items.filter((i) => i.entity === 'alert-unsubscribe-link')) {
    if (!byKey.has(`CAREGIVER#${link.uid}|ALERTUNSUB#${String(link.PK).slice('ALERTUNSUB#'.length)}`)) problems.push(`unsubscribe link ${link.PK} without its reference`);
  }
  for (const ref of items.filter((i) => i.entity === 'alert-unsubscribe-ref')) {
    if (!byKey.has(`ALERTUNSUB#${String(ref.SK).slice('ALERTUNSUB#'.length)}|LINK`)) problems.push(`unsubscribe reference ${ref.PK} ${ref.SK} without its link`);
  }
  for (const m of items.filter((i) => i.entity === 'alert-match')) {
    if ((m.GSI2PK === 'ALERTMATCH#PENDING') !== (m.status === 'pending')) problems.push(`alert match ${m.PK} ${m.SK} status ${m.status} but pending index ${m.GSI2PK}`);
  }

  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  const users = await cognito.send(new ListUsersCommand({ UserPoolId: stack.userPoolId }));
  // Operators of the team's console are Cognito users with no caregiver record, by design.
  const team = await cognito.send(new ListUsersInGroupCommand({ UserPoolId: stack.userPoolId, GroupName: TEAM_GROUP }));
  const operators = new Set((team.Users ?? []).map((u) => u.Username));
  for (const user of users.Users ?? []) {
    const sub = user.Attributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub && !operators.has(user.Username) && !byKey.has(`CAREGIVER#${sub}|PROFILE`)) problems.push(`Cognito user ${user.Username} without a caregiver record`);
  }
  return problems;
}

/** For the end of a hardening test file: nothing may be lost or corrupt; the count goes to the reliability report. */
export async function expectIntact(stack: LocalStack, category: string) {
  const problems = await findIntegrityProblems(stack);
  recordIntegrity(category, problems);
  expect(problems).toEqual([]);
}
