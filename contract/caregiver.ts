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
