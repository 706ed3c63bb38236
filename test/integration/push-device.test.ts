import { spawn } from 'node:child_process';
import path from 'node:path';
import { apiPaths, teamApiPaths } from '../../contract';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { api, signIn, signInOperator, TSX, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });
const ROOT = path.resolve(__dirname, '../..');

/** `npm run push-device` (bin/push-device.ts) against this stack: its output as it comes, and its end. */
function pushDevice(...args: string[]) {
  const child = spawn(TSX, ['bin/push-device.ts', `--site=${stack().siteUrl}`, `--push=${stack().pushServiceUrl}`, ...args], { cwd: ROOT });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitFor = async (text: string) => {
    for (let i = 0; i < 600 && !output.includes(text); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

async function herDevices(): Promise<string[]> {
  const { accessToken } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  const exported = await api(stack(), apiPaths.accountExport, { token: accessToken });
  return (exported.json.notificacoesNoCelular as { endereco: string }[]).map((d) => d.endereco);
}

jest.setTimeout(120_000);

describe('npm run push-device: a phone with notifications on, against the local stack', () => {
  it("signs in as the sample caregiver, prints the team's notice to her decrypted, and Ctrl-C turns the device off", async () => {
    const device = pushDevice();
    expect(await device.waitFor('Ctrl-C desativa.')).toContain(`Notificações ativadas para ${SAMPLE_ACCOUNT.email} neste aparelho de teste (${stack().pushServiceUrl}/push/aparelho-`);
    const [endpoint] = await herDevices();
    expect(endpoint).toMatch(new RegExp(`^${stack().pushServiceUrl}/push/aparelho-[0-9a-f-]{36}$`));

    const operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
    const notice = (mensagem: string) =>
      api(stack(), teamApiPaths.notices, { method: 'POST', token: operator, json: { mensagem, destinatarias: 'uma', cuidadora: SAMPLE_ACCOUNT.email } });
    expect((await notice('Plantão extra no sábado: responda até sexta.')).status).toBe(201);
    expect((await notice('Nova vaga em Campinas amanhã.')).status).toBe(201);
    // Each push once, in order, decrypted with the device's own keys (the push service holds only encrypted bytes).
    const printed = await device.waitFor('Nova vaga em Campinas amanhã.');
    expect(printed.split('🔔').slice(1).map((p) => p.trim().split('\n').map((l) => l.trim()))).toEqual([
      ['Novo aviso da equipe Carey', 'Plantão extra no sábado: responda até sexta.', `${stack().siteUrl}/avisos`],
      ['Novo aviso da equipe Carey', 'Nova vaga em Campinas amanhã.', `${stack().siteUrl}/avisos`],
    ]);

    device.child.kill('SIGINT');
    expect(await device.exited).toBe(0);
    expect(device.output()).toContain('Notificações desativadas neste aparelho de teste.');
    expect(await herDevices()).toEqual([]);
  });

  it('says what to do when the password is wrong, and when no stack answers', async () => {
    const wrong = pushDevice('--password=errada-123');
    expect(await wrong.exited).toBe(1);
    expect(wrong.output()).toContain(`Não foi possível entrar como ${SAMPLE_ACCOUNT.email}: confira --email= e --password=.`);

    const nowhere = spawn(TSX, ['bin/push-device.ts', '--site=http://127.0.0.1:9'], { cwd: ROOT });
    let output = '';
    nowhere.stderr.on('data', (d: Buffer) => (output += d.toString()));
    expect(await new Promise((resolve) => nowhere.on('exit', resolve))).toBe(1);
    expect(output).toContain('Nenhum Carey local em http://127.0.0.1:9: rode npm run dev em outro terminal');
    expect(await herDevices()).toEqual([]);
  });
});
