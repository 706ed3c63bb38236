import { screen, within } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { renderApp } from '../../testing/render-app';
import { SUPPORT_MESSAGE_RETENTION_DAYS } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

test('terms: title, last update, 18 years, support e-mail from the settings', async () => {
  renderApp('/termos-de-uso');
  expect(await screen.findByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
  expect(screen.getByText('Última atualização: 27/11/2026')).toBeInTheDocument();
  expect(screen.getByText(/vale para cada assinatura que você contratar, sem limite e sem custo/)).toBeInTheDocument();
  expect(screen.getByText(/a equipe do Carey vê quantas você fez/)).toBeInTheDocument();
  expect(document.body).toHaveTextContent('pelo menos 18 anos');
  expect(screen.getByRole('link', { name: 'suporte@carey.example' })).toHaveAttribute('href', 'mailto:suporte@carey.example');
});

test('privacy policy has its 10 numbered sections and the encarregado, named with an e-mail from the settings', async () => {
  renderApp('/politica-de-privacidade');
  expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
  const encarregado = screen.getByRole('heading', { level: 2, name: 'Encarregado' }).closest('section')!;
  expect(encarregado).toHaveTextContent('Ana Encarregada');
  expect(within(encarregado).getByRole('link', { name: 'privacidade@carey.example' })).toHaveAttribute('href', 'mailto:privacidade@carey.example');
});

test('privacy policy: what is kept, for how long and why, and that the team sees her data and its actions are logged', async () => {
  renderApp('/politica-de-privacidade');
  const table = await screen.findByRole('table', { name: 'O que guardamos, por quanto tempo e por quê' });
  const row = (what: RegExp) => within(table).getByRole('rowheader', { name: what }).closest('tr')!;
  expect(row(/^Registros de acesso/)).toHaveTextContent('6 meses');
  expect(row(/^Registros de acesso/)).toHaveTextContent('Marco Civil da Internet, art. 15');
  expect(row(/^Consentimentos/)).toHaveTextContent('apagados quando você a exclui');
  expect(row(/^Mensagens de atendimento/)).toHaveTextContent(`${SUPPORT_MESSAGE_RETENTION_DAYS} dias`);
  expect(row(/^Registros de pagamento/)).toHaveTextContent('Stripe');
  expect(row(/^Comprovante de exclusão/)).toHaveTextContent('não contém seu nome, e-mail nem telefone');
  const team = screen.getByRole('heading', { level: 2, name: '6. O que a equipe Carey vê' }).closest('section')!;
  expect(team).toHaveTextContent('painel da equipe');
  expect(team).toHaveTextContent('o seu nome, e-mail, telefone, cidade, plano e as mensagens que você enviou ao atendimento');
  expect(team).toHaveTextContent('Todo acesso da equipe aos seus dados');
  expect(team).toHaveTextContent('fica anotado no Registro da equipe');
});

test('privacy policy says which data of the elder a caregiver sees, and for how long support messages are kept', async () => {
  renderApp('/politica-de-privacidade');
  const elder = (await screen.findByRole('heading', { level: 2, name: '4. Dados das pessoas idosas nas vagas' })).closest('section')!;
  expect(elder).toHaveTextContent('os medicamentos que usa');
  expect(elder).toHaveTextContent('o bairro e a cidade');
  expect(elder).toHaveTextContent('O CEP, o endereço e a localização da família nunca são mostrados.');
  const support = screen.getByRole('heading', { level: 2, name: '5. Mensagens de atendimento' }).closest('section')!;
  expect(support).toHaveTextContent(`por ${SUPPORT_MESSAGE_RETENTION_DAYS} dias a partir do envio`);
});

test('privacy policy says what a push to her phone carries, who carries it, and how long her devices are kept', async () => {
  renderApp('/politica-de-privacidade');
  const use = (await screen.findByRole('heading', { level: 2, name: '2. Como usamos as informações' })).closest('section')!;
  expect(use).toHaveTextContent('a função, o bairro e a distância, no máximo 5 por dia e nenhuma entre 22h e 7h');
  expect(use).toHaveTextContent('os avisos da equipe para você (o texto do aviso)');
  const sharing = screen.getByRole('heading', { level: 2, name: '3. Compartilhamento de informações' }).closest('section')!;
  expect(sharing).toHaveTextContent('cifradas de ponta a ponta');
  const table = screen.getByRole('table', { name: 'O que guardamos, por quanto tempo e por quê' });
  expect(within(table).getByRole('rowheader', { name: /^Notificações no celular/ }).closest('tr')).toHaveTextContent('apagadas quando você exclui a conta');
});

test('an unknown address shows the Portuguese not-found page', async () => {
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
});
