/**
 * Labels stored on the caregiver record and shown as they are (Minha Conta, the team console): a change here changes
 * what new records hold, not the old ones.
 */
export const caregiverTexts = {
  noPlan: 'Sem Plano',
  unverifiedStatus: 'conta não verificada',
  launchCampaign: 'Lançamento',
} as const;
