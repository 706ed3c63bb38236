import {
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { createCaregiverWithClaims, findEmailClaim, findPhoneClaim, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { putFamily } from '../../lambdas/openings/data/families';
import { listOpeningsPage, saveOpening } from '../../lambdas/openings/data/openings';
import { listUnreadNotices, markNoticeRead, newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import { cursorScope, encodeCursor } from '../../lambdas/base/table/cursor';
import { DomainError } from '../../lambdas/base/errors';
import type { Caregiver } from '../../lambdas/caregivers/caregiver';
import { useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();
const raw = () => new DynamoDBClient({ endpoint: stack().dynamoEndpoint });
const key = (pk: string, sk = 'X') => ({ PK: { S: pk }, SK: { S: sk } });
const get = async (pk: string, sk = 'X') => (await raw().send(new GetItemCommand({ TableName: stack().tableName, Key: key(pk, sk), ConsistentRead: true }))).Item;

function caregiver(overrides: Partial<Caregiver>): Caregiver {
  return {
    uid: 'u1', name: 'Ana', email: 'ana@exemplo.com', phone: '11911112222', status: 'conta não verificada',
    tipoDeCadastro: 'Cuidador', genero: '', tipodeconta: 'Sem Plano', campotipoCadastro: 'Lançamento',
    dataCadastro: '2026-11-01T00:00:00.000Z', ...overrides,
  };
}

describe('transactions on the local DynamoDB', () => {
  it('cancels the whole transaction and reports one reason per item when a condition fails', async () => {
    const table = stack().tableName;
    await raw().send(new PutItemCommand({ TableName: table, Item: { ...key('tx-taken'), v: { N: '1' } } }));
    const attempt = raw().send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: table, Item: key('tx-new'), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Put: { TableName: table, Item: key('tx-taken'), ConditionExpression: 'attribute_not_exists(PK)', ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
          { Update: { TableName: table, Key: key('tx-other'), UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { N: '9' } } } },
        ],
      }),
    );
    const error = await attempt.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const reasons = (error as TransactionCanceledException).CancellationReasons!;
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(reasons[1].Item).toEqual({ ...key('tx-taken'), v: { N: '1' } });
    expect(await get('tx-new')).toBeUndefined();
    expect(await get('tx-other')).toBeUndefined();
    expect(await get('tx-taken')).toEqual({ ...key('tx-taken'), v: { N: '1' } });
  });

  it('restores updated and deleted items when a later condition fails', async () => {
    const table = stack().tableName;
    await raw().send(new PutItemCommand({ TableName: table, Item: { ...key('r-upd'), v: { N: '1' } } }));
    await raw().send(new PutItemCommand({ TableName: table, Item: { ...key('r-del'), v: { N: '2' } } }));
    await expect(
      raw().send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Update: { TableName: table, Key: key('r-upd'), UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { N: '5' } } } },
            { Delete: { TableName: table, Key: key('r-del') } },
            { ConditionCheck: { TableName: table, Key: key('r-missing'), ConditionExpression: 'attribute_exists(PK)' } },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(TransactionCanceledException);
    expect((await get('r-upd'))?.v).toEqual({ N: '1' });
    expect((await get('r-del'))?.v).toEqual({ N: '2' });
    expect(await get('r-missing')).toBeUndefined();
  });

  it('applies every operation when all conditions hold, and a passing ConditionCheck leaves no trace', async () => {
    const table = stack().tableName;
    await raw().send(
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: table, Item: key('ok-1') } },
          { Put: { TableName: table, Item: key('ok-2') } },
          { ConditionCheck: { TableName: table, Key: key('ok-absent'), ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
      }),
    );
    expect(await get('ok-1')).toBeDefined();
    expect(await get('ok-2')).toBeDefined();
    expect(await get('ok-absent')).toBeUndefined();
  });

  it('refuses two operations on one item, as the real API does', async () => {
    const table = stack().tableName;
    await expect(
      raw().send(new TransactWriteItemsCommand({ TransactItems: [{ Put: { TableName: table, Item: key('dup') } }, { Delete: { TableName: table, Key: key('dup') } }] })),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    expect(await get('dup')).toBeUndefined();
  });
});

