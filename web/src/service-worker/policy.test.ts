import { isHashedAsset, notificationOf, requestRule, sitePath } from './policy';

const origin = 'https://carey.com.br';
const precached = new Set(['/index.html', '/favicon.svg', '/icons/carey-192.png']);
const rule = (url: string, mode = 'cors', method = 'GET') => requestRule({ url, mode, method }, origin, precached);

describe('what the worker answers', () => {
  test('never an API answer, in any method or mode, nor the runtime config', () => {
    expect(rule(`${origin}/api/me`)).toBe('network');
    expect(rule(`${origin}/api/openings?cep=01001000`)).toBe('network');
    expect(rule(`${origin}/api/me/notificacoes`, 'cors', 'POST')).toBe('network');
    expect(rule(`${origin}/api/alerts/unsubscribe?token=x`, 'navigate')).toBe('network');
    expect(rule(`${origin}/api`, 'navigate')).toBe('network');
    expect(rule(`${origin}/config.json`)).toBe('network');
    expect(rule(`${origin}/config.json`, 'navigate')).toBe('network');
  });

  test('nothing of another origin (Cognito, RUM) and nothing but GET', () => {
    expect(rule('https://cognito-idp.sa-east-1.amazonaws.com/')).toBe('network');
    expect(rule('https://outro.example/assets/index-abc.js')).toBe('network');
    expect(rule(`${origin}/assets/index-abc.js`, 'cors', 'HEAD')).toBe('network');
  });

  test('a navigation goes to the network first, whatever the route', () => {
    expect(rule(`${origin}/buscar-vagas?vaga=42`, 'navigate')).toBe('page');
    expect(rule(`${origin}/login`, 'navigate')).toBe('page');
    expect(rule(`${origin}/apis`, 'navigate')).toBe('page');
  });

  test('the hashed build files and the precached public files come from the cache', () => {
    expect(rule(`${origin}/assets/index-Cs-DVubV.js`, 'cors')).toBe('shell');
    expect(rule(`${origin}/assets/index-DM01ecUN.css`, 'no-cors')).toBe('shell');
    expect(rule(`${origin}/icons/carey-192.png`, 'no-cors')).toBe('shell');
    // public files not in the list, and anything with a query, go to the network
    expect(rule(`${origin}/img/logo.svg`, 'no-cors')).toBe('network');
    expect(rule(`${origin}/assets/index-Cs-DVubV.js?v=2`)).toBe('network');
  });

  test('only /assets/ files are added to the cache as they are fetched', () => {
    expect(isHashedAsset(`${origin}/assets/openings-page-1.js`)).toBe(true);
    expect(isHashedAsset(`${origin}/icons/carey-192.png`)).toBe(false);
    expect(isHashedAsset(`${origin}/index.html`)).toBe(false);
  });
});

describe('where a tap goes', () => {
  test('a path on the site, with its query', () => {
    expect(sitePath('/buscar-vagas?vaga=abc-1', origin)).toBe('/buscar-vagas?vaga=abc-1');
    expect(sitePath('/avisos', origin)).toBe('/avisos');
  });

  test('anything that would leave the site opens its root', () => {
    for (const url of ['https://golpe.example/buscar-vagas', '//golpe.example/x', '/\\golpe.example', 'javascript:alert(1)', 'buscar-vagas', '', 42, null, undefined]) {
      expect(sitePath(url, origin)).toBe('/');
    }
  });
});

describe('what a push shows', () => {
  test('its JSON title, body and url', () => {
    const text = JSON.stringify({ title: 'Nova vaga perto de você', body: 'Cuidador(a) · Pinheiros · 2 km', url: '/buscar-vagas?vaga=v9' });
    expect(notificationOf(text, origin)).toEqual({ title: 'Nova vaga perto de você', body: 'Cuidador(a) · Pinheiros · 2 km', url: '/buscar-vagas?vaga=v9' });
  });

  test('a url off the site is replaced by the root; the rest kept', () => {
    expect(notificationOf(JSON.stringify({ title: 'Aviso', body: 'Leia', url: 'https://golpe.example' }), origin)).toEqual({ title: 'Aviso', body: 'Leia', url: '/' });
  });

  test('a payload it cannot read still shows a notification (the browser requires one for every push)', () => {
    const general = { title: 'Carey', body: 'Há uma novidade para você no Carey.', url: '/' };
    expect(notificationOf(null, origin)).toEqual(general);
    expect(notificationOf('não é JSON', origin)).toEqual(general);
    expect(notificationOf(JSON.stringify({ title: '  ', body: 7 }), origin)).toEqual(general);
  });
});
