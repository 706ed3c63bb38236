import fc from 'fast-check';
import { brazilianDateTimeToIso, decodeSpreadsheetFile, hasBinaryCharacters, hasForbiddenFieldCharacters, hasUtf8Sequence, isoWithoutZoneToIso, professionalTypeOf } from '../../contract/spreadsheet-file';
import { openingCsvTexts } from '../../contract/opening-csv-texts';
import { PROFESSIONAL_TYPES } from '../../contract/openings';
import { parseOpeningCsv } from '../../contract/opening-csv';
import { openingRecord } from './import-file';

const TEXT = 'familia;familia_nome;vaga;cidade\r\nfamilia-1;Família Simões;vaga-1;São Paulo — "almoço incluído"\r\n';

describe('decodeSpreadsheetFile', () => {
  it('reads UTF-8, UTF-8 with its BOM and Windows-1252 as the same text, and says which it read', () => {
    const utf8 = new Uint8Array(Buffer.from(TEXT, 'utf8'));
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    const cp1252 = new Uint8Array(Buffer.from(TEXT.replace('—', '-'), 'latin1'));
    expect(decodeSpreadsheetFile(utf8)).toEqual({ text: TEXT, encoding: 'utf-8' });
    expect(decodeSpreadsheetFile(bom)).toEqual({ text: TEXT, encoding: 'utf-8-bom' });
    expect(decodeSpreadsheetFile(cp1252)).toEqual({ text: TEXT.replace('—', '-'), encoding: 'windows-1252' });
    // Windows-1252's own characters above ISO-8859-1 (the dash Excel writes for "—", curly quotes, €)
    expect(decodeSpreadsheetFile(new Uint8Array([0x97, 0x93, 0x94, 0x80]))).toEqual({ text: '—“”€', encoding: 'windows-1252' });
    expect(parseOpeningCsv((decodeSpreadsheetFile(bom) as { text: string }).text)).toEqual(parseOpeningCsv(TEXT));
  });

  it('gives any text of Portuguese letters back whole, in each of the three encodings', () => {
    const latin = fc.string({ unit: fc.constantFrom(...'abcçãáàâéêíóôõúüABCÇÃÉÍÓÚ ;,"\r\n0123456789'.split('')), maxLength: 80 });
    fc.assert(
      fc.property(latin, (text) => {
        expect(decodeSpreadsheetFile(new Uint8Array(Buffer.from(text, 'utf8')))).toMatchObject({ text });
        expect(decodeSpreadsheetFile(new Uint8Array(Buffer.from(`\uFEFF${text}`, 'utf8')))).toMatchObject({ text });
        expect(decodeSpreadsheetFile(new Uint8Array(Buffer.from(text, 'latin1')))).toMatchObject({ text });
      }),
      { numRuns: 500 },
    );
  });

  it('refuses what is not text: a PNG, an .xlsx (a zip), NUL bytes', () => {
    const png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    const zip = new Uint8Array(Buffer.from('504b0304140006000800000021', 'hex'));
    const notText = { notText: true, reason: openingCsvTexts.notText };
    expect(decodeSpreadsheetFile(png)).toEqual(notText);
    expect(decodeSpreadsheetFile(zip)).toEqual(notText);
    expect(decodeSpreadsheetFile(new Uint8Array([0x61, 0x00, 0x62]))).toEqual(notText);
    expect(hasBinaryCharacters('linha 1\tcoluna\r\nlinha 2')).toBe(false);
    expect(hasBinaryCharacters('texto \uFFFD quebrado')).toBe(true);
  });
});

