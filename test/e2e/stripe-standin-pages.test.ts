import http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import Stripe from 'stripe';
import { startStripeStandIn } from '../../infra/local/stripe/stand-in';
import { listen, readBody, stopServer } from '../../infra/local/net';
import { useCleanConsole } from './helpers/site';
import { axeViolations } from './helpers/axe';
import { hasValidCrc } from '../../infra/local/stripe/br-code';

/**
 * The stand-in's checkout and portal pages in a real browser (Debian's Chromium): accessible (axe, WCAG 2 AA),
 * usable on a phone-sized screen, and wired: 'Pagar' delivers correctly signed events, then follows the
 * success URL; 'Cancelar assinatura' delivers customer.subscription.deleted. The Pix page shows the QR code and the
 * BR Code to copy, and its bank-app buttons deliver Stripe's Pix events.
 */
const SECRET = 'whsec_e2e';
const received: Stripe.Event[] = [];
let site: http.Server;
let siteUrl = '';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let sdk: Stripe;
let browser: Browser;
const browserConsole = useCleanConsole();

beforeAll(async () => {
  // Plays our site: verifies and records webhook deliveries, and answers the success/cancel pages.
  site = http.createServer(async (req, res) => {
    if (req.url === '/api/stripe/webhook') {
      const body = (await readBody(req)).toString('utf8');
      try {
        received.push(Stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET));
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end('{}');
      }
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html lang="pt-BR"><title>Carey</title><h1>Carey</h1></html>');
  });
  siteUrl = `http://127.0.0.1:${await listen(site, 0)}`;
  standIn = await startStripeStandIn({ port: 0, secretKey: 'sk_test_e2e', webhookSecret: SECRET, webhookUrl: () => `${siteUrl}/api/stripe/webhook`, prices: { price_m: 'Mensal', price_t: 'Trimestral' } });
  sdk = new Stripe('sk_test_e2e', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await standIn?.stop();
  if (site) await stopServer(site);
});

async function newSession(price: string) {
  const customer = await sdk.customers.create({ email: 'e2e@exemplo.com' });
  return sdk.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    metadata: { uid: 'u-e2e', plan: price === 'price_m' ? 'Mensal' : 'Trimestral' },
    subscription_data: { metadata: { uid: 'u-e2e' } },
    allow_promotion_codes: true,
    success_url: `${siteUrl}/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl}/minha-conta`,
  });
}

/** A Pix session's page at 360 px, axe-clean and without sideways scrolling. */
async function pixPageAtPhone(url: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  browserConsole.watch(page);
  await page.goto(url);
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  return { context, page };
}

describe('Stripe stand-in pages in Chromium', () => {
  it('checkout: accessible on a phone, coupon applied, Pagar sends signed events and follows the success URL', async () => {
    const session = await newSession('price_t');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    browserConsole.watch(page);
    await page.goto(session.url!);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Assinar o plano Trimestral');

    await page.getByLabel('Cupom de desconto').fill('CAREYCUIDADORES');
    await page.getByRole('button', { name: 'Aplicar cupom' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Cupom CAREYCUIDADORES aplicado');
    await expect(page.locator('.total').textContent()).resolves.toBe('Total hoje: R$ 75,75');
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(`${siteUrl}/assinatura-sucesso?session_id=${session.id}`);
    const completed = received.find((e) => e.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ id: session.id, payment_status: 'paid', metadata: { uid: 'u-e2e', plan: 'Trimestral' } });
    await context.close();
  });

  it('checkout: a wrong coupon is announced; Cancelar follows the cancel URL', async () => {
    const session = await newSession('price_m');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    browserConsole.watch(page);
    await page.goto(session.url!);
    await page.getByLabel('Cupom de desconto').fill('OUTRO');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Cupom inválido.');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(`${siteUrl}/minha-conta`);
    expect(received.filter((e) => (e.data.object as { id?: string }).id === session.id)).toHaveLength(0);
    await context.close();
  });

  it('portal: accessible; Cancelar assinatura sends customer.subscription.deleted; Voltar returns', async () => {
    const session = await newSession('price_m');
    await fetch(`${session.url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: '' }), redirect: 'manual' });
    const portal = await sdk.billingPortal.sessions.create({ customer: session.customer as string, return_url: `${siteUrl}/minha-conta` });
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    browserConsole.watch(page);
    await page.goto(portal.url);
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe('Assinatura cancelada.');
    expect(received.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', data: { object: { status: 'canceled', customer: session.customer } } });
    await page.getByRole('link', { name: 'Voltar para o Carey' }).click();
    await page.waitForURL(`${siteUrl}/minha-conta`);
    await context.close();
  });

  it('Pix: accessible on a phone; QR code, \u2018Pix copia e cola\u2019 and \u2018Copiar código\u2019; paying in the simulated bank app sends the async events', async () => {
    const customer = await sdk.customers.create({ email: 'pix@exemplo.com' });
    const session = await sdk.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      allowed_payment_method_types: ['pix'],
      payment_method_options: { pix: { expires_after_seconds: 3600 } },
      line_items: [{ price_data: { currency: 'brl', unit_amount: 9090, product_data: { name: 'Plano Trimestral' } }, quantity: 1 }],
      metadata: { uid: 'u-pix', plan: 'Trimestral' },
      allow_promotion_codes: true,
      success_url: `${siteUrl}/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/minha-conta`,
    });
    const { context, page } = await pixPageAtPhone(session.url!);
    const qr = page.getByRole('img', { name: 'QR Code Pix' });
    expect(await qr.isVisible()).toBe(true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const field = page.getByRole('textbox', { name: 'Pix copia e cola' });
    expect(await field.getAttribute('readonly')).not.toBeNull();
    const code = await field.inputValue();
    expect(code.startsWith('000201')).toBe(true);
    expect(hasValidCrc(code)).toBe(true);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    // The page writes it once the clipboard answered (a promise): waited for, not read at once.
    await page.waitForFunction(() => document.getElementById('copiado')?.textContent !== '');
    await expect(page.locator('#copiado').textContent()).resolves.toBe('Código copiado.');
    expect(await axeViolations(page)).toEqual([]);

    const before = received.length;
    await page.getByRole('button', { name: 'Simular pagamento no app do banco' }).click();
    await page.waitForURL(`${siteUrl}/assinatura-sucesso?session_id=${session.id}`);
    expect(received.slice(before).map((e) => e.type)).toEqual(['checkout.session.completed', 'charge.succeeded', 'payment_intent.succeeded', 'checkout.session.async_payment_succeeded']);
    await context.close();
  });

  it('Pix Automático: accessible, \u2018Autorizar Pix Automático\u2019 starts the subscription', async () => {
    const customer = await sdk.customers.create({ email: 'pixauto@exemplo.com' });
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      allowed_payment_method_types: ['pix'],
      payment_method_options: { pix: { mandate_options: { amount_type: 'fixed', amount: 3690, payment_schedule: 'monthly' } } },
      line_items: [{ price: 'price_m', quantity: 1 }],
      success_url: `${siteUrl}/assinatura-sucesso?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${siteUrl}/minha-conta`,
    });
    const { context, page } = await pixPageAtPhone(session.url!);
    const before = received.length;
    await page.getByRole('button', { name: 'Autorizar Pix Automático' }).click();
    await page.waitForURL(`${siteUrl}/assinatura-sucesso?session_id=${session.id}`);
    expect(received.slice(before).map((e) => e.type)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    await context.close();
  });
});
