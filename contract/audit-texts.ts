import type { AuditAction, AuditState } from './team';

/** The Registro's words, shared by its page in the console and its CSV (the same labels in both). */
export const auditTexts = {
  /** Column headers of the Registro's CSV and of its table in the console. */
  columns: { when: 'Quando', who: 'Quem', action: 'Ação', target: 'Alvo', details: 'Detalhes', state: 'Situação' },
  csvHeader: ['quando', 'quem', 'ação', 'alvo', 'detalhes', 'situação'],
  /** The Registro's 'alvo' once her account was deleted. */
  deletedTarget: 'conta excluída',
  actions: {
    'conta-verificada': 'Conta marcada como verificada',
    'exclusao-iniciada': 'Exclusão da conta iniciada (LGPD)',
    'acesso-bloqueado': 'Acesso bloqueado',
    'acesso-desbloqueado': 'Acesso desbloqueado',
    'mensagem-respondida': 'Mensagem de suporte respondida',
    'mensagem-arquivada': 'Mensagem de suporte arquivada',
    'vaga-encerrada': 'Vaga encerrada',
    'arquivo-importado': 'Arquivo de vagas enviado',
    'aviso-enviado': 'Aviso enviado',
    'verificacao-reenviada': 'E-mail de verificação reenviado',
    'cuidadora-consultada': 'Página da cuidadora aberta',
    'cuidadoras-buscadas': 'Busca de cuidadoras',
    'registro-baixado': 'Registro baixado (CSV)',
    'dados-exportados': 'Dados exportados',
    'verificacao-desfeita': 'Verificação da conta desfeita',
    'vaga-criada': 'Vaga criada',
    'vaga-corrigida': 'Vaga corrigida',
    'operadora-convidada': 'Operadora convidada',
    'papel-alterado': 'Papel de operadora alterado',
    'operadora-removida': 'Operadora removida',
    'denuncia-descartada': 'Denúncia descartada',
    'mensagens-buscadas': 'Busca de mensagens de suporte por e-mail',
  } satisfies Record<AuditAction, string> as Record<string, string>,
  /** How each fact of a line is named ('arquivo: vagas.csv'). */
  details: {
    arquivo: 'arquivo',
    partes: 'partes',
    familias: 'famílias gravadas',
    vagas: 'vagas gravadas',
    recusados: 'registros recusados',
    busca: 'busca',
    resultados: 'resultados',
    filtros: 'filtros',
    linhas: 'linhas',
    motivo: 'motivo',
    parte: 'parte',
    mensagens: 'mensagens mostradas',
    papel: 'papel',
    denuncias: 'denúncias',
    aviso: 'aviso',
  } as Record<string, string>,
  states: { pendente: 'pendente: não concluída', concluida: 'concluída' } satisfies Record<AuditState, string>,
} as const;
