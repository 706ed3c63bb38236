import { brCode, crc16, hasValidCrc, readFields } from './br-code';

describe('BR Code (Pix QR payload)', () => {
  it('computes CRC16-CCITT-FALSE: the check value of "123456789" and the Banco Central manual\u2019s example', () => {
    expect(crc16('123456789')).toBe('29B1');
    // The static example of the "Manual de Padrões para Iniciação do Pix" (BCB), CRC 1D3D.
    const manual = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(crc16(manual.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(manual)).toBe(true);
    expect(hasValidCrc(manual.replace('Fulano', 'Fulana'))).toBe(false);
    expect(hasValidCrc(`${manual.slice(0, -4)}1D3E`)).toBe(false);
  });

  it('lays out payload format, Pix GUI and key, MCC, currency, amount, country, name, city, txid and CRC in order', () => {
    const code = brCode({ key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', merchantName: 'Carey Cuidadoras São Paulo Ltda', merchantCity: 'São Paulo', amountCents: 4545, txid: 'pi_3abc-DEF' });
    expect(code.startsWith('000201')).toBe(true);
    expect(hasValidCrc(code)).toBe(true);
    expect(readFields(code)).toEqual([
      ['00', '01'],
      ['01', '12'],
      ['26', '0014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61d36906'],
      ['52', '0000'],
      ['53', '986'],
      ['54', '45.45'],
      ['58', 'BR'],
      ['59', 'CAREY CUIDADORAS SAO PAUL'],
      ['60', 'SAO PAULO'],
      ['62', '0509pi3abcDEF'],
      ['63', code.slice(-4)],
    ]);
    expect(readFields(readFields(code)[2][1])).toEqual([
      ['00', 'br.gov.bcb.pix'],
      ['01', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906'],
    ]);
  });

  it('writes amounts with two decimals at both ends (R$ 0,01 and R$ 1.000,00) and refuses none', () => {
    const amount = (cents: number) => readFields(brCode({ key: 'k', merchantName: 'C', merchantCity: 'S', amountCents: cents, txid: 't' })).find(([id]) => id === '54')![1];
    expect(amount(1)).toBe('0.01');
    expect(amount(100000)).toBe('1000.00');
    expect(() => brCode({ key: 'k', merchantName: 'C', merchantCity: 'S', amountCents: 0, txid: 't' })).toThrow('positive amount');
  });
});
