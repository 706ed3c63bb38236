import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { CsvFileError, OPENING_CSV_COLUMNS, parseOpeningCsv, writeOpeningCsv, type CsvFamily, type CsvOpening } from '../../contract/opening-csv';
import { mergeReports, recordCount, splitImport, withLines } from '../../contract/opening-file-parts';
import { MAX_FILE_BYTES, MAX_RECORDS_PER_REQUEST, RECORDS_PER_PART, type OpeningFileReport } from '../../contract/team-openings';
import { familyRecord, openingRecord } from './import-file';
import { PROFESSIONAL_TYPES } from '../../contract/openings';
import { hasForbiddenFieldCharacters } from '../../contract/spreadsheet-file';

const recordCountOf = (p: { input: Parameters<typeof recordCount>[0] }) => recordCount(p.input);
const HEADER = OPENING_CSV_COLUMNS.join(',');
const ref = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
// Free text: anything a spreadsheet cell holds (quotes, separators, line breaks, accents, spaces around), not empty.
// any text a field may hold: the import refuses control, zero-width and bidi characters (an emoji's joiner among them)
const text = (max: number) =>
  fc.string({ unit: fc.oneof(fc.constantFrom('"', ',', ';', '\n', '\r', ' ', '|', '=', 'ç', 'ã', '[', '{'), fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' })), minLength: 1, maxLength: max }).filter((t) => !hasForbiddenFieldCharacters(t));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const iso = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());

const openingArb = (clientId: string) =>
  fc.record(
    {
      id: ref,
      clientId: fc.constant(clientId),
      createdAt: iso,
      cep: maybe(fc.stringMatching(/^\d{5}-?\d{3}$/)),
      tipoProfissional: maybe(fc.constantFrom(...PROFESSIONAL_TYPES)),
      detalhesVaga: maybe(text(300)),
      generoIdoso: maybe(text(40)),
      necessidadeEspecial: maybe(fc.boolean()),
      possuiComorbidade: maybe(fc.boolean()),
      medicacoes: maybe(fc.array(fc.string({ maxLength: 30 }), { maxLength: 5 })),
      // '__proto__' is never a task the file can carry (it is dropped: the test below); any other name is.
      tarefas: maybe(fc.dictionary(fc.string({ maxLength: 20 }).filter((k) => k !== '__proto__'), fc.boolean(), { maxKeys: 4 })),
      generoPreferencia: maybe(text(40)),
      selectedDate: maybe(text(40)),
      selectedTime: maybe(text(40)),
      enderecoCompleto: maybe(fc.record({ bairro: maybe(text(60)), cidade: maybe(text(60)) }, { requiredKeys: [] }).filter((e) => e.bairro !== undefined || e.cidade !== undefined)),
      dataCriacao: maybe(text(40)),
      tipoContrato: maybe(text(60)),
      diariaTipo: maybe(text(60)),
    },
    { requiredKeys: ['id', 'clientId', 'createdAt'] },
  );

const fileArb = fc.uniqueArray(fc.record({ id: ref, name: maybe(text(80)), avatar: maybe(text(80)) }, { requiredKeys: ['id'] }), { selector: (f) => f.id, minLength: 1, maxLength: 3 }).chain((families) =>
  fc.record({
    families: fc.constant(families as CsvFamily[]),
    openings: fc.array(fc.constantFrom(...families.map((f) => f.id)).chain(openingArb), { maxLength: 4 }) as fc.Arbitrary<CsvOpening[]>,
  }),
);

/** Drops the keys whose value is undefined (what JSON does). */
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('the CSV file of families and openings', () => {
  it('any families and openings written to CSV and parsed back are the JSON input again, and pass the import checks', () => {
    fc.assert(
      fc.property(fileArb, fc.constantFrom(',' as const, ';' as const), fc.boolean(), (file, separator, bom) => {
        const parsed = parseOpeningCsv(`${bom ? '\uFEFF' : ''}${writeOpeningCsv(file, separator)}`);
        expect(parsed.input).toEqual({ ...json(file), notices: [] });
        expect(parsed.input.families.every((f) => familyRecord.safeParse(f).success)).toBe(true);
        expect(parsed.input.openings.every((o) => openingRecord.safeParse(o).success)).toBe(true);
      }),
      { numRuns: Number(process.env.CSV_RUNS ?? 300) },
    );
    // Slow on a shared machine (hundreds of files): more time than jest's default 5 s.
  }, 60_000);

  it('reads quoting as spreadsheets write it: commas, quotes and line breaks in a field, CRLF, a BOM, semicolons', () => {
    const csv = '\uFEFFfamilia;familia_nome;vaga;createdAt;detalhesVaga;cidade\r\n' + 'f1;"Silva; Souza";v1;2026-11-01T12:00:00Z;"Ela disse ""bom dia""\r\nà tarde, às 14h";São Paulo\r\n';
    expect(parseOpeningCsv(csv)).toEqual({
      input: {
        families: [{ id: 'f1', name: 'Silva; Souza' }],
        openings: [{ id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00Z', detalhesVaga: 'Ela disse "bom dia"\r\nà tarde, às 14h', enderecoCompleto: { cidade: 'São Paulo' } }],
        notices: [],
      },
      lines: { families: [2], openings: [2], headers: expect.any(Object) },
    });
  });

  it('gives each record the line it starts on (a quoted line break counts), skips blank lines, reads sim/não and lists', () => {
    const csv = [
      'familia,familia_nome,vaga,createdAt,necessidadeEspecial,medicacoes,tarefas,detalhesVaga',
      'f1,Família Um,,,,,,',
      '',
      'f1,,v1,2026-11-01T12:00:00Z,Sim, Losartana | Insulina ,Banho=sim | Cozinhar=não | Passear,"duas',
      'linhas"',
      ',,,,,,,',
      'f2,,v2,2026-11-02T12:00:00Z,talvez,"[""a|b""]",,',
    ].join('\n');
    const { input, lines } = parseOpeningCsv(csv);
    expect(lines).toEqual({ families: [2], openings: [4, 7], headers: expect.any(Object) });
    expect(input.families).toEqual([{ id: 'f1', name: 'Família Um' }]);
    expect(input.openings[0]).toEqual({
      id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00Z', necessidadeEspecial: true, medicacoes: ['Losartana', 'Insulina'],
      tarefas: { Banho: true, Cozinhar: false, Passear: true }, detalhesVaga: 'duas\nlinhas',
    });
    // Not a yes/no: passed on, so the import refuses it with its own reason.
    expect(input.openings[1]).toMatchObject({ necessidadeEspecial: 'talvez', medicacoes: ['a|b'] });
    expect(openingRecord.safeParse(input.openings[1]).success).toBe(false);
  });

  it("a task named '__proto__' is dropped, and no record's prototype changes", () => {
    const csv = 'familia,familia_nome,vaga,createdAt,tarefas\nf1,Um,v1,2026-11-01T12:00:00Z,__proto__=sim | Banho=sim\n';
    const { input } = parseOpeningCsv(csv);
    expect(input.openings[0].tarefas).toEqual({ Banho: true });
    expect(Object.getPrototypeOf(input.openings[0].tarefas)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).Banho).toBeUndefined();
  });

  it('a family named differently on a later row is a second record of the same id (refused by the import as repeated)', () => {
    const { input, lines } = parseOpeningCsv('familia,familia_nome,vaga,createdAt\nf1,Um,v1,2026-11-01T12:00:00Z\nf1,Um,v2,2026-11-01T12:00:00Z\nf1,Outro,v3,2026-11-01T12:00:00Z\n');
    expect(input.families).toEqual([{ id: 'f1', name: 'Um' }, { id: 'f1', name: 'Outro' }]);
    expect(lines.families).toEqual([2, 4]);
  });

  it.each([
    ['', 'o arquivo CSV está vazio (falta a linha de cabeçalho).'],
    ['familia,vaga,cor\n', 'coluna(s) desconhecida(s) no cabeçalho: cor.'],
    ['vaga,createdAt\n', 'o cabeçalho precisa da coluna "Família".'],
    ['familia,vaga,Familia\n', 'a coluna "Família" aparece mais de uma vez no cabeçalho.'],
    ['Família;Vaga;familia\n', 'a coluna "Família" aparece mais de uma vez no cabeçalho.'],
    ['familia,vaga\nf1,v1,x\n', 'linha 2: 3 campos, mas o cabeçalho tem 2 colunas.'],
    ['familia,vaga\nf1,"v1\n\n', 'linha 2: aspas abertas e não fechadas até o fim do arquivo.'],
    ['familia,vaga\nf1,"v1"x\n', 'linha 2: texto depois de aspas fechadas (use "" para aspas dentro de um campo).'],
  ])('refuses %j as a whole: %s', (csv, message) => {
    expect(() => parseOpeningCsv(csv)).toThrow(new CsvFileError(message));
  });

  it('the documented example file (docs/samples/vagas-exemplo.csv) is 2 families and 2 openings, all valid', () => {
    const { input, lines } = parseOpeningCsv(fs.readFileSync(path.join(__dirname, '../../docs/samples/vagas-exemplo.csv'), 'utf8'));
    expect({ families: input.families.length, openings: input.openings.length, lines }).toEqual({ families: 2, openings: 2, lines: { families: [2, 5], openings: [2, 3], headers: expect.any(Object) } });
    expect([...input.families.map((f) => familyRecord.safeParse(f)), ...input.openings.map((o) => openingRecord.safeParse(o))].every((r) => r.success)).toBe(true);
  });

  it("the template's header is in Portuguese, as a family's spreadsheet names its columns; one date column", () => {
    const header = writeOpeningCsv({ families: [{ id: 'f1', name: 'Família Um' }], openings: [] }, ';').split('\r\n')[0];
    expect(header).toBe(
      'Família;Nome da família;Foto da família;Vaga;Publicada em;CEP;Função;Detalhes da vaga;Gênero da pessoa idosa;Necessidade especial;Tem comorbidade;Medicações;Tarefas;Gênero preferido;Dia de início;Horário;Bairro;Cidade;Tipo de contrato;Tipo de diária',
    );
    // 'Data de criação' only when an opening has one (the JSON's second date, as text).
    const withText = writeOpeningCsv({ families: [], openings: [{ id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00Z', dataCriacao: 'ontem' } as CsvOpening] });
    expect(withText.split('\r\n')[0]).toContain(',Data de criação,');
  });

  it('reads the Portuguese header and the older JSON names alike, case, accents and spaces aside', () => {
    const portuguese = parseOpeningCsv('Família;Vaga;Publicada em;Dia de início;Horário;Função\r\nf1;v1;24/11/2026 10:00;Segunda a sexta;08:00 às 17:00;Cuidador\r\n');
    const old = parseOpeningCsv('familia,vaga,createdAt,selectedDate,selectedTime,tipoProfissional\nf1,v1,24/11/2026 10:00,Segunda a sexta,08:00 às 17:00,Cuidador\n');
    const loose = parseOpeningCsv(' FAMILIA ;vaga; publicada  EM ;DIA DE INICIO;horario;funcao\r\nf1;v1;24/11/2026 10:00;Segunda a sexta;08:00 às 17:00;Cuidador\r\n');
    const expected = [{ id: 'v1', clientId: 'f1', createdAt: '24/11/2026 10:00', selectedDate: 'Segunda a sexta', selectedTime: '08:00 às 17:00', tipoProfissional: 'Cuidador' }];
    expect([portuguese.input.openings, old.input.openings, loose.input.openings]).toEqual([expected, expected, expected]);
  });

  it('gives a row without an id one from what it says: the same row sent again gets the same id, another row another', () => {
    const file = 'Família;Vaga;Bairro;Cidade\r\nf1;;Centro;Campinas\r\nf1;;Centro;Campinas\r\nf1;;Cambuí;Campinas\r\nf2;;Centro;Campinas\r\nf1;v-dada;Centro;Campinas\r\n';
    const ids = parseOpeningCsv(file).input.openings.map((o) => o.id as string);
    expect(ids.slice(0, 4)).toEqual([expect.stringMatching(/^vaga-[0-9a-f]{12}$/), ids[0], expect.stringMatching(/^vaga-[0-9a-f]{12}$/), expect.stringMatching(/^vaga-[0-9a-f]{12}$/)]);
    expect(new Set([ids[0], ids[2], ids[3]]).size).toBe(3);
    expect(ids[4]).toBe('v-dada');
    expect(parseOpeningCsv(file).input.openings.map((o) => o.id)).toEqual(ids);
    // A row that only names a family is still a family, not an opening.
    expect(parseOpeningCsv('Família;Nome da família\r\nf9;Família Nove\r\n').input).toEqual({ families: [{ id: 'f9', name: 'Família Nove' }], openings: [], notices: [] });
  });

  it('the header is found whatever the case and spaces around the names', () => {
    expect(parseOpeningCsv(' FAMILIA , Vaga ,createdat\r\nf1,v1,2026-11-01T12:00:00Z').input.openings).toEqual([{ id: 'v1', clientId: 'f1', createdAt: '2026-11-01T12:00:00Z' }]);
    expect(HEADER.split(',')).toHaveLength(21);
  });
});

describe('a file sent in parts', () => {
  it("fits AWS's limits: 1 MB a request, base64-encoded, is under Lambda's 6 MB payload; parts are under the record limit", () => {
    expect(MAX_FILE_BYTES).toBe(1024 * 1024);
    expect(Math.ceil(MAX_FILE_BYTES / 3) * 4).toBeLessThan(6 * 1024 * 1024);
    expect({ MAX_RECORDS_PER_REQUEST, RECORDS_PER_PART }).toEqual({ MAX_RECORDS_PER_REQUEST: 500, RECORDS_PER_PART: 100 });
  });

  const families = Array.from({ length: 30 }, (_, i) => ({ id: `f${i}` }));
  const openings = Array.from({ length: 90 }, (_, i) => ({ id: `v${i}`, clientId: `f${i % 30}` }));
  const notices = [{ id: 'n1' }, { id: 'n2' }];

  it('counts records of anything a request may hold without failing', () => {
    expect([null, undefined, 'x', [1, 2], { openings: 'x' }, { families: [1], openings: [1, 2], notices: [] }].map((v) => recordCount(v as never))).toEqual([0, 0, 0, 0, 0, 3]);
  });

  it('keeps a family with all its openings, keeps every record once, and parts near the size asked', () => {
    const parts = splitImport({ families, openings, notices }, 10);
    // 30 groups of 4 (a family and its 3 openings): two a part; the 2 notices fill the last one.
    expect(parts.map(recordCountOf)).toEqual([...Array(14).fill(8), 10]);
    expect(parts.every((p) => recordCount(p.input) <= 10)).toBe(true);
    for (const part of parts) {
      const inPart = new Set((part.input.families as { id: string }[]).map((f) => f.id));
      expect((part.input.openings as { clientId: string }[]).every((o) => inPart.has(o.clientId))).toBe(true);
    }
    const positions = (kind: 'families' | 'openings' | 'notices') => parts.flatMap((p) => p.positions[kind]).sort((a, b) => a - b);
    expect(positions('families')).toEqual(families.map((_, i) => i));
    expect(positions('openings')).toEqual(openings.map((_, i) => i));
    expect(positions('notices')).toEqual([0, 1]);
  });

  it("puts the parts' reports back together with each record's position (and CSV line) in the whole file", () => {
    const parts = splitImport({ families, openings }, 10);
    const second = parts[1];
    const report = (over: Partial<OpeningFileReport>): OpeningFileReport => ({ written: { families: 4, openings: 4, notices: 0 }, unchanged: { notices: 0 }, refused: [], unplaced: [], ...over });
    const merged = mergeReports([
      { report: report({}), part: parts[0] },
      { report: report({ refused: [{ kind: 'opening', index: 1, ref: 'x', reason: 'r' }], unplaced: [{ index: 0, ref: 'y', reason: 'u' }] }), part: second },
    ]);
    expect(merged.written).toEqual({ families: 8, openings: 8, notices: 0 });
    expect(merged.refused).toEqual([{ kind: 'opening', index: second.positions.openings[1], ref: 'x', reason: 'r' }]);
    const lines = { families: families.map((_, i) => i + 2), openings: openings.map((_, i) => i + 32), headers: {} };
    expect(withLines(merged, lines).unplaced).toEqual([{ index: second.positions.openings[0], ref: 'y', reason: 'u', linha: second.positions.openings[0] + 32 }]);
  });
});
