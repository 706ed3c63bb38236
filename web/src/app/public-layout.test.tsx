import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../testing/auth-mock';
import { pathname, renderApp } from '../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

test.each([
  ['/signup', '/login'],
  ['/caregiver-signup', '/signup'],
  ['/termos-de-uso', '/caregiver-signup'],
  ['/verify-email', '/login'],
])('%s has the logo (to /) and a way back to %s', async (path, back) => {
  renderApp(path);
  expect(await screen.findByRole('link', { name: 'Carey' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
  expect(pathname()).toBe(back);
});

test("after another page of the app, 'Voltar' goes back to it, not to the page's fixed parent", async () => {
  renderApp('/termos-de-uso', { from: ['/login', '/politica-de-privacidade'] });
  await userEvent.click(await screen.findByRole('link', { name: 'Voltar' }));
  expect(pathname()).toBe('/politica-de-privacidade');
});

test("the first page of the tab keeps 'Voltar' on its fixed parent, also as the link's address", async () => {
  renderApp('/termos-de-uso');
  expect(await screen.findByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/caregiver-signup');
});

test('the login page has the logo and no way back (it is the start)', async () => {
  renderApp('/login');
  expect(await screen.findByRole('link', { name: 'Carey' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Voltar' })).not.toBeInTheDocument();
});

test('store badges are links named as the stores name them', async () => {
  renderApp('/pre-registration-complete');
  expect(await screen.findByRole('link', { name: 'Disponível no Google Play' })).toHaveAttribute('href', 'https://play.example/carey');
  expect(screen.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute('href', 'https://apps.example/carey');
});
