import type { JobAlert } from '../../../../contract';
import { alertsTexts as t } from './texts';

/** "Cuidador · até 10 km de você · em Campinas": what the alert watches, in one line. */
export function describeAlert(alert: Pick<JobAlert, 'tipoProfissional' | 'cidade' | 'raioKm'>): string {
  const where = [alert.raioKm ? t.radius(alert.raioKm) : '', alert.cidade ? t.inCity(alert.cidade) : ''].filter(Boolean);
  return [alert.tipoProfissional ?? t.anyFuncao, ...(where.length ? where : [t.anywhere])].join(' · ');
}
