/** Sign-up types announced as "Em breve" in the type chooser; the API refuses them until they open. */
export const DISABLED_SIGNUP_TYPES = ['Motorista', 'Comerciante', 'Serviços'] as const;

/** The sign-up form's "Gênero de nascimento" choices (the field is optional). */
export const GENEROS = ['Feminino', 'Masculino'] as const;

/** GET /api/me: the caller's caregiver record, with the spec's field names. */
export interface Me {
  uid?: string;
  name: string;
  email: string;
  phone?: string;
  status?: string;
  tipoDeCadastro: string;
  genero?: string;
  tipodeconta: string;
  planoescolhido?: string;
  avatar?: string;
}

/** GET /api/notices items. */
export interface Notice {
  id: string;
  mensagem: string;
  status: string;
  /** Epoch seconds. */
  createdAt?: number;
  horario?: string;
}
