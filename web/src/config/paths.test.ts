import { appPathOrUndefined, loginPathReturningTo, returnPathFrom } from './paths';

describe('the page to come back to after signing in', () => {
  it('is a page of this app, with its query and fragment', () => {
    for (const path of ['/buscar-vagas', '/buscar-vagas?vaga=familia-01%2Fvaga-001', '/excluir-conta', '/support', '/home#avisos']) expect(appPathOrUndefined(path)).toBe(path);
    expect(returnPathFrom(loginPathReturningTo('/buscar-vagas?vaga=x&ordem=distancia').replace(/^\/login/, ''))).toBe('/buscar-vagas?vaga=x&ordem=distancia');
  });

  it("brings an operator back to a caregiver's page in the console (signing in again before a deletion), only with a real id", () => {
    const uid = '36ed56c4-3f4c-4b27-8c8e-1f899faa8419';
    expect(returnPathFrom(loginPathReturningTo(`/equipe/cuidadoras/${uid}`).replace(/^\/login/, ''))).toBe(`/equipe/cuidadoras/${uid}`);
    for (const bad of ['/equipe/cuidadoras/x', `/equipe/cuidadoras/${uid}/../../x`, `/equipe/cuidadoras/${uid}/exclusao`]) expect({ bad, to: appPathOrUndefined(bad) }).toEqual({ bad, to: undefined });
  });

  it('is never another site, an unknown page or the sign-in page itself', () => {
    for (const bad of [
      'https://outro.example/buscar-vagas', '//outro.example/buscar-vagas', '/\\\\outro.example', '/\\t/outro.example', '\\\\outro.example',
      'javascript:alert(1)', 'buscar-vagas', '/nao-existe', '/buscar-vagas/../../x', '/', '/login', '/login?voltar=/home', '', ' /home',
    ]) {
      expect({ bad, to: appPathOrUndefined(bad) }).toEqual({ bad, to: undefined });
      expect(returnPathFrom(`?voltar=${encodeURIComponent(bad)}`)).toBe('/minha-conta');
    }
    expect(returnPathFrom('')).toBe('/minha-conta');
  });
});