describe('caregiver with phone and e-mail claims', () => {
  it('creates all three records, then refuses a taken phone or e-mail without writing anything', async () => {
    await createCaregiverWithClaims(caregiver({ uid: 'c-1', phone: '11900000001', email: 'Um@Exemplo.com' }));
    expect((await getCaregiver('c-1'))?.name).toBe('Ana');
    expect(await findPhoneClaim('11900000001')).toEqual({ uid: 'c-1' });
    expect(await findEmailClaim('um@exemplo.com')).toEqual({ uid: 'c-1' });

    const samePhone = await createCaregiverWithClaims(caregiver({ uid: 'c-2', phone: '11900000001', email: 'dois@exemplo.com' })).catch((e) => e);
    expect(samePhone).toBeInstanceOf(DomainError);
    expect(samePhone).toMatchObject({ kind: 'conflict', field: 'phone', message: 'Este telefone já está cadastrado.' });
    expect(await getCaregiver('c-2')).toBeUndefined();
    expect(await findEmailClaim('dois@exemplo.com')).toBeUndefined();

    const sameEmail = await createCaregiverWithClaims(caregiver({ uid: 'c-3', phone: '11900000003', email: 'um@exemplo.com' })).catch((e) => e);
    expect(sameEmail).toMatchObject({ kind: 'conflict', field: 'email', message: 'Este e-mail já está cadastrado.' });
    expect(await getCaregiver('c-3')).toBeUndefined();
    expect(await findPhoneClaim('11900000003')).toBeUndefined();
  });

  it('lets exactly one of many simultaneous sign-ups with one phone through', async () => {
    const attempts = Array.from({ length: 10 }, (_, i) =>
      createCaregiverWithClaims(caregiver({ uid: `race-${i}`, phone: '11955554444', email: `race${i}@exemplo.com` })).then(() => i, () => -1),
    );
    const winners = (await Promise.all(attempts)).filter((i) => i >= 0);
    expect(winners).toHaveLength(1);
    expect(await findPhoneClaim('11955554444')).toEqual({ uid: `race-${winners[0]}` });
    const emailClaims = await Promise.all(Array.from({ length: 10 }, (_, i) => findEmailClaim(`race${i}@exemplo.com`)));
    expect(emailClaims.filter(Boolean)).toHaveLength(1);
  });
});

describe('openings, newest first, paged by an opaque cursor', () => {
  beforeAll(async () => {
    await putFamily({ id: 'fam-a', name: 'Família A', avatar: '/img/a.svg' });
    await putFamily({ id: 'fam-b' });
    for (let i = 0; i < 25; i++) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      await saveOpening({ id: `op-${String(i).padStart(2, '0')}`, clientId: i % 2 ? 'fam-a' : 'fam-b', createdAt, bairro: 'Centro' });
    }
  });

  it('walks all pages in order without repeats and joins each family', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await listOpeningsPage({ limit: 10, cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor ?? undefined;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    } while (cursor);
    expect(sizes.slice(0, 3)).toEqual([10, 10, 5]);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `op-${String(24 - i).padStart(2, '0')}`));

    const first = await listOpeningsPage({ limit: 2 });
    expect(first.items[0]).toMatchObject({ id: 'op-24', clientName: null, avatar: '/img/avatar-padrao.svg' });
    expect(first.items[1]).toMatchObject({ id: 'op-23', clientName: 'Família A', avatar: '/img/a.svg' });
  });

  it('refuses a tampered, unsigned or foreign cursor with a Portuguese message', async () => {
    const next = (await listOpeningsPage({ limit: 2 })).nextCursor!;
    const unsigned = next.split('.')[0];
    const otherFilter = (await listOpeningsPage({ limit: 2, cidade: 'Campinas' })).nextCursor;
    const foreign = (await encodeCursor({ PK: 'x', SK: 'y' }, cursorScope('atendimento')))!;
    for (const cursor of ['not a cursor!', unsigned, `${unsigned}.${'A'.repeat(43)}`, foreign, Buffer.from('[1]').toString('base64url'), ...(otherFilter ? [otherFilter] : [])]) {
      await expect(listOpeningsPage({ limit: 5, cursor })).rejects.toMatchObject({ kind: 'invalid-input', message: 'O cursor de paginação é inválido.' });
    }
  });
});

describe('notices', () => {
  it('lists only unread notices, newest first, and marks only the owner\u2019s notice read', async () => {
    const older = newNoticeId(1_700_000_000);
    const newer = newNoticeId(1_700_000_100);
    await putNotice({ id: older, userId: 'n-owner', mensagem: 'antigo', status: 'nao lido', createdAt: 1_700_000_000 });
    await putNotice({ id: newer, userId: 'n-owner', mensagem: 'novo', status: 'nao lido', createdAt: 1_700_000_100 });
    await putNotice({ id: newNoticeId(1_700_000_050), userId: 'n-owner', mensagem: 'lido', status: 'lido', createdAt: 1_700_000_050 });
    expect((await listUnreadNotices('n-owner')).map((n) => n.mensagem)).toEqual(['novo', 'antigo']);

    await expect(markNoticeRead('n-intruder', newer)).rejects.toMatchObject({ kind: 'not-found' });
    expect(await listUnreadNotices('n-owner')).toHaveLength(2);

    await markNoticeRead('n-owner', newer);
    await markNoticeRead('n-owner', newer);
    expect((await listUnreadNotices('n-owner')).map((n) => n.mensagem)).toEqual(['antigo']);
  });
});
