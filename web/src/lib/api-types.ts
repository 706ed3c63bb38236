/** Shapes of the API's answers, as the design document names them (the spec's field names). */
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

export interface Notice {
  id: string;
  mensagem: string;
  status: string;
  /** Epoch seconds. */
  createdAt?: number;
  horario?: string;
}

export interface OpeningItem {
  id: string;
  clientId: string;
  clientName: string | null;
  avatar?: string;
  bairro?: string;
  createdAt?: string;
  cep?: string;
  tipoProfissional?: string;
  detalhesVaga?: string;
  generoIdoso?: string;
  necessidadeEspecial?: boolean;
  possuiComorbidade?: boolean;
  medicacoes?: string[];
  tarefas?: Record<string, boolean>;
  generoPreferencia?: string;
  selectedDate?: string;
  selectedTime?: string;
  enderecoCompleto?: { bairro?: string; cidade?: string };
  dataCriacao?: string;
  tipoContrato?: string;
  diariaTipo?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor?: string | null;
}
