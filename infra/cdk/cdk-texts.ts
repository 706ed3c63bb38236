/** pt-BR texts the stacks give AWS that a person reads (in the AWS console). */
export const cdkTexts = {
  teamGroupDescription: 'Equipe Carey: operadoras do Painel da equipe',
} as const;
