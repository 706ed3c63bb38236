import fc from 'fast-check';
import { isCommonPassword, meetsPasswordPolicy } from './password-policy';
import { COMMON_PASSWORDS } from '../../contract/common-passwords';
import { validateSignup } from './signup';
import { DomainError } from '../base/errors';

const valid = { name: 'Ana', phone: '11987654321', email: 'ana@exemplo.com.br', password: 'cuidadora7x', confirmPassword: 'cuidadora7x', acceptedTerms: true };
const failure = (form: Record<string, unknown>) => {
  try {
    validateSignup(form);
  } catch (error) {
    return { field: (error as DomainError).field, message: (error as DomainError).message };
  }
  return undefined;
};

describe('validateSignup', () => {
  it('normalises the phone to its digits, the e-mail to lower case, and defaults the type', () => {
    expect(validateSignup({ ...valid, phone: '(11) 98765-4321', email: ' ANA@Exemplo.com.br ' })).toEqual({
      name: 'Ana', phone: '11987654321', email: 'ana@exemplo.com.br', password: 'cuidadora7x', tipoDeCadastro: 'Cuidador', genero: '',
    });
  });

  it('reports the spec rules first, whatever else is wrong', () => {
    const allWrong = { name: '', phone: '1', email: 'x', password: 'a', confirmPassword: 'b', acceptedTerms: false, tipoDeCadastro: 'Motorista', genero: 'X' };
    expect(failure(allWrong)?.field).toBe('confirmPassword');
    expect(failure({ ...allWrong, confirmPassword: 'a' })?.field).toBe('acceptedTerms');
    expect(failure({ ...allWrong, confirmPassword: 'a', acceptedTerms: true })?.field).toBe('phone');
    expect(failure({ ...allWrong, confirmPassword: 'a', acceptedTerms: true, phone: '11987654321' })?.field).toBe('name');
  });

  it('accepts exactly the three open types and an empty or known gender', () => {
    for (const tipoDeCadastro of ['Acompanhante', 'Cuidador', 'Enfermeiro(a)']) expect(failure({ ...valid, tipoDeCadastro })).toBeUndefined();
    for (const tipoDeCadastro of ['Motorista', 'Comerciante', 'Serviços']) expect(failure({ ...valid, tipoDeCadastro })?.message).toBe('Este tipo de cadastro ainda não está disponível.');
    for (const genero of ['', 'Feminino', 'Masculino']) expect(failure({ ...valid, genero })).toBeUndefined();
    expect(failure({ ...valid, genero: 'feminino' })?.field).toBe('genero');
  });
});

describe('password policy', () => {
  it('needs 8+ characters with a letter and a digit, no surrounding spaces', () => {
    expect(meetsPasswordPolicy('abcdefg1')).toBe(true);
    expect(meetsPasswordPolicy('ÁÇÃÉÍÕÚ1')).toBe(true);
    for (const p of ['abc1234', 'abcdefgh', '12345678', ' abcdefg1', 'abcdefg1 ']) expect(meetsPasswordPolicy(p)).toBe(false);
  });
  it('refuses the most common leaked passwords (a bundled list of at least 10,000), ignoring case', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(49_000);
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const p of ['abc12345', 'Password1', 'senha123', 'Senha123', 'qwerty123']) {
      expect(meetsPasswordPolicy(p)).toBe(true);
      expect(failure({ ...valid, password: p, confirmPassword: p })).toEqual({
        field: 'password',
        message: 'Esta senha está entre as mais usadas e vazadas na internet. Escolha uma senha menos comum.',
      });
    }
    // The sample accounts' password and the tests' passwords stay valid.
    for (const p of ['Carey2024!', 'Senha1234', 'senhaForte1', 'cuidadora7x']) expect(isCommonPassword(p)).toBe(false);
  });
  it('never accepts a password without a digit or shorter than 8 (property)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), (p) => !meetsPasswordPolicy(p) || (p.length >= 8 && /\d/.test(p))));
  });
});

test("a phone whose first two digits are no DDD of Brazil's is refused, with the DDD named; a name needs letters", () => {
  const areaCode = 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).';
  for (const phone of ['00987654321', '(10) 98765-4321', '23987654321', '90987654321']) expect(failure({ ...valid, phone })).toEqual({ field: 'phone', message: areaCode });
  for (const phone of ['(99) 98765-4321', '19998877665']) expect(validateSignup({ ...valid, phone }).phone).toBe(phone.replace(/\D/g, ''));
  for (const name of ['😀', '😀 😀', '1234', '.']) expect(failure({ ...valid, name })).toEqual({ field: 'name', message: 'O nome deve ter letras.' });
  expect(validateSignup({ ...valid, name: 'Ana 😀' }).name).toBe('Ana 😀');
});

test('a name with control characters is refused; line breaks and tabs become spaces', () => {
  expect(failure({ ...valid, name: 'Ana\u0000Maria' })).toEqual({ field: 'name', message: 'O campo Nome tem caracteres inválidos.' });
  expect(failure({ ...valid, name: 'Ana\u001b[31m' })).toEqual({ field: 'name', message: 'O campo Nome tem caracteres inválidos.' });
  expect(validateSignup({ ...valid, name: 'Ana\r\n\tMaria' }).name).toBe('Ana Maria');
});
