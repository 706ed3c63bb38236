import type { TeamCaregiverRecord } from '../../../contract/team';

/** Her record as GET /api/equipe/cuidadoras/{uid} answers it (tests of her page in 'Cuidadoras'), `fields` over it. */
export const teamCaregiverRecord = (fields: Partial<TeamCaregiverRecord> = {}): TeamCaregiverRecord => ({
  uid: 'u1',
  name: 'Rita Desiste',
  email: 'rita@exemplo.com.br',
  phone: '71987650030',
  status: 'conta verificada',
  tipodeconta: 'Sem Plano',
  dataCadastro: '2026-11-01T10:00:00.000Z',
  tipoDeCadastro: 'Cuidador',
  deletionRequested: false,
  signInBlocked: false,
  desistencias: 0,
  alerts: [],
  notices: [],
  emailUnconfirmed: false,
  emailUndeliverable: false,
  subscription: null,
  supportMessages: [],
  ...fields,
});
