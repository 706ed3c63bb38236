import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { importData } from '../../lambdas/openings/operator-import';
import { mailbox } from '../integration/helpers/local-stack';
import { axeViolations } from './helpers/axe';
import { visible } from './helpers/expect';
import { loginAsSample } from './helpers/login';
import { PHONE, screenshot, useSite, type Mail } from './helpers/site';

const site = useSite();

type RawMail = Mail & { headers?: { name: string; value: string }[] };
const header = (mail: RawMail, name: string) => mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;
const mailsToSample = async () => ((await mailbox(site.stack())) as RawMail[]).filter((m) => m.destination.to.some((to) => to.includes(SAMPLE_ACCOUNT.email)));
const digestJob = () => site.stack().runJob('send-alert-digests', { settleMs: 0 }) as Promise<Record<string, number>>;
const nothingDone = { sent: 0, 'not-due': 0, 'nothing-to-send': 0, 'no-caregiver': 0, unconfirmed: 0, failed: 0 };

// New openings after the alert exists, placed by their CEPs (Cambuí, Campinas is the caregiver's CEP): one matches
// "Cuidador, até 10 km"; the others are a Cuidador vaga in São Paulo and an Acompanhante vaga 9 km away.
const newOpenings = {
  families: [{ id: 'familia-alerta-e2e', name: 'Família Alerta' }],
  openings: [
    { id: 'alerta-perto', clientId: 'familia-alerta-e2e', createdAt: '2026-11-22T10:00:00Z', cep: '13045-000', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Campinas' } },
    { id: 'alerta-longe', clientId: 'familia-alerta-e2e', createdAt: '2026-11-22T11:00:00Z', cep: '01310-100', tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'São Paulo' } },
    { id: 'alerta-outra-funcao', clientId: 'familia-alerta-e2e', createdAt: '2026-11-22T12:00:00Z', cep: '13083-852', tipoProfissional: 'Acompanhante', enderecoCompleto: { cidade: 'Campinas' } },
  ],
  notices: [],
};

describe('job alerts, from "Avise-me de novas vagas" to the unsubscribe link, on a 360 px phone', () => {
  it('saves the search, e-mails one digest for a new matching opening, and the link in it cancels her alerts without login', async () => {
    const page = await site.newPage({ viewport: PHONE, geolocation: false });
    await loginAsSample(page);
    const alertsRegion = page.getByRole('region', { name: 'Alertas de vagas' });
    await visible(alertsRegion.getByText('Você ainda não tem alertas.', { exact: false }));

    // Her position from a typed CEP, then Filtrar → Cuidador, até 10 km → "Avise-me de novas vagas".
    await page.goto('/buscar-vagas');
    await page.getByRole('button', { name: 'Informar CEP' }).click();
    await page.getByLabel('Seu CEP').fill('13025-320');
    await page.getByRole('button', { name: 'Usar este CEP' }).click();
    await visible(page.getByText('Distâncias a partir do CEP 13025-320 (Cambuí, Campinas).'));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByLabel('Função').selectOption('Cuidador');
    await page.getByLabel('Distância máxima').selectOption('10');
    await page.getByRole('button', { name: 'Avise-me de novas vagas' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Alerta criado! Você receberá no máximo um e-mail por dia com as novas vagas desta busca.' }));
    await screenshot(page, 'alertas_criado');

    await page.goto('/minha-conta');
    await visible(alertsRegion.getByText('Cuidador · até 10 km de você', { exact: true }));
    expect(await alertsRegion.getByRole('button', { name: 'Excluir' }).count()).toBe(1);
    await visible(alertsRegion.getByText('1 de 5 alertas'));

    // The operator imports new openings; the stream matches them; the daily digest job e-mails her once.
    expect(await mailsToSample()).toEqual([]);
    const report = await importData(newOpenings);
    expect(report.refused).toEqual([]);
    expect(report.unplaced).toEqual([]);
    await site.stack().drainStreams();
    expect(await digestJob()).toEqual({ ...nothingDone, sent: 1 });
    const mails = await mailsToSample();
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest.subject).toBe('Carey: 1 nova vaga para os seus alertas');
    expect(digest.body.text).toMatch(/Vaga de Cuidador — Jardim Ipaussurama, Campinas · a \d+(,\d)? km\n/);
    expect(digest.body.text).not.toMatch(/São Paulo|Acompanhante|Cidade Universitária/);
    const link = header(digest, 'List-Unsubscribe')!.match(/^<(.+)>$/)?.[1] ?? '';
    expect(link.startsWith(`${site.stack().siteUrl}/api/alerts/unsubscribe?token=`)).toBe(true);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(digest.body.text).toContain(`Para não receber mais alertas: ${link}`);
    // The opening's own link: /buscar-vagas?vaga=<id> opens its details over the list; closing drops the link.
    const openingLink = /^ {2}(\S+\?vaga=\S+)$/m.exec(digest.body.text ?? '')?.[1] ?? '';
    expect(openingLink).toBe(`${site.stack().siteUrl}/buscar-vagas?vaga=alerta-perto`);
    await page.goto(openingLink);
    const details = await visible(page.getByRole('dialog', { name: 'Família Alerta' }));
    await screenshot(page, 'alertas_link-da-vaga');
    await details.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL((url) => url.pathname === '/buscar-vagas' && url.search === '');
    await page.goto('/minha-conta');

    // Run again: the opening was told once, nothing more goes out.
    expect(await digestJob()).toEqual(nothingDone);
    expect(await mailsToSample()).toHaveLength(1);

    // The link in a fresh browser, signed out: a Portuguese page that asks first (opening it changes nothing).
    const mailPage = await site.newPage({ viewport: PHONE });
    await mailPage.goto(link);
    await visible(mailPage.getByRole('heading', { level: 1, name: 'Cancelar alertas de vagas' }));
    expect(await mailPage.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(await axeViolations(mailPage)).toEqual([]);
    await page.reload();
    await visible(alertsRegion.getByText('Cuidador · até 10 km de você', { exact: true }));

    await mailPage.getByRole('button', { name: 'Não quero mais receber alertas' }).click();
    await visible(mailPage.getByRole('heading', { level: 1, name: 'Alertas cancelados' }));
    await visible(mailPage.getByText('Pronto: você não receberá mais e-mails de alertas de vagas do Carey.'));
    expect(await axeViolations(mailPage)).toEqual([]);
    await screenshot(mailPage, 'alertas_cancelados');

    // Unsubscribing deletes all her alerts: Minha Conta lists none.
    await page.reload();
    await visible(alertsRegion.getByText('Você ainda não tem alertas.', { exact: false }));
    expect(await alertsRegion.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
  }, 120_000);
});
