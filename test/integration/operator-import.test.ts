import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lambdas/base/table/client';
import { findEmailClaim } from '../../lambdas/caregivers/data/caregivers';
import { listUnreadNotices, markNoticeRead } from '../../lambdas/notices/data/notices';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { useLocalStack, TSX } from './helpers/local-stack';

// The stack sets the environment (endpoints, table) that the CLI child process inherits.
useLocalStack({ seed: true });
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

async function snapshot() {
  const out = await db().send(new ScanCommand({ TableName: tableName() }));
  return (out.Items ?? []).map((i) => JSON.stringify(i, Object.keys(i).sort())).sort();
}

const file = {
  families: [{ id: 'familia-importada', name: 'Família Importada' }, { id: 'familia ruim' }],
  openings: [
    { id: 'vaga-imp-1', clientId: 'familia-importada', createdAt: '2026-11-20T10:00:00Z', cep: '22071-900', tipoProfissional: 'Acompanhante', enderecoCompleto: { cidade: 'Rio de Janeiro' } },
    { id: 'vaga-imp-2', clientId: 'familia-01', createdAt: '2026-11-20T09:00:00Z' },
    { id: 'vaga-imp-3', clientId: 'familia-que-nao-existe', createdAt: '2026-11-20T08:00:00Z' },
    { id: 'vaga-imp-4', clientId: 'familia-importada', createdAt: 'ontem' },
    { id: 'vaga-imp-5', clientId: 'familia-importada', createdAt: '2026-11-20T07:00:00Z', salario: 10 },
  ],
  notices: [
    { id: 'aviso-imp-1', email: SAMPLE_ACCOUNT.email.toUpperCase(), mensagem: 'Aviso importado', createdAt: 1763600000 },
    { id: 'aviso-imp-2', email: 'ninguem@exemplo.com.br', mensagem: 'Para ninguém' },
  ],
};

