import { putFamily } from '../../lambdas/openings/data/families';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { findStoredOpening, closeStoredOpening } from '../../lambdas/openings/data/opening-closing';
import { openOpeningsWithCepWithoutCity } from '../../lambdas/openings/data/openings-without-city';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { fillOpeningCities } from '../../lambdas/team/fill-opening-cities';
import { correctTeamOpening } from '../../lambdas/team/opening-form';
import { openingFormIo } from '../../lambdas/team/opening-form-io';
import { listAuditEntriesAbout } from '../../lambdas/team/data/audit-table';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn, useLocalStack } from './helpers/local-stack';

/**
 * The one-off of issue 51 (item 7) on the real data path: openings stored before 'Nova vaga' filled the city from the
 * CEP get it from their CEP, through 'Corrigir vaga', and a caregiver's city filter then finds them.
 */
const stack = useLocalStack({ seed: true });
const FAMILY = 'familia-sem-cidade';

const run = () =>
  fillOpeningCities({ openingsWithoutCity: openOpeningsWithCepWithoutCity, findOpening: openingFormIo.findOpening, correct: (input) => correctTeamOpening(input, openingFormIo) });

/** An opening as the code before item 7 stored it: a CEP, a bairro, no city. */
const oldOpening = (id: string, cep: string, minutesAgo: number, address: StoredOpening['enderecoCompleto'] = { bairro: 'Centro' }): StoredOpening => ({
  id,
  clientId: FAMILY,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  tipoProfissional: 'Cuidador',
  cep,
  bairro: 'Centro',
  ...(address ? { enderecoCompleto: address } : {}),
});

const idsIn = async (token: string, cidade: string) =>
  ((await api(stack(), `/api/openings?cidade=${encodeURIComponent(cidade)}&limit=50`, { token })).json.items as { id: string; clientId: string }[])
    .filter((o) => o.clientId === FAMILY)
    .map((o) => o.id)
    .sort();

it('fills each open opening’s city from its CEP through the correction path, once, and leaves the ones it cannot fill named', async () => {
  await putFamily({ id: FAMILY, name: 'Família Sem Cidade' });
  await saveOpening(oldOpening('campinas', '13084100', 10));
  await saveOpening(oldOpening('paulista', '01310100', 9, undefined));
  await saveOpening(oldOpening('em-branco', '01310100', 8, { cidade: '  ', bairro: 'Bela Vista' }));
  await saveOpening(oldOpening('valinhos', '13084100', 7, { cidade: 'Valinhos' }));
  await saveOpening(oldOpening('cep-desconhecido', '99999999', 6));
  await saveOpening(oldOpening('encerrada', '13084100', 5));
  await closeStoredOpening((await findStoredOpening(FAMILY, 'encerrada'))!, new Date().toISOString(), []);
  const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
  expect(await idsIn(token, 'Campinas')).toEqual([]);

  // (The seed has openings whose CEP names no city too: only this family's are looked at here.)
  const mine = (ref: string) => ref.startsWith(`${FAMILY}/`);
  const report = await run();
  expect(report.filled.filter(mine).sort()).toEqual([`${FAMILY}/campinas`, `${FAMILY}/em-branco`, `${FAMILY}/paulista`].sort());
  expect(report.left.filter((l) => mine(l.ref))).toEqual([{ ref: `${FAMILY}/cep-desconhecido`, reason: 'o CEP não indica a cidade: corrija a vaga no painel.' }]);

  const cityOf = async (id: string) => (await findStoredOpening(FAMILY, id))?.enderecoCompleto?.cidade;
  expect(await Promise.all(['campinas', 'paulista', 'em-branco', 'valinhos', 'cep-desconhecido', 'encerrada'].map(cityOf))).toEqual([
    'Campinas', 'São Paulo', 'São Paulo', 'Valinhos', undefined, undefined,
  ]);
  // The city's filter copies follow: her 'Cidade' filter finds them (the closed one stays out of every list).
  expect(await idsIn(token, 'Campinas')).toEqual(['campinas']);
  expect(await idsIn(token, 'São Paulo')).toEqual(['em-branco', 'paulista']);
  // The Registro names the script and the field it changed, one line each.
  for (const id of ['campinas', 'paulista', 'em-branco']) {
    expect((await listAuditEntriesAbout(`${FAMILY}/${id}`)).map((e) => [e.actorId, e.action, e.changedFields])).toEqual([
      ['script:preencher-cidades', 'vaga-corrigida', ['enderecoCompleto']],
    ]);
  }
  expect(await listAuditEntriesAbout(`${FAMILY}/valinhos`)).toEqual([]);

  // Again: only the one it could not fill is found, and nothing is written twice.
  const again = await run();
  expect({ found: again.found, filled: again.filled, left: again.left.map((l) => l.ref).filter(mine) }).toEqual({ found: report.left.length, filled: [], left: [`${FAMILY}/cep-desconhecido`] });
  expect(await listAuditEntriesAbout(`${FAMILY}/campinas`)).toHaveLength(1);
});
