import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../bench/chromium';
import { AXE_TAGS, axeViolations } from './helpers/axe';
import { DESKTOP, PHONE } from './helpers/site';

// The e2e axe check runs axe in the page and builds violations only (helpers/axe.ts): it must find what axe's
// default mode (runPartial in each frame, finishRun in a blank page, every result type) finds.
const BROKEN = `<!doctype html><html><head><title>t</title></head><body>
  <div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#aaa;background:#fff">pouco contraste</p>
  <button></button><input type="text"><a href="#x"></a><div id="d"></div><div id="d"></div>
  <ul><div>item</div></ul><p style="color:#777;background:#fff;font-size:40px">largo</p></div></body></html>`;
const CLEAN = `<!doctype html><html lang="pt-BR"><head><title>t</title></head><body><main><h1>Título</h1>
  <label>Nome <input type="text"></label><button>Enviar</button></main></body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(() => browser.close());

async function both(page: Page) {
  const full = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const asDefault = full.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return { asDefault, asHelper: await axeViolations(page) };
}

describe('axeViolations', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('finds on a %s what axe finds in its default mode: the same rules and targets on a broken page, none on a clean one', async (_label, viewport) => {
    const page = await (await browser.newContext({ viewport })).newPage();
    await page.setContent(BROKEN);
    const broken = await both(page);
    expect(broken.asHelper).toEqual(broken.asDefault);
    const rules = broken.asHelper.map((line) => line.split(':')[0]);
    expect(rules).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'button-name', 'label', 'html-has-lang', 'list', 'link-name']));
    await page.setContent(CLEAN);
    expect(await both(page)).toEqual({ asDefault: [], asHelper: [] });
    await page.context().close();
  });
});
