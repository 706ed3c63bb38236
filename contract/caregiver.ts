import { storedValueTexts } from './stored-value-texts';

/** Sign-up types announced as "Em breve" in the type chooser; the API refuses them until they open. */
export const DISABLED_SIGNUP_TYPES = storedValueTexts.disabledSignupTypes;

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
  /** Stripe's status of her subscription, once she has had one ('active', 'past_due', 'canceled', ...). */
  subscriptionStatus?: string;
  /** The CEP she typed as her position (8 digits), when she did. */
  cep?: string;
  /** She dismissed the welcome dialog of /home (on any device): it does not open again. */
  boasVindasDispensadas?: boolean;
}

/** GET /api/notices items. */
export interface Notice {
  id: string;
  mensagem: string;
  status: string;
  /** Epoch seconds; GET /api/notices sends null for a notice without one (its `horario` then says the time). */
  createdAt?: number | null;
  horario?: string;
}

/** GET /api/notices: the caller's unread notices, newest first. */
export interface NoticesResponse {
  items: (Notice & { createdAt: number | null; horario: string })[];
}

/** POST /api/notices/{id}/read's answer. */
export interface NoticeReadResponse {
  id: string;
  status: 'lido';
}

/** POST /api/signup: the sign-up form as the browser sends it (the server checks every field). */
export interface SignupRequest {
  name?: string;
  phone?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  tipoDeCadastro?: string;
  genero?: string;
  acceptedTerms?: boolean;
}

/** POST /api/signup's answer (201): the same whether the contact was free or already taken (docs/decisions). */
export interface SignupAnswer {
  uid: string;
}
