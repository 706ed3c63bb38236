/**
 * The BR Code: Pix's QR code payload, the EMV QRCPS merchant-presented format as the Banco Central's "Manual de
 * Padrões para Iniciação do Pix" profiles it. Each field is ID (2 digits), length (2 digits), value; the last field
 * (63) is a CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) over everything before it, '6304' included.
 */
export interface BrCodeInput {
  /** The receiver's Pix key (here a random key, EVP, of the simulated merchant). */
  key: string;
  /** Up to 25 characters; accents are removed (the field is ASCII). */
  merchantName: string;
  /** Up to 15 characters. */
  merchantCity: string;
  amountCents: number;
  /** The transaction id the receiver reconciles with: up to 25 letters and digits. */
  txid: string;
}

export const PIX_GUI = 'br.gov.bcb.pix';

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** ASCII upper case without accents, cut to `max` characters (fields 59 and 60). */
const plain = (text: string, max: number) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '').toUpperCase().slice(0, max);

export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A single-use (point of initiation 12) BR Code for one amount. */
export function brCode(input: BrCodeInput): string {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('A BR Code needs a positive amount in centavos');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', PIX_GUI) + field('01', input.key)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16(payload);
}

/** Reads one level of ID-length-value fields (a bank app's first step); throws on a malformed payload. */
export function readFields(payload: string): [string, string][] {
  const fields: [string, string][] = [];
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed BR Code at ${at}`);
    fields.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

/** True when the payload's last field is a CRC16 that matches the rest. */
export function hasValidCrc(payload: string): boolean {
  return /6304[0-9A-F]{4}$/.test(payload) && crc16(payload.slice(0, -4)) === payload.slice(-4);
}
