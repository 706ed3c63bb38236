/**
 * The fixed monthly cost of each stage, from its synthesised templates' resource types (`template-prices.ts`),
 * printed by `npm run bench -- --only=cost` beside the usage model's totals (docs/capacity.md). The secrets are
 * both a fixed cost here and a line of the usage model (`monthlyCost`): the all-in totals count them once.
 */
import { productionContext, synthCarey } from '../infra/helpers/carey-app';
import { templatesOf } from '../infra/helpers/stacks';
import type { ModelStep } from './cost-model';
import { dashboardOnlyMetrics, SERVICE_NAME } from '../../lambdas/base/observability/metric-names';
import { ALARM_METRIC, CUSTOM_METRIC, fixedMonthlyCost, WAF_RULE, type FixedLine } from './template-prices';

const SECRET = 'AWS::SecretsManager::Secret';

/** How many resources of each type a stage's templates hold (every stack, nested ones included), and their web ACLs' rules. */
export function resourceTypeCounts(options: Parameters<typeof synthCarey>[0]): Record<string, number> {
  const built = synthCarey(options);
  try {
    const counts: Record<string, number> = {};
    const custom = new Set<string>();
    for (const resources of templatesOf(built.cdkApp).values()) {
      for (const r of Object.values(resources)) {
        counts[r.Type] = (counts[r.Type] ?? 0) + 1;
        // WAF bills each rule of a web ACL as well as the web ACL.
        if (r.Type === 'AWS::WAFv2::WebACL') counts[WAF_RULE] = (counts[WAF_RULE] ?? 0) + ((r.Properties?.Rules as unknown[] | undefined)?.length ?? 0);
        if (r.Type === 'AWS::CloudWatch::Alarm') {
          const metrics = alarmMetrics(r.Properties ?? {});
          counts[ALARM_METRIC] = (counts[ALARM_METRIC] ?? 0) + metrics.length;
          for (const m of metrics) if (typeof m.Namespace === 'string' && !m.Namespace.startsWith('AWS/')) custom.add(metricKey(m));
        }
      }
    }
    // Metrics only the dashboard reads (no alarm): Powertools' `service` dimension alone.
    for (const name of dashboardOnlyMetrics) custom.add(metricKey({ Namespace: 'custom', MetricName: name, Dimensions: [{ Name: 'service', Value: SERVICE_NAME }] }));
    if (custom.size > 0) counts[CUSTOM_METRIC] = custom.size;
    return counts;
  } finally {
    built.cleanup();
  }
}

interface MetricDefinition {
  Namespace?: unknown;
  MetricName?: unknown;
  Dimensions?: unknown;
}

/** The metrics one alarm watches: its own, or each metric of its math expression (each billed as an alarm metric). */
export function alarmMetrics(props: Record<string, unknown>): MetricDefinition[] {
  const math = props.Metrics as { MetricStat?: { Metric: MetricDefinition } }[] | undefined;
  if (math) return math.filter((m) => m.MetricStat).map((m) => m.MetricStat!.Metric);
  return [{ Namespace: props.Namespace, MetricName: props.MetricName, Dimensions: props.Dimensions }];
}

/** One custom metric: its name and its dimension set (names and values), whatever the stage's namespace. */
function metricKey(m: MetricDefinition): string {
  const dims = ((m.Dimensions as { Name: string; Value: unknown }[] | undefined) ?? []).map((d) => `${d.Name}=${JSON.stringify(d.Value)}`).sort();
  return `${String(m.MetricName)} ${dims.join(',')}`;
}

export interface StageFixedCost {
  stage: string;
  lines: FixedLine[];
  usd: number;
}

/** The dev stage (`npm run synth`'s default) and production (with the settings production needs). */
export function stageFixedCosts(): StageFixedCost[] {
  return [
    { stage: 'dev', counts: resourceTypeCounts({}) },
    { stage: 'prod', counts: resourceTypeCounts({ context: productionContext }) },
  ].map(({ stage, counts }) => {
    const lines = fixedMonthlyCost(counts).sort((a, b) => a.type.localeCompare(b.type));
    return { stage, lines, usd: lines.reduce((sum, l) => sum + l.usd, 0) };
  });
}

/** A stage's month at one step of the usage model: its usage (secrets taken out) plus its fixed costs (secrets in). */
export const allInUsd = (stage: StageFixedCost, step: ModelStep) => step.totalUsd - (step.lines.find((l) => l.service === 'Secrets Manager')?.usd ?? 0) + stage.usd;

const usd = (n: number) => `$${n < 10 ? n.toFixed(2) : n.toFixed(0)}`;

/** The fixed costs per stage, and each stage's all-in total at each step of the usage model (secrets once). */
export function formatStageCosts(stages: readonly StageFixedCost[], steps: readonly ModelStep[]): string {
  const types = [...new Set(stages.flatMap((s) => s.lines.map((l) => l.type)))].sort();
  const what = (type: string) => stages.flatMap((s) => s.lines).find((l) => l.type === type)!.what;
  const cell = (s: StageFixedCost, type: string) => {
    const line = s.lines.find((l) => l.type === type);
    return line ? `${line.count} × ${usd(line.usd / line.count)} = ${usd(line.usd)}` : '-';
  };
  const rows: string[][] = [
    ['fixed monthly cost per stage (USD)', ...stages.map((s) => s.stage)],
    ...types.map((type) => [`${type.replace(/^AWS::/, '')} (${what(type)})`, ...stages.map((s) => cell(s, type))]),
    ['fixed total', ...stages.map((s) => usd(s.usd))],
  ];
  rows.push(...steps.map((step) => [`all in at ${step.caregivers.toLocaleString('en')} caregivers (usage + fixed)`, ...stages.map((s) => usd(allInUsd(s, step)))]));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i] + 2))).join('')).join('\n');
}

/** The same figures as bench rows (printed in the summary and kept in bench-results.json). */
export function stageCostRows(stages: readonly StageFixedCost[], steps: readonly ModelStep[]): [string, string, string][] {
  const secrets = (s: StageFixedCost) => s.lines.find((l) => l.type === SECRET)?.count ?? 0;
  return stages.map((s) => [
    `cost: fixed per month, ${s.stage} stage`,
    `${usd(s.usd)} (${s.lines.map((l) => `${l.count} ${l.type.replace(/^AWS::\w+::/, '')}`).join(', ')}; ${secrets(s)} secrets); all in: ${steps.map((step) => usd(allInUsd(s, step))).join(' / ')}`,
    '',
  ]);
}
