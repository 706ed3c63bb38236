import { screen } from '@testing-library/react';
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
  expect(screen.getByText('Última atualização: 24/06/2024')).toBeInTheDocument();
  expect(document.body).toHaveTextContent('pelo menos 18 anos');
  expect(screen.getByRole('link', { name: 'suporte@carey.example' })).toHaveAttribute('href', 'mailto:suporte@carey.example');
});

test('privacy policy has its 9 sections', async () => {
  renderApp('/politica-de-privacidade');
  expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
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

test('an unknown address shows the Portuguese not-found page', async () => {
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
});
