import { busyTexts } from '../../../contract';

/** pt-BR texts shared by several features (each feature keeps its own catalogue in `texts.ts`). */
export const commonTexts = {
  appName: 'Carey',
  loading: 'Carregando...',
  close: 'Fechar',
  googlePlay: 'Disponível no Google Play',
  appStore: 'Baixar na App Store',
  newTab: '(abre em nova aba)',
  genericError: 'Algo deu errado. Tente novamente.',
  networkError: 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  /** API Gateway's stage throttle (docs/decisions/078, 079): the edge function's text, shown if its English answer ever arrives. */
  busy: busyTexts.stageThrottled,
  configError: 'Não foi possível carregar o Carey. Recarregue a página em alguns instantes.',
  titleSuffix: 'Carey',
  noPlan: 'Sem Plano',
  /** The password fields' toggle: a button named for what pressing it will do. */
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
};