describe('operator import (npm run import)', () => {
  it('outside --local refuses to run without AWS_REGION (the profile would pick the region), before reading anything', async () => {
    const { AWS_REGION: _region, ...withoutRegion } = process.env;
    const out = (await run(TSX, ['bin/import.ts', 'nao-existe.json'], { cwd: ROOT, env: withoutRegion }).catch((e: { code: number; stderr: string }) => e)) as { code?: number; stderr: string };
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('Defina AWS_REGION=sa-east-1 (a região da stack)');
  });

  it('writes valid records, refuses the rest with reasons, and a second run changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const filePath = path.join(dir, 'dados.json');
    fs.writeFileSync(filePath, JSON.stringify(file));
    const cli = () => run(TSX, ['bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e: { code: number; stdout: string }) => e);

    const first = (await cli()) as { code?: number; stdout: string };
    expect(first.code).toBe(2);
    expect(first.stdout).toContain('Gravados: 1 família(s), 2 vaga(s), 1 aviso(s).');
    expect(first.stdout).toContain('Recusados: 5');
    expect(first.stdout).toContain('família #2 (familia ruim): Campo "id" (no formulário: Identificador da nova família): o identificador deve ter de 1 a 64 letras');
    expect(first.stdout).toContain('vaga #3 (familia-que-nao-existe/vaga-imp-3): família "familia-que-nao-existe" não existe');
    expect(first.stdout).toContain('vaga #4 (vaga-imp-4): Campo "createdAt": deve ser uma data como 24/11/2026');
    expect(first.stdout).toContain('vaga #5 (vaga-imp-5): Campo não permitido: salario.');
    expect(first.stdout).toContain('aviso #2 (aviso-imp-2): nenhuma cuidadora cadastrada com o e-mail ninguem@exemplo.com.br.');

    const uid = (await findEmailClaim(SAMPLE_ACCOUNT.email))!.uid;
    const imported = (await listUnreadNotices(uid)).find((n) => n.mensagem === 'Aviso importado')!;
    expect(imported.createdAt).toBe(1763600000);
    // The caregiver reads it; importing again must not make it unread.
    await markNoticeRead(uid, imported.id);
    const before = await snapshot();
    expect(before.some((i) => i.includes('"bairro":"Copacabana"') && i.includes('vaga-imp-1'))).toBe(true);

    const second = (await cli()) as { code?: number; stdout: string };
    expect(second.stdout).toContain('Gravados: 1 família(s), 2 vaga(s), 0 aviso(s).');
    expect(second.stdout).toContain('Já existiam (mantidos como estão): 1 aviso(s).');
    expect(await snapshot()).toEqual(before);
  });

  it('reads a spreadsheet as Excel saves it: UTF-8, UTF-8 with BOM or Windows-1252 give the same records; Excel dates; Função by its common spellings', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const text = [
      'familia;familia_nome;vaga;createdAt;cep;tipoProfissional;detalhesVaga;bairro;cidade',
      'familia-excel;Família Simões;vaga-excel-1;24/11/2026 10:00;13015-904;cuidadora;Almoço incluído, São Paulo à noite;Centro;Campinas',
      'familia-excel;;vaga-excel-2;24/11/2026;;ENFERMEIRA;;;São Paulo',
      'familia-excel;;vaga-excel-3;2026-11-20T10:00:00Z;;Técnico de enfermagem;;;São Paulo',
    ].join('\r\n');
    const files = {
      'utf-8': Buffer.from(text, 'utf8'),
      'utf-8-bom': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      'windows-1252': Buffer.from(text, 'latin1'),
    };
    const cli = (name: string, bytes: Buffer) => {
      const filePath = path.join(dir, `${name}.csv`);
      fs.writeFileSync(filePath, bytes);
      return run(TSX, ['bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e: { code: number; stdout: string }) => e) as Promise<{ code?: number; stdout: string }>;
    };
    const ofFamily = async () => (await snapshot()).filter((i) => i.includes('familia-excel'));

    const first = await cli('utf8', files['utf-8']);
    expect(first.stdout).toContain('Arquivo lido como UTF-8.');
    expect(first.stdout).toContain('Gravados: 1 família(s), 2 vaga(s), 0 aviso(s).');
    expect(first.stdout).toContain('vaga da linha 4 (vaga-excel-3): Coluna "tipoProfissional" (no formulário: Função): "Técnico de enfermagem" não é uma das funções do Carey');
    expect(first.stdout).toContain('vaga da linha 2 (familia-excel/vaga-excel-1): Função "cuidadora" lida como "Cuidador".');
    expect(first.stdout).toContain('vaga da linha 3 (familia-excel/vaga-excel-2): Função "ENFERMEIRA" lida como "Enfermeiro(a)".');
    const records = await ofFamily();
    expect(records.some((i) => i.includes('"name":"Família Simões"'))).toBe(true);
    expect(records.some((i) => i.includes('"detalhesVaga":"Almoço incluído, São Paulo à noite"') && i.includes('"dataInformada":"2026-11-24T13:00:00.000Z"') && i.includes('"tipoProfissional":"Cuidador"'))).toBe(true);
    expect(records.some((i) => i.includes('vaga-excel-2') && i.includes('"dataInformada":"2026-11-24T03:00:00.000Z"') && i.includes('"tipoProfissional":"Enfermeiro(a)"'))).toBe(true);

    for (const [encoding, label] of [['utf-8-bom', 'UTF-8 (com BOM)'], ['windows-1252', 'Windows-1252 (o padrão do Excel no Brasil)']] as const) {
      const again = await cli(encoding, files[encoding]);
      expect(again.stdout).toContain(`Arquivo lido como ${label}.`);
      expect(again.stdout).toContain('Gravados: 1 família(s), 2 vaga(s), 0 aviso(s).');
      expect(await ofFamily()).toEqual(records);
    }
  });

  it('refuses a file that is not text (a PNG renamed .csv) as not a CSV, and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const filePath = path.join(dir, 'foto.csv');
    fs.writeFileSync(filePath, Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    const before = await snapshot();
    const result = (await run(TSX, ['bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code: number; stderr: string };
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Arquivo recusado: o arquivo não é uma planilha CSV nem um JSON de vagas');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file that is not the expected shape', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const filePath = path.join(dir, 'ruim.json');
    fs.writeFileSync(filePath, JSON.stringify([1, 2]));
    const result = (await run(TSX, ['bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code: number; stderr: string };
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Arquivo recusado: O arquivo deve ser um objeto JSON');
  });

  it('takes the CSV file with the same report, each record by its line; a bad CSV file is refused as a whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const csv = path.join(dir, 'vagas.csv');
    fs.writeFileSync(csv, '\uFEFFfamilia;familia_nome;vaga;createdAt;cep;cidade\r\nfamilia-cli-csv;"Família; CLI";vaga-cli-1;2026-11-20T10:00:00Z;22071-900;Rio de Janeiro\r\nfamilia-cli-csv;;vaga-cli-2;ontem;;\r\n');
    const result = (await run(TSX, ['bin/import.ts', csv], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code?: number; stdout: string };
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('Gravados: 1 família(s), 1 vaga(s), 0 aviso(s).');
    expect(result.stdout).toContain('vaga da linha 3 (vaga-cli-2): Coluna "createdAt": deve ser uma data como 24/11/2026');
    expect((await snapshot()).some((i) => i.includes('"bairro":"Copacabana"') && i.includes('vaga-cli-1'))).toBe(true);

    fs.writeFileSync(csv, 'familia,vaga\nfamilia-cli-csv,"vaga-cli-3\n');
    const bad = (await run(TSX, ['bin/import.ts', csv], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code: number; stderr: string };
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Arquivo recusado: linha 2: aspas abertas e não fechadas até o fim do arquivo.');
  });
});
