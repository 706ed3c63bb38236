import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { renderApp } from '../../testing/render-app';
import { phoneDigits } from './phone-input';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  auth.signedOut();
});

const phoneField = async () => (await screen.findByLabelText('Telefone (com DDD)')) as HTMLInputElement;

test('a pasted formatted number keeps all its digits (the field used to stop at "(31) 98765-")', async () => {
  renderApp('/caregiver-signup');
  const field = await phoneField();
  await userEvent.click(field);
  await userEvent.paste('(31) 98765-4321');
  expect(field).toHaveValue('31987654321');
  expect(field).toHaveAttribute('maxLength', '11');
});

test('typed with its punctuation, the number is kept as its 11 digits; more digits are cut at 11', async () => {
  renderApp('/caregiver-signup');
  const field = await phoneField();
  await userEvent.type(field, '(31) 98765-4321');
  expect(field).toHaveValue('31987654321');
  await userEvent.type(field, '99');
  expect(field).toHaveValue('31987654321');
});

test('a paste replaces the selection, and a number with the country code loses the 55', async () => {
  renderApp('/caregiver-signup');
  const field = await phoneField();
  await userEvent.type(field, '1199');
  await userEvent.tripleClick(field);
  await userEvent.paste('+55 (11) 91234-5678');
  expect(field).toHaveValue('11912345678');
});

test('phoneDigits', () => {
  expect(phoneDigits('(31) 98765-4321')).toBe('31987654321');
  expect(phoneDigits('31 9 8765 4321 ramal 2')).toBe('31987654321');
  expect(phoneDigits('+55 31 98765-4321')).toBe('31987654321');
  expect(phoneDigits('5531')).toBe('5531');
  expect(phoneDigits('abc')).toBe('');
});
