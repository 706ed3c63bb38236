/** pt-BR texts of 'Notificações no celular' on /minha-conta (issue 42, docs/decisions/075-installable-app.md). */
export const pushTexts = {
  title: 'Notificações no celular',
  intro: 'Receba um aviso neste aparelho quando surgir uma vaga perto de você que combina com seus alertas, ou quando a equipe Carey enviar um aviso para você.',
  perDevice: 'Cada aparelho é ativado separadamente: ative em todos os celulares e computadores em que quiser receber. Ao tocar em "Sair", as notificações deste aparelho são desativadas.',
  enable: 'Ativar notificações neste aparelho',
  enabled: 'Notificações ativadas neste aparelho',
  disable: 'Desativar notificações',
  disabled: 'Notificações desativadas neste aparelho.',
  checking: 'Verificando as notificações deste aparelho...',
  // Where the browser cannot: one sentence saying what to do.
  iphoneHomeScreen: 'No iPhone, as notificações só funcionam com o Carey na Tela de Início: no Safari, toque em Compartilhar, depois em "Adicionar à Tela de Início", e abra o Carey pelo ícone.',
  unsupported: 'Este navegador não recebe notificações: abra o Carey no Chrome, no Firefox, no Edge ou no Safari atualizados para ativá-las.',
  denied: 'As notificações do Carey estão bloqueadas neste navegador: libere-as nas permissões do site (no ícone ao lado do endereço) e recarregue esta página.',
  dismissed: 'Você não permitiu as notificações. Quando quiser, toque de novo em "Ativar notificações neste aparelho" e escolha Permitir.',
  unavailable: 'As notificações no celular ainda não estão disponíveis. Enquanto isso, os alertas de vagas chegam por e-mail.',
  failed: 'Não foi possível ativar as notificações neste aparelho. Tente novamente.',
  // The browser's push service did not answer in 20 s (no connection, or a browser without one: push-device.ts).
  timedOut: 'O navegador não conseguiu ativar as notificações: o serviço de notificações dele não respondeu. Verifique a sua internet e toque de novo em "Ativar notificações neste aparelho". Se continuar, abra o Carey no Chrome, no Firefox, no Edge ou no Safari atualizados.',
};
