import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../../infra/local/stack';
import type { TeamOverview, TeamOverviewAnswer } from '../../../contract/team';
import { api } from './local-stack';
import { db, tableName } from '../../../lambdas/base/table/client';

const DAY = 86_400_000;

/**
 * Whether a caregiver has a plan, written here from the spec alone and on purpose not imported from the product:
 * 'Sem Plano' or empty is no plan, any plan name is a plan. A counter that follows another rule differs from it.
 */
export const hasPlanBySpec = (tipodeconta: unknown) => typeof tipodeconta === 'string' && tipodeconta.trim() !== '' && tipodeconta.trim() !== 'Sem Plano';

/** Every item of the table, by a consistent Scan (tests only: the counters exist so that the product never does this). */
export async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey, ConsistentRead: true }));
    items.push(...(out.Items ?? []));
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * 'Visão geral' counted from a scan of the whole table: what every counter must equal. How she pays, by the spec: with
 * a plan, her record's formaDePagamento, none stored being a card (the subscriptions before Pix).
 */
export async function countedByScan(now = new Date()): Promise<TeamOverview> {
  const items = await scanTable();
  const of = (entity: string) => items.filter((i) => i.entity === entity);
  const caregivers = of('caregiver');
  const openings = of('opening');
  // Sign-up days are São Paulo's (UTC−3 since 2019, written out here on its own, not the product's helper).
  const spDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  const firstDay = spDay(now.getTime() - 6 * DAY);
  return {
    caregivers: {
      total: caregivers.length,
      newLast7Days: caregivers.filter((c) => spDay(Date.parse(String(c.dataCadastro))) >= firstDay).length,
      withPlan: caregivers.filter((c) => hasPlanBySpec(c.tipodeconta)).length,
      byPaymentMethod: {
        cartao: caregivers.filter((c) => hasPlanBySpec(c.tipodeconta) && (c.formaDePagamento === undefined || c.formaDePagamento === 'cartao')).length,
        'pix-automatico': caregivers.filter((c) => hasPlanBySpec(c.tipodeconta) && c.formaDePagamento === 'pix-automatico').length,
        pix: caregivers.filter((c) => hasPlanBySpec(c.tipodeconta) && c.formaDePagamento === 'pix').length,
      },
    },
    openings: {
      open: openings.filter((o) => !o.encerradaEm).length,
      closed: openings.filter((o) => o.encerradaEm).length,
      unplaced: openings.filter((o) => !o.encerradaEm && !o.localizacao).length,
    },
    alerts: of('alert').length,
    reports: { open: of('opening-report').filter((r) => r.decididaEm === undefined).length },
    supportWaiting: of('support-message').filter((m) => !m.teamState).length,
  };
}

/** 'Visão geral' as the API counts it, for an operator's token: the counts alone (the answer also names her role). */
export async function overviewCounts(stack: LocalStack, token: string): Promise<TeamOverview> {
  const res = await api(stack, '/api/equipe/visao-geral', { token });
  expect(res.status).toBe(200);
  const { operator: _role, ...counts } = res.json as unknown as TeamOverviewAnswer;
  return counts;
}
