import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resolveBairro } from './postal-codes';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
const NOW = 1_800_000_000;
const now = () => NOW;

describe('resolveBairro (cached ViaCEP lookups)', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(PutCommand).resolves({});
  });

  it('answers from a live cache entry without calling ViaCEP', async () => {
    ddb.on(GetCommand).resolves({ Item: { bairro: 'Pinheiros', expiresAt: NOW + 10 } });
    const lookup = jest.fn();
    expect(await resolveBairro('05407-002', lookup, now)).toBe('Pinheiros');
    expect(lookup).not.toHaveBeenCalled();
    expect(ddb.commandCalls(GetCommand)[0].args[0].input.Key).toEqual({ PK: 'CEP#05407002', SK: 'CEP' });
  });

  it('looks up a missing or expired entry and caches definitive answers with a TTL', async () => {
    ddb.on(GetCommand).resolves({ Item: { bairro: 'Velho', expiresAt: NOW - 1 } });
    const lookup = jest.fn(async () => ({ bairro: 'Bela Vista', definitive: true }));
    expect(await resolveBairro('01310100', lookup, now)).toBe('Bela Vista');
    expect(ddb.commandCalls(PutCommand)[0].args[0].input.Item).toMatchObject({ PK: 'CEP#01310100', bairro: 'Bela Vista', expiresAt: NOW + 30 * 86400 });

    ddb.resetHistory();
    ddb.on(GetCommand).resolves({});
    await resolveBairro('99999999', async () => ({ bairro: 'Bairro não encontrado', definitive: true }), now);
    expect(ddb.commandCalls(PutCommand)[0].args[0].input.Item).toMatchObject({ expiresAt: NOW + 86400 });
  });

  it('does not cache a failed lookup, and does not touch the table for a missing or malformed CEP', async () => {
    ddb.on(GetCommand).resolves({});
    expect(await resolveBairro('01310100', async () => ({ bairro: 'Bairro não encontrado', definitive: false }), now)).toBe('Bairro não encontrado');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    ddb.resetHistory();
    expect(await resolveBairro(undefined, async () => ({ bairro: 'Bairro não informado', definitive: true }), now)).toBe('Bairro não informado');
    expect(ddb.calls()).toHaveLength(0);
  });
});
