import fs from 'node:fs';
import path from 'node:path';
import { careyTheme } from '../theme/carey-theme';

const WEB = path.resolve(__dirname, '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(WEB, 'public/manifest.webmanifest'), 'utf8'));
const indexHtml = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');

/** Width and height from a PNG's IHDR chunk, and whether the file is a PNG at all. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('every page links the manifest (one index.html serves every route)', () => {
  expect(indexHtml).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
});

test('the app is Carey, in Brazilian Portuguese, opening on the openings page, standalone', () => {
  expect(manifest).toMatchObject({ name: 'Carey', short_name: 'Carey', lang: 'pt-BR', start_url: '/buscar-vagas', scope: '/', display: 'standalone' });
});

test("its colours are the theme's: the brand teal and the page's background, as the page's theme-color", () => {
  const colors = careyTheme.tokens!.colors as unknown as { primary: Record<number, { value: string }>; background: { primary: { value: string } } };
  expect(manifest.theme_color).toBe(colors.primary[80].value);
  expect(manifest.background_color).toBe(colors.background.primary.value);
  expect(indexHtml).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
});

test('icons of 192 and 512 px are real PNGs of the size they claim, one of them maskable', () => {
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(pngSize(path.join(WEB, 'public', icon.src))).toBe(icon.sizes);
  }
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
  expect(icons.find((i) => i.purpose === 'maskable')!.sizes).toBe('512x512');
});
