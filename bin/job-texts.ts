import type { OnDemandJob } from '../lambdas/base/jobs/manual-run';

/** What `npm run job` prints (pt-BR, for engineers and operators). */
export const jobTexts = {
  usage: 'Uso: npm run job -- <tarefa> [--now] [--local]',
  heading: 'Tarefas agendadas (rodam sozinhas; aqui, na hora):',
  /** One line of the list. */
  line: (name: string, everyMinutes: number, wait: string, summary: string) => `  ${name.padEnd(26)} a cada ${everyMinutes} min; ${wait}\n  ${' '.repeat(26)} ${summary}`,
  waits: (minutes: string) => `espera ${minutes} min`,
  flags: [
    'Opções:',
    '  --now    não espera: trata também o que acabou de chegar (a espera de cada tarefa vai a 0; nada mais muda).',
    '  --local  no `npm run dev` em execução (portas fixas; PORT se o site usa outra).',
    '           Sem --local: na AWS, com as credenciais do operador e as variáveis da função (TABLE_NAME, SITE_URL, ...).',
    'A combinação de vagas novas com alertas (match-new-openings) não está aqui: roda a cada vaga gravada, sem espera.',
    'Se ela falhou numa janela (fila de falhas do stream), refaça-a com: npm run job -- rematch-openings --from <ISO> --to <ISO>.',
  ],
  rematch: {
    usage: 'Uso: npm run job -- rematch-openings --from <data ISO> --to <data ISO> [--local]',
    badWindow: 'Informe a janela com --from e --to em ISO 8601 (ex.: 2026-11-24T10:00:00Z), com --from antes de --to.',
    running: (from: string, to: string, where: string) => `Combinando de novo com os alertas as vagas abertas gravadas de ${from} a ${to} ${where}...`,
    result: (r: { openings: number; recorded: number; alreadyKnown: number; closed: number }) =>
      `Vagas combinadas: ${r.openings}; combinações novas: ${r.recorded}; já existentes: ${r.alreadyKnown}; encerradas desde então: ${r.closed}.`,
  },
  summaries: {
    'retry-support-emails':
      'Envia ao suporte as mensagens que ficaram pendentes por falha do SES; deixa as de menos de 1 min (a requisição que as gravou ainda pode enviá-las).',
    'resume-account-deletions': 'Conclui as exclusões de conta que pararam no meio; deixa as de menos de 1 min (ainda podem estar em andamento).',
    'send-alert-digests':
      'Envia a cada cuidadora o resumo das vagas novas dos seus alertas; deixa as combinações de menos de 10 min (uma importação pode estar em andamento). No máximo um e-mail por dia por cuidadora, também com --now.',
    'expire-unconfirmed-signups':
      'Remove os cadastros cujo e-mail não foi confirmado em 48 h (usuário, cadastro e reservas de telefone e e-mail), para que a dona possa se cadastrar de novo; não espera nada, e as 48 h valem também com --now.',
    'fan-out-notices': 'Entrega os avisos do painel enviados a um grupo, em lotes, continuando de onde cada envio parou; cada cuidadora recebe o aviso uma vez só.',
    'recount-counters':
      'Confere cada contador da Visão geral com uma leitura da tabela inteira e corrige o que divergir (itens apagados pelo TTL, por exemplo); diz o que mudou. Melhor rodar com o sistema quieto.',
    'close-old-openings': 'Encerra as vagas publicadas há mais dias que o prazo do estágio (OPENINGS_CLOSE_AFTER_DAYS; padrão 60), como o "Encerrar vaga" do painel.',
    'send-billing-emails':
      'Envia os e-mails de cobrança (assinatura confirmada, reembolso, falha de pagamento) que o SES recusou; deixa os de menos de 1 min (o webhook ainda pode enviá-los). Cada e-mail sai no máximo uma vez.',
    'remind-renewals':
      'Envia o lembrete 7 dias antes da renovação de cada assinatura trimestral ou com Pix Automático ativa no Stripe (valor, data, como cancelar; no Pix Automático, o aviso da cobrança); um e-mail por período, também com --now.',
    'reconcile-stripe':
      'Compara as assinaturas do Stripe (cartão e Pix Automático) e os pagamentos por Pix dos últimos 35 dias com a base e corrige as diferenças pelas mesmas transições do webhook (métrica StripeSubscriptionsOutOfSync) e cancela já no Stripe a assinatura que uma desistência encerrou na base mas o Stripe ainda cobra (métrica EndedSubscriptionsCanceled); uma vez por noite.',
    'send-held-pushes':
      'Às 07:00 (horário de São Paulo) envia a cada cuidadora um resumo no celular das vagas guardadas durante a noite (nenhuma notificação entre 22:00 e 07:00); cada resumo sai uma vez.',
    'resend-dead-pushes':
      'Reenvia as notificações no celular que falharam mesmo após as novas tentativas (429, 5xx, rede), com espera crescente (5 min, dobrando, até 3 h); desiste quando o TTL da notificação passou ou após 24 h (métrica PushDeadLettersDropped). Cada uma sai no máximo uma vez.',
    'end-pix-periods':
      'Encerra cada período pago com Pix (sem renovação automática) que chegou ao fim, uma vez só, e envia o e-mail 3 dias antes do fim, com o botão para renovar; um e-mail por período.',
  } satisfies Record<OnDemandJob, string>,
  unknownJob: (name: string) => `Tarefa desconhecida: ${name}.`,
  noLocalStack: (stateDir: string) => `Não achei o npm run dev local (nada em ${stateDir}): rode npm run dev antes.`,
  unknownOption: (option: string) => `Opção desconhecida: ${option}.`,
  running: (name: string, where: string, now: boolean) => `Rodando ${name} ${where}${now ? ', sem espera' : ''}...`,
  whereLocal: 'no npm run dev local',
  whereAws: 'com as variáveis do ambiente (AWS)',
  result: (result: string) => `Resultado: ${result}`,
};
