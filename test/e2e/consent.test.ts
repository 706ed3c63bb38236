import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { db, tableName } from '../../lambdas/base/table/client';
import { caregiverKey, findEmailClaim } from '../../lambdas/caregivers/store';
import { visible } from './helpers/expect';
import { loginAsSample } from './helpers/login';
import { screenshot, useSite } from './helpers/site';
import { axeViolations } from './helpers/axe';

const site = useSite();

describe('new terms at sign-in (LGPD consent)', () => {
  it('after a new privacy policy version she accepts it at 360 px before going on, and is not asked again', async () => {
    // A new version of the privacy policy, as her record sees it: her last consent names an older one.
    const { uid } = (await findEmailClaim(SAMPLE_ACCOUNT.email))!;
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: caregiverKey(uid),
        UpdateExpression: 'SET consentimentos[0].privacidade = :old',
        ExpressionAttributeValues: { ':old': 'privacidade-2020-01-01' },
      }),
    );

    const page = await site.newPage();
    // The server refuses her routes until she accepts (decision 067): the page's early GETs and the sign-in's location are 403s.
    site.expectConsoleProblem(/^\/minha-conta: \[error\] Failed to load resource: the server responded with a status of 403/);
    await loginAsSample(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Atualizamos nossos termos' }));
    expect(await page.getByRole('heading', { name: 'Dados Cadastrais' }).count()).toBe(0);
    await visible(page.getByRole('link', { name: /Política de Privacidade/ }));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'legal_novos-termos');

    // The button answers the keyboard.
    await page.getByRole('button', { name: 'Aceitar e continuar' }).focus();
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { name: 'Dados Cadastrais' }));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Dados Cadastrais' }));
    expect(await page.getByRole('heading', { name: 'Atualizamos nossos termos' }).count()).toBe(0);
  });
});
