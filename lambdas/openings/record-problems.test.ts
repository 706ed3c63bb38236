import { csvColumnNamer, csvColumnOf, describeFormProblems, describeProblems, formLabelOf, jsonFieldNamer } from '../../contract/opening-problems';
import { parseOpeningCsv } from '../../contract/opening-csv';
import { withLines } from '../../contract/opening-file-parts';
import { openingRecord, problemsOf } from './import-file';

/** Issue 51, item 8: a record's problems name the file's column and the form's label, every one of them. */
describe("an imported record's problems", () => {
  const bad = { id: 'v-1', clientId: 'f-1', cep: '1234', tipoProfissional: 'Técnico de enfermagem', necessidadeEspecial: 'talvez', enderecoCompleto: { cidade: 7 } };

  it('lists every bad field of a record, each by its path, without naming the field in its text', () => {
    const parsed = openingRecord.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(problemsOf(parsed.error!)).toEqual([
      { campo: 'cep', texto: 'deve ter 8 dígitos (ex.: 01310-100).' },
      { campo: 'tipoProfissional', texto: '"Técnico de enfermagem" não é uma das funções do Carey: use Acompanhante, Cuidador ou Enfermeiro(a), ou deixe vazio (um técnico de enfermagem não é um enfermeiro).' },
      { campo: 'necessidadeEspecial', texto: 'deve ser sim ou não (no JSON: true ou false).' },
      { campo: 'enderecoCompleto.cidade', texto: 'deve ser um texto.' },
    ]);
  });

  it("maps each field to its CSV column and the 'Nova vaga' form's label", () => {
    expect(['id', 'clientId', 'createdAt', 'tipoProfissional', 'enderecoCompleto.bairro', 'medicacoes.2', 'salario'].map((f) => csvColumnOf('opening', f))).toEqual(['vaga', 'familia', 'createdAt', 'tipoProfissional', 'bairro', 'medicacoes', undefined]);
    expect(['name', 'avatar', 'id'].map((f) => csvColumnOf('family', f))).toEqual(['familia_nome', 'familia_avatar', 'familia']);
    expect(['id', 'cep', 'tipoProfissional', 'enderecoCompleto.cidade', 'createdAt', 'medicacoes.0'].map((f) => formLabelOf('opening', f))).toEqual(['Identificador da vaga', 'CEP', 'Função', 'Cidade', undefined, 'Medicações (uma por linha)']);
    expect(formLabelOf('family', 'name')).toBe('Nome da nova família');
  });

  it('says them in a JSON file by the path, in a CSV file by the header as the file wrote it, in the form by its label', () => {
    const problems = [{ campo: 'createdAt', texto: 'deve ser uma data.' }, { campo: 'tipoProfissional', texto: '"x" não é uma das funções.' }, { texto: 'campo não permitido: salario.' }];
    expect(describeProblems('opening', problems, jsonFieldNamer)).toBe('Campo "createdAt": deve ser uma data. Campo "tipoProfissional" (no formulário: Função): "x" não é uma das funções. Campo não permitido: salario.');
    expect(describeProblems('opening', problems, csvColumnNamer({ createdAt: 'publicada em', tipoProfissional: 'FUNÇÃO' }))).toBe(
      'Coluna "publicada em": deve ser uma data. Coluna "FUNÇÃO" (no formulário: Função): "x" não é uma das funções. Campo não permitido: salario.',
    );
    expect(describeFormProblems('opening', problems.slice(1))).toBe('Função: "x" não é uma das funções. Campo não permitido: salario.');
  });

  it("a CSV file's report names the columns by the file's own header cells", () => {
    const { lines } = parseOpeningCsv('Família;vaga;Publicada em;FUNÇÃO\r\nf-1;v-1;ontem;Técnico\r\n');
    expect(lines.headers).toEqual({ familia: 'Família', vaga: 'vaga', createdAt: 'Publicada em', tipoProfissional: 'FUNÇÃO' });
    const problems = [{ campo: 'createdAt', texto: 'deve ser uma data.' }, { campo: 'tipoProfissional', texto: 'não é uma função.' }];
    const report = { written: { families: 1, openings: 0, notices: 0 }, unchanged: { notices: 0 }, refused: [{ kind: 'opening' as const, index: 0, ref: 'v-1', reason: 'por JSON', problems }], unplaced: [] };
    expect(withLines(report, lines).refused[0]).toMatchObject({ linha: 2, reason: 'Coluna "Publicada em": deve ser uma data. Coluna "FUNÇÃO" (no formulário: Função): não é uma função.' });
  });
});
