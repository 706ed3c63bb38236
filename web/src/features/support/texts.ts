/** pt-BR texts of /support. */
export const supportTexts = {
  title: 'Atendimento ao Cliente',
  hoursPrefix: 'Horário de atendimento:',
  hours: '9h às 17h',
  whatsapp: 'Fale conosco pelo WhatsApp',
  formTitle: 'Envie sua mensagem',
  allRequired: 'Todos os campos são obrigatórios.',
  nome: 'Nome',
  email: 'Email',
  whatsappField: 'WhatsApp/Celular',
  mensagem: 'Mensagem',
  replyTime: 'Respondemos em até 72 horas.',
  send: 'Enviar',
  back: 'Voltar para Home',
  success: 'Recebemos sua mensagem e tão logo entraremos em contato. Equipe Carey.',
  failed: 'Não foi possível enviar sua mensagem. Tente novamente.',
  required: {
    nome: 'Informe seu nome.',
    email: 'Informe seu e-mail.',
    whatsapp: 'Informe seu WhatsApp ou celular.',
    mensagem: 'Escreva sua mensagem.',
  },
  invalidEmail: 'Informe um e-mail válido.',
  /** The honeypot field's label: hidden from people, read by bots. */
  honeypotLabel: 'Site',
};
