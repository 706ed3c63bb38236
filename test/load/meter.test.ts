import { deletedKeys, indexWriteUnits, operationOf } from './meter';

describe('load meter: index writes DynamoDB bills beside the table write', () => {
  it('names operations alike for the low-level and the document client', () => {
    expect(['PutItemCommand', 'PutCommand'].map(operationOf)).toEqual(['Put', 'Put']);
    expect(['TransactWriteItemsCommand', 'TransactWriteCommand'].map(operationOf)).toEqual(['TransactWrite', 'TransactWrite']);
    expect(operationOf('BatchGetItemCommand')).toBe('BatchGet');
  });

  it('counts one write per index a new item enters, per KB of the item', () => {
    expect(indexWriteUnits('Put', { Item: { PK: 'a', SK: 'b' } })).toBe(0);
    expect(indexWriteUnits('Put', { Item: { PK: 'a', SK: 'b', GSI1PK: 'x', GSI1SK: 'y' } })).toBe(1);
    expect(indexWriteUnits('Put', { Item: { PK: 'a', GSI1PK: 'x', GSI2PK: 'z', big: 'x'.repeat(1500) } })).toBe(4);
  });

  it('counts an update that removes an index key once and one that sets it twice (delete + put)', () => {
    expect(indexWriteUnits('Update', { UpdateExpression: 'SET #s = :read REMOVE GSI2PK, GSI2SK', ExpressionAttributeNames: { '#s': 'status' } })).toBe(1);
    expect(indexWriteUnits('Update', { UpdateExpression: 'SET #k = :v', ExpressionAttributeNames: { '#k': 'GSI1PK' } })).toBe(2);
    expect(indexWriteUnits('Update', { UpdateExpression: 'SET lastLocation = :l' })).toBe(0);
  });

  it('adds up the items of batches and transactions', () => {
    const put = { Put: { Item: { PK: 'a', GSI2PK: 'p' } } };
    const update = { Update: { UpdateExpression: 'REMOVE GSI2PK' } };
    expect(indexWriteUnits('TransactWrite', { TransactItems: [put, update, { ConditionCheck: {} }] })).toBe(2);
    expect(indexWriteUnits('BatchWrite', { RequestItems: { t: [{ PutRequest: { Item: { GSI1PK: 'x' } } }, { DeleteRequest: { Key: {} } }] } })).toBe(1);
    expect(indexWriteUnits('Get', { Key: {} })).toBe(0);
  });

  it('counts a delete as a write of every index the deleted item was in', () => {
    const old = { PK: 'a', SK: 'b', GSI1PK: 'x', GSI2PK: 'p' };
    expect(indexWriteUnits('Delete', { Key: { PK: 'a', SK: 'b' } }, [old])).toBe(2);
    expect(indexWriteUnits('Delete', { Key: { PK: 'a', SK: 'b' } }, [{ PK: 'a', SK: 'b' }])).toBe(0);
    expect(indexWriteUnits('TransactWrite', { TransactItems: [{ Put: { Item: { PK: 'c', GSI1PK: 'y' } } }, { Delete: { Key: {} } }] }, [old])).toBe(3);
    expect(indexWriteUnits('BatchWrite', { RequestItems: { t: [{ DeleteRequest: { Key: {} } }] } }, [old, { GSI2PK: 'q' }])).toBe(3);
  });

  it('names the keys each write deletes, to read them before it', () => {
    const key = { PK: 'a', SK: 'b' };
    expect(deletedKeys('Delete', { TableName: 't', Key: key })).toEqual([{ table: 't', key }]);
    expect(deletedKeys('BatchWrite', { RequestItems: { t: [{ PutRequest: { Item: {} } }, { DeleteRequest: { Key: key } }] } })).toEqual([{ table: 't', key }]);
    expect(deletedKeys('TransactWrite', { TransactItems: [{ Put: { Item: {} } }, { Delete: { TableName: 'u', Key: key } }] })).toEqual([{ table: 'u', key }]);
    expect(deletedKeys('Put', { Item: key })).toEqual([]);
  });
});
