import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { handlerName, scheduledJobs } from '../../lambdas/routes';
import type { ImportFile } from '../../lambdas/openings/import-file';
import { importData } from '../../lambdas/openings/operator-import';
import { jobCommand } from '../../bin/job';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });

/** Runs `npm run job -- ...argv` in this process (the local stack's variables are the environment, as in AWS). */
async function job(...argv: string[]) {
  const lines: string[] = [];
  const out = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await jobCommand(argv, out);
  return { code, text: lines.join('\n') };
}

describe('npm run job', () => {
  it('lists every scheduled job with how often it runs and how long it waits', async () => {
    const { code, text } = await job();
    expect(code).toBe(0);
    for (const { handler, everyMinutes } of scheduledJobs) expect(text).toMatch(new RegExp(`${handlerName(handler)}\\s+a cada ${everyMinutes} min; espera \\d+ min`));
    expect(text).toContain('send-alert-digests         a cada 15 min; espera 10 min');
    expect(text).toContain('--now');
  });

  it('refuses an unknown job or option, listing the jobs', async () => {
    expect(await job('limpar-tudo')).toEqual({ code: 1, text: expect.stringMatching(/^Tarefa desconhecida: limpar-tudo\.\nUso: npm run job/) });
    expect(await job('send-alert-digests', '--agora')).toEqual({ code: 1, text: expect.stringMatching(/^Opção desconhecida: --agora\./) });
  });

  it('with --local and no npm run dev state, says so', async () => {
    const lines: string[] = [];
    const code = await jobCommand(['retry-support-emails', '--local'], { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) }, '/nao/existe');
    expect({ code, text: lines.join('\n') }).toEqual({ code: 1, text: 'Não achei o npm run dev local (nada em /nao/existe): rode npm run dev antes.' });
  });

  it('runs the digest: without --now it waits for the settle time, with --now she gets it at once', async () => {
    const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    expect((await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep: '01310-100' } })).status).toBe(200);
    expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { raioKm: 10 } })).status).toBe(201);
    const file = {
      families: [{ id: 'familia-job', name: 'Família Tarefa' }],
      openings: [{ id: 'vaga-job', clientId: 'familia-job', createdAt: new Date().toISOString(), cep: '01310-100', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'São Paulo' } }],
      notices: [],
    } as unknown as ImportFile;
    expect((await importData(file)).refused).toEqual([]);
    await stack().drainStreams();
    const digests = async () => (await mailbox(stack())).filter((m) => m.destination.to.some((to) => to.includes(SAMPLE_ACCOUNT.email)) && /vaga/i.test(m.subject));

    const waiting = await job('send-alert-digests');
    expect(waiting).toEqual({ code: 0, text: expect.stringContaining('Resultado: {"sent":0,') });
    expect(await digests()).toHaveLength(0);

    const now = await job('send-alert-digests', '--now');
    expect(now.text).toContain('Rodando send-alert-digests com as variáveis do ambiente (AWS), sem espera...');
    expect(now).toEqual({ code: 0, text: expect.stringContaining('Resultado: {"sent":1,') });
    expect(await digests()).toHaveLength(1);
  });
});
