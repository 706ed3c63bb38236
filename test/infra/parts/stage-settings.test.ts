import { readStageSettings } from '../../../infra/cdk/stage-settings';
import { defaultLinks } from '../../../infra/site-settings';

describe('stage settings from context', () => {
  const context = (values: Record<string, unknown>) => (key: string) => values[key];

  it('refuses a production stage without its sender, inbox, price ids, the public key of its access records and the alarm e-mail', () => {
    expect(() => readStageSettings(context({ stage: 'prod' }))).toThrow(/mailFrom, supportInbox, stripePriceMensal, stripePriceTrimestral, accessRecordsPublicKey, alarmEmail, alarmEmailFallback in context \(alarmEmail: the address the alarm topic e-mails; without it no alarm reaches a person; alarmEmailFallback: a second address/);
    // any other stage may go without one
    expect(readStageSettings(context({ stage: 'qa' })).alarmEmail).toBeUndefined();
  });

  it('starts on Cognito’s e-mail until sesVerified, and reads secret versions only as VersionIds', () => {
    expect(readStageSettings(context({ stage: 'qa' })).sesVerified).toBe(false);
    expect(readStageSettings(context({ stage: 'qa', stages: JSON.stringify({ qa: { sesVerified: 'true' } }) })).sesVerified).toBe(true);
    expect(readStageSettings(context({ stage: 'qa', stages: { qa: { sesVerified: true } } })).sesVerified).toBe(true);
    const id = '3c9b1f2e-7a4d-4e8b-9f60-1a2b3c4d5e6f';
    expect(readStageSettings(context({ stage: 'qa', stages: { qa: { stripeSecretVersionId: id } } })).stripeSecretVersionId).toBe(id);
    expect(() => readStageSettings(context({ stage: 'qa', stages: { qa: { stripeSecretVersionId: 'v2' } } }))).toThrow(/stripeSecretVersionId "v2" is not a Secrets Manager VersionId/);
  });

  it('refuses a production stage without the API domain that lets execute-api be disabled', () => {
    const prod = { account: '111111111111', mailFrom: 'a@carey.com.br', supportInbox: 's@carey.com.br', stripePriceMensal: 'p1', stripePriceTrimestral: 'p2', accessRecordsPublicKey: 'k', alarmEmail: 'o@carey.com.br', alarmEmailFallback: 'f@carey.com.br' };
    expect(() => readStageSettings(context({ stage: 'prod', stages: { prod } }))).toThrow(/apiDomainName and apiCertificateArn/);
    expect(() => readStageSettings(context({ stage: 'dev', stages: { dev: { apiDomainName: 'api.carey.com.br' } } }))).toThrow(/apiCertificateArn/);
  });

  it('pins every stage to sa-east-1 unless it names a region, and checks the account and region it names', () => {
    expect(readStageSettings(context({ stage: 'dev' }))).toMatchObject({ region: 'sa-east-1', account: undefined });
    expect(() => readStageSettings(context({ stage: 'qa', stages: { qa: { account: '1234' } } }))).toThrow(/12-digit/);
    expect(() => readStageSettings(context({ stage: 'qa', stages: { qa: { region: 'Brasil' } } }))).toThrow(/not an AWS region/);
    const prod = { account: '111111111111', mailFrom: 'a@carey.com.br', supportInbox: 's@carey.com.br', stripePriceMensal: 'p1', stripePriceTrimestral: 'p2', accessRecordsPublicKey: 'k', alarmEmail: 'o@carey.com.br', alarmEmailFallback: 'f@carey.com.br', apiDomainName: 'api.carey.com.br', apiCertificateArn: 'arn:cert', links: { whatsapp: 'https://wa.me/5511987654321', appStore: 'https://apps.apple.com/br/app/carey/id6450000001', encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' } };
    expect(readStageSettings(context({ stage: 'prod', stages: { prod } })).region).toBe('sa-east-1');
    expect(() => readStageSettings(context({ stage: 'production', stages: { production: { ...prod, region: 'us-east-1' } } }))).toThrow(/must be sa-east-1/);
  });

  // issue 49, item 3: the dead-letter alarms of the alarm e-mail tell alarmEmailFallback, which must be someone else's inbox
  it('refuses an alarmEmailFallback that is alarmEmail again, in any case or spacing', () => {
    const prod = { account: '111111111111', mailFrom: 'a@carey.com.br', supportInbox: 's@carey.com.br', stripePriceMensal: 'p1', stripePriceTrimestral: 'p2', accessRecordsPublicKey: 'k', alarmEmail: 'o@carey.com.br', apiDomainName: 'api.carey.com.br', apiCertificateArn: 'arn:cert', links: { whatsapp: 'https://wa.me/5511987654321', appStore: 'https://apps.apple.com/br/app/carey/id6450000001', encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' } };
    for (const same of ['o@carey.com.br', 'O@Carey.com.br ']) {
      expect(() => readStageSettings(context({ stage: 'prod', stages: { prod: { ...prod, alarmEmailFallback: same } } }))).toThrow(/alarmEmailFallback must be another address than alarmEmail/);
    }
    expect(readStageSettings(context({ stage: 'prod', stages: { prod: { ...prod, alarmEmailFallback: 'f@carey.com.br' } } })).alarmEmailFallback).toBe('f@carey.com.br');
  });

  // issue 49, item 7: the links' defaults are placeholders (infra/site-settings.ts); production names its own, as it does alarmEmail
  it('refuses a production stage until links names its WhatsApp, App Store and encarregado, and never the placeholders', () => {
    const prod = { account: '111111111111', mailFrom: 'a@carey.com.br', supportInbox: 's@carey.com.br', stripePriceMensal: 'p1', stripePriceTrimestral: 'p2', accessRecordsPublicKey: 'k', alarmEmail: 'o@carey.com.br', alarmEmailFallback: 'f@carey.com.br', apiDomainName: 'api.carey.com.br', apiCertificateArn: 'arn:cert' };
    const named = { whatsapp: 'https://wa.me/5511987654321', appStore: 'https://apps.apple.com/br/app/carey/id6450000001', encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' };
    const withLinks = (links?: Record<string, string>) => () => readStageSettings(context({ stage: 'prod', stages: { prod: { ...prod, ...(links ? { links } : {}) } } }));
    expect(withLinks()).toThrow('set stages.prod.links.whatsapp, stages.prod.links.appStore, stages.prod.links.encarregadoNome, stages.prod.links.encarregadoEmail in context (the defaults of infra/site-settings.ts are placeholders');
    // each one alone, left out or given as its placeholder
    for (const key of Object.keys(named) as (keyof typeof named)[]) {
      const { [key]: _left, ...rest } = named;
      expect(withLinks(rest)).toThrow(new RegExp(`set stages\\.prod\\.links\\.${key} in context`));
    }
    for (const key of ['whatsapp', 'appStore', 'encarregadoNome'] as const) {
      expect(withLinks({ ...named, [key]: defaultLinks[key] })).toThrow(new RegExp(`set stages\\.prod\\.links\\.${key} in context`));
    }
    expect(withLinks({ ...named, whatsapp: '  ' })).toThrow(/links\.whatsapp/);
    // as -c gives them too (a JSON string), and the others keep their defaults
    const settings = readStageSettings(context({ stage: 'prod', stages: JSON.stringify({ prod: { ...prod, links: named } }) }));
    expect(settings.links).toEqual({ ...defaultLinks, ...named });
    // other stages keep showing the placeholders
    expect(readStageSettings(context({ stage: 'qa' })).links).toEqual(defaultLinks);
  });

  it('refuses a custom domain without a certificate', () => {
    expect(() => readStageSettings(context({ stage: 'dev', stages: { dev: { domainName: 'carey.com.br' } } }))).toThrow(/certificateArn/);
  });

  it('takes the SES identity from the sender’s domain unless named', () => {
    expect(readStageSettings(context({ stage: 'qa', stages: { qa: { mailFrom: 'a@mail.carey.com.br' } } })).sesIdentity).toBe('mail.carey.com.br');
  });
});

describe('stage settings from the command line', () => {
  it('reads stages given as a JSON string with -c', () => {
    const settings = readStageSettings((key) =>
      ({ stage: 'qa', stages: JSON.stringify({ qa: { rum: 'true', logRetentionDays: '90', links: { whatsapp: 'https://wa.me/1' } } }) })[key],
    );
    expect(settings).toMatchObject({ stage: 'qa', production: false, rum: true, logRetentionDays: 90 });
    expect(settings.links.whatsapp).toBe('https://wa.me/1');
    expect(settings.links.supportEmail).toBe('suporte@carey.com.br');
  });

  it('names the encarregado (LGPD art. 41) per stage in links, for the privacy policy through /config.json', () => {
    const named = readStageSettings((key) => ({ stage: 'qa', stages: JSON.stringify({ qa: { links: { encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' } } }) })[key]);
    expect(named.links).toMatchObject({ encarregadoNome: 'Ana Lima', encarregadoEmail: 'dpo@carey.com.br' });
    expect(readStageSettings((key) => ({ stage: 'qa' })[key]).links.encarregadoEmail).toBe('privacidade@carey.com.br');
  });

  it('takes the days after which openings close by themselves (default 60; a bad value falls back to it)', () => {
    expect(readStageSettings((key) => ({ stage: 'qa' })[key]).openingsCloseAfterDays).toBe(60);
    expect(readStageSettings((key) => ({ stage: 'qa', stages: JSON.stringify({ qa: { openingsCloseAfterDays: '30' } }) })[key]).openingsCloseAfterDays).toBe(30);
    expect(readStageSettings((key) => ({ stage: 'qa', stages: JSON.stringify({ qa: { openingsCloseAfterDays: 45 } }) })[key]).openingsCloseAfterDays).toBe(45);
    expect(readStageSettings((key) => ({ stage: 'qa', stages: JSON.stringify({ qa: { openingsCloseAfterDays: '0' } }) })[key]).openingsCloseAfterDays).toBe(60);
  });

  it('rejects a stage name that cannot be part of resource names', () => {
    expect(() => readStageSettings((key) => ({ stage: 'Prod_1' })[key])).toThrow(/lower-case/);
  });
});
