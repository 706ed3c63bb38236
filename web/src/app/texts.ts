/** pt-BR texts of the app shell: protected layout, footer, not-found page. */
export const appTexts = {
  logo: 'Carey',
  support: 'Suporte',
  // the signed-in header's links (issue 32: no dead ends)
  mainNav: 'Menu principal',
  openings: 'Buscar Vagas',
  account: 'Minha Conta',
  signOut: 'Sair',
  back: 'Voltar',
  footer: '© 2024 Carey. Todos os direitos reservados. Desenvolvido por Carey Tecnologia.',
  skipToContent: 'Pular para o conteúdo',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você abriu não existe ou foi movido.',
  notFoundBack: 'Voltar para o início',
  checkingSession: 'Verificando sua sessão',
};
