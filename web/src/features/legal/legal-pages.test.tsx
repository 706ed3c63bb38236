import { screen } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { renderApp } from '../../testing/render-app';

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

test('privacy policy has its 7 sections', async () => {
  renderApp('/politica-de-privacidade');
  expect(await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
});

test('an unknown address shows the Portuguese not-found page', async () => {
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
});
