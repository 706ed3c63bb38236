import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import type { ImportFile } from '../../lambdas/openings/import-file';
import { importData } from '../../lambdas/openings/operator-import';
import { queryAll } from '../../lambdas/base/table/client';
import { jobCommand } from '../../bin/job';
import { api, signIn, useLocalStack } from './helpers/local-stack';

/**
 * The table stream's redrive (issue 28, item 4): openings written while the stream consumer kept failing get no
 * alert match (the local stream, like AWS after 24 h, gives up on them); `npm run job -- rematch-openings` over the
 * failed window matches them once, through the consumer's own matcher, and a second run records nothing more.
 */
const stack = useLocalStack({ seed: true });

async function job(...argv: string[]) {
  const lines: string[] = [];
  const code = await jobCommand(argv, { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) });
  return { code, text: lines.join('\n') };
}

const opening = (id: string) => ({ id, clientId: 'familia-redrive', createdAt: '2026-10-01T12:00:00.000Z', cep: '01310-100', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'São Paulo' } });
const importOpenings = async (...ids: string[]) => {
  const file = { families: [{ id: 'familia-redrive', name: 'Família Redrive' }], openings: ids.map(opening), notices: [] } as unknown as ImportFile;
  expect((await importData(file)).refused).toEqual([]);
  await stack().drainStreams();
};

/** Her recorded matches for the redrive family's openings, by opening id (one entry per stored match item). */
async function matchedOpenings(uid: string): Promise<string[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': `CAREGIVER#${uid}`, ':sk': 'ALERTMATCH#familia-redrive#' } });
  return items.map((i) => String(i.openingId)).sort();
}

describe('npm run job -- rematch-openings', () => {
  it('matches once the openings written in a failed window, and only those; a second run doubles nothing', async () => {
    const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const uid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
    expect((await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep: '01310-100' } })).status).toBe(200);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { raioKm: 10 } })).status).toBe(201);

    await importOpenings('vaga-ok');
    expect(await matchedOpenings(uid)).toEqual(['vaga-ok']);

    // The consumer's table is gone: its batches fail, are retried, then skipped (the stream's records expire).
    const restore = stack().overrideVariable('TABLE_NAME', 'tabela-que-nao-existe');
    let from: string, to: string;
    try {
      await importOpenings('vaga-antes');
      from = new Date().toISOString();
      await importOpenings('vaga-falhou-1', 'vaga-falhou-2');
      to = new Date().toISOString();
    } finally {
      restore();
    }
    expect(await matchedOpenings(uid)).toEqual(['vaga-ok']);

    const first = await job('rematch-openings', '--from', from, '--to', to);
    expect(first).toEqual({ code: 0, text: expect.stringContaining('Vagas combinadas: 2; combinações novas: 2; já existentes: 0;') });
    expect(await matchedOpenings(uid)).toEqual(['vaga-falhou-1', 'vaga-falhou-2', 'vaga-ok']);

    const second = await job('rematch-openings', `--from=${from}`, `--to=${to}`);
    expect(second).toEqual({ code: 0, text: expect.stringContaining('Vagas combinadas: 2; combinações novas: 0; já existentes: 2;') });
    expect(await matchedOpenings(uid)).toEqual(['vaga-falhou-1', 'vaga-falhou-2', 'vaga-ok']);
  });

  it('refuses a missing or reversed window, saying how to give it', async () => {
    expect(await job('rematch-openings', '--from', '2026-11-24T10:00:00Z')).toEqual({ code: 1, text: expect.stringMatching(/^Informe a janela com --from e --to/) });
    expect(await job('rematch-openings', '--from', '2026-11-24T10:00:00Z', '--to', '2026-11-24T09:00:00Z')).toEqual({ code: 1, text: expect.stringContaining('Uso: npm run job -- rematch-openings') });
    expect(await job('rematch-openings', '--from', '2026-11-24T10:00:00Z', '--to', '2026-11-24T11:00:00Z', '--agora')).toEqual({ code: 1, text: expect.stringMatching(/^Opção desconhecida: --agora\./) });
  });
});
