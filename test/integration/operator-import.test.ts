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
import { useLocalStack } from './helpers/local-stack';

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
  it('writes valid records, refuses the rest with reasons, and a second run changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const filePath = path.join(dir, 'dados.json');
    fs.writeFileSync(filePath, JSON.stringify(file));
    const cli = () => run('npx', ['tsx', 'bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e: { code: number; stdout: string }) => e);

    const first = (await cli()) as { code?: number; stdout: string };
    expect(first.code).toBe(2);
    expect(first.stdout).toContain('Gravados: 1 família(s), 2 vaga(s), 1 aviso(s).');
    expect(first.stdout).toContain('Recusados: 5');
    expect(first.stdout).toContain('família #2 (familia ruim): id: Família: o id deve ter de 1 a 64 letras');
    expect(first.stdout).toContain('vaga #3 (familia-que-nao-existe/vaga-imp-3): família "familia-que-nao-existe" não existe');
    expect(first.stdout).toContain('vaga #4 (vaga-imp-4): createdAt: createdAt deve ser uma data e hora ISO 8601');
    expect(first.stdout).toContain('vaga #5 (vaga-imp-5): campo não permitido: salario.');
    expect(first.stdout).toContain('aviso #2 (aviso-imp-2): nenhum cuidador cadastrado com o email ninguem@exemplo.com.br.');

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

  it('refuses a file that is not the expected shape', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const filePath = path.join(dir, 'ruim.json');
    fs.writeFileSync(filePath, JSON.stringify([1, 2]));
    const result = (await run('npx', ['tsx', 'bin/import.ts', filePath], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code: number; stderr: string };
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Arquivo recusado: O arquivo deve ser um objeto JSON');
  });

  it('takes the CSV file with the same report, each record by its line; a bad CSV file is refused as a whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carey-import-'));
    const csv = path.join(dir, 'vagas.csv');
    fs.writeFileSync(csv, '\uFEFFfamilia;familia_nome;vaga;createdAt;cep;cidade\r\nfamilia-cli-csv;"Família; CLI";vaga-cli-1;2026-11-20T10:00:00Z;22071-900;Rio de Janeiro\r\nfamilia-cli-csv;;vaga-cli-2;ontem;;\r\n');
    const result = (await run('npx', ['tsx', 'bin/import.ts', csv], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code?: number; stdout: string };
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('Gravados: 1 família(s), 1 vaga(s), 0 aviso(s).');
    expect(result.stdout).toContain('vaga da linha 3 (vaga-cli-2): createdAt: createdAt deve ser uma data e hora ISO 8601');
    expect((await snapshot()).some((i) => i.includes('"bairro":"Copacabana"') && i.includes('vaga-cli-1'))).toBe(true);

    fs.writeFileSync(csv, 'familia,vaga\nfamilia-cli-csv,"vaga-cli-3\n');
    const bad = (await run('npx', ['tsx', 'bin/import.ts', csv], { cwd: ROOT, env: process.env }).catch((e) => e)) as { code: number; stderr: string };
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Arquivo recusado: linha 2: aspas abertas e não fechadas até o fim do arquivo.');
  });
});