describe('bytes that are not valid UTF-8: read as Windows-1252 only when that is plausible', () => {
  const broken = { notText: true, reason: openingCsvTexts.brokenUtf8 };
  it('refuses UTF-8 with bad bytes (cut or corrupted), and a file with a UTF-8 BOM that is not UTF-8', () => {
    const utf8 = Buffer.from('familia;cidade\r\nfamilia-1;São Paulo\r\n', 'utf8');
    expect(decodeSpreadsheetFile(new Uint8Array([...utf8, 0xff]))).toEqual(broken);
    expect(decodeSpreadsheetFile(new Uint8Array([...Buffer.from('São Jo', 'utf8'), 0xc3, 0x41]))).toEqual(broken);
    expect(decodeSpreadsheetFile(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Simões', 'latin1')]))).toEqual(broken);
  });
  it('reads a plain Windows-1252 text (no UTF-8 sequence in it)', () => {
    expect(hasUtf8Sequence(new Uint8Array(Buffer.from('Conceição — “aspas”', 'utf8')))).toBe(true);
    expect(hasUtf8Sequence(new Uint8Array(Buffer.from('Conceição, São João', 'latin1')))).toBe(false);
    expect(decodeSpreadsheetFile(new Uint8Array(Buffer.from('São João', 'latin1')))).toEqual({ text: 'São João', encoding: 'windows-1252' });
  });
});

// Proves: no field of an uploaded opening holds text that reads differently from what it is: every bidirectional
// mark, embedding, override and isolate (U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) is refused, one by one.
describe("an opening's fields", () => {
  it.each([
    ['\u0007'], ['\u0085'], ['\uFFFD'], ['\u200B'], ['\uFEFF'], ['\u001B[31m'],
    ['\u200E'], ['\u200F'], ['\u202A'], ['\u202B'], ['\u202C'], ['\u202D'], ['\u202E'], ['\u2066'], ['\u2067'], ['\u2068'], ['\u2069'],
  ])('refuse %j, naming the field', (bad) => {
    expect(hasForbiddenFieldCharacters(`Família${bad}`)).toBe(true);
    const parsed = openingRecord.safeParse({ id: 'vaga-1', clientId: 'familia-1', createdAt: '2026-11-24T10:00:00Z', detalhesVaga: `Cuidar${bad} da Dona Maria` });
    expect(parsed.success ? '' : parsed.error.issues[0].message).toContain('tem caracteres que não são permitidos');
  });
  it('accept tab and line breaks, accents and a narrow no-break space', () => {
    expect(hasForbiddenFieldCharacters('Linha 1\r\nLinha 2\tção\u202F€')).toBe(false);
    expect(openingRecord.safeParse({ id: 'vaga-1', clientId: 'familia-1', createdAt: '2026-11-24T10:00:00Z', medicacoes: ['Losartana\u200D'] }).success).toBe(false);
  });
});

describe('brazilianDateTimeToIso (São Paulo time)', () => {
  it.each([
    ['24/11/2026 10:00', '2026-11-24T13:00:00Z'],
    ['24/11/2026', '2026-11-24T03:00:00Z'],
    ['1/2/2027 7:05:09', '2027-02-01T10:05:09Z'],
    ['31/12/2026 23:59', '2027-01-01T02:59:00Z'],
    // Brasília summer time (−2 h) until 2019: the zone's own rules, not a fixed offset
    ['15/01/2018 10:00', '2018-01-15T12:00:00Z'],
  ])('%s → %s', (given, iso) => expect(brazilianDateTimeToIso(given)).toBe(iso));

  it.each(['31/02/2026', '24/13/2026', '24/11/2026 24:00', '2026-11-24T10:00:00Z', '24-11-2026', 'ontem', ''])('%s is not read as a Brazilian date', (given) =>
    expect(brazilianDateTimeToIso(given)).toBeUndefined(),
  );

  it.each([
    ['2026-12-01', '2026-12-01T03:00:00Z'],
    ['2026-12-01T09:30', '2026-12-01T12:30:00Z'],
    ['2026-12-01 09:30:15', '2026-12-01T12:30:15Z'],
    // 23:59 of 01/12 in São Paulo is 02:59 UTC on 02/12; 23:30 of 31/12/2027 is 02:30 UTC on 01/01/2028.
    ['2026-12-01T23:59', '2026-12-02T02:59:00Z'],
    ['2027-12-31T23:30', '2028-01-01T02:30:00Z'],
    ['2018-01-15T10:00', '2018-01-15T12:00:00Z'],
  ])('an ISO day or time without a zone, %s, is São Paulo time: %s', (given, iso) => expect(isoWithoutZoneToIso(given)).toBe(iso));

  it.each(['2026-02-31', '2026-12-01T24:00', '2026-12-01T09:30:00Z', '2026-12-01T09:30:00-03:00', '01/12/2026', 'ontem', ''])('%s is not read as a day without a zone', (given) =>
    expect(isoWithoutZoneToIso(given)).toBeUndefined(),
  );

  it("the import reads a file's 'Publicada em' in each form a person writes, as São Paulo time", () => {
    const base = { id: 'v', clientId: 'f' };
    expect(openingRecord.parse({ ...base, createdAt: '01/12/2026 09:30' }).createdAt).toBe('2026-12-01T12:30:00Z');
    expect(openingRecord.parse({ ...base, createdAt: '2026-12-01T09:30' }).createdAt).toBe('2026-12-01T12:30:00Z');
    expect(openingRecord.parse({ ...base, createdAt: '2026-12-01' }).createdAt).toBe('2026-12-01T03:00:00Z');
    expect(openingRecord.safeParse({ ...base, createdAt: '2026-12-32' }).success).toBe(false);
  });

  it('the import takes both forms and stores the same instant', () => {
    const base = { id: 'v', clientId: 'f' };
    expect(openingRecord.parse({ ...base, createdAt: '24/11/2026 10:00' }).createdAt).toBe('2026-11-24T13:00:00Z');
    expect(openingRecord.parse({ ...base, createdAt: '2026-11-24T13:00:00Z' }).createdAt).toBe('2026-11-24T13:00:00Z');
    expect(openingRecord.safeParse({ ...base, createdAt: '31/02/2026' }).success).toBe(false);
  });
});

describe('professionalTypeOf and the import\'s Função', () => {
  it('reads the spec\'s three types in their common spellings, and only those', () => {
    for (const type of PROFESSIONAL_TYPES) expect(professionalTypeOf(type)).toBe(type);
    expect(['cuidadora', 'Cuidador(a)', ' CUIDADOR '].map(professionalTypeOf)).toEqual(['Cuidador', 'Cuidador', 'Cuidador']);
    expect(['enfermeira', 'Enfermeiro', 'ENFERMEIRO(A)', 'Enfermeira(o)'].map(professionalTypeOf)).toEqual(Array(4).fill('Enfermeiro(a)'));
    expect(professionalTypeOf('acompanhante')).toBe('Acompanhante');
    for (const other of ['Técnico de enfermagem', 'técnica de enfermagem', 'Auxiliar de enfermagem', 'Folguista', 'cuidadora de idosos', 'Enfermeiro chefe']) expect(professionalTypeOf(other)).toBeUndefined();
  });

  it('the import stores the spec\'s name, keeps an empty one unknown, and refuses any other with its reason', () => {
    const base = { id: 'v', clientId: 'f', createdAt: '2026-11-24T13:00:00Z' };
    expect(openingRecord.parse({ ...base, tipoProfissional: 'cuidadora' }).tipoProfissional).toBe('Cuidador');
    expect(openingRecord.parse({ ...base, tipoProfissional: '  ' }).tipoProfissional).toBeUndefined();
    expect(openingRecord.parse(base).tipoProfissional).toBeUndefined();
    const refused = openingRecord.safeParse({ ...base, tipoProfissional: 'Técnico de enfermagem' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(
      '"Técnico de enfermagem" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro).',
    );
  });
});
