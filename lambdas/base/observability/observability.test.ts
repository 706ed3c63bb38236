import type { Context } from 'aws-lambda';
import { apiHandler, type ApiEvent } from '../http/api-handler';
import { jobHandler } from '../jobs/job-handler';
import { captureLog, emfMetrics } from './captured-log';
import { countMetric, hashedCaregiver } from './observability';
import { SERVICE_NAME, metricNames, metricsNamespace } from './metric-names';
import { messages } from '../messages';

const context = { functionName: 'carey-test', awsRequestId: 'req-lambda', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
const event = (sub?: string) =>
  ({
    version: '2.0', routeKey: 'GET /api/x', rawPath: '/api/x', headers: {}, isBase64Encoded: false,
    requestContext: { requestId: 'req-api-1', http: { method: 'GET', path: '/api/x' }, ...(sub ? { authorizer: { jwt: { claims: { sub } } } } : {}) },
  }) as unknown as ApiEvent;

async function logged<T>(run: () => Promise<T>) {
  const log = captureLog();
  try {
    return { result: await run(), entries: log.json() };
  } finally {
    log.restore();
  }
}

describe('observability', () => {
  it('answers an unexpected error 500 and counts UnhandledError for its route, in the stage namespace', async () => {
    const failing = apiHandler({}, async () => {
      throw new Error('boom');
    });
    const { result, entries } = await logged(() => failing(event('caregiver-uid-1'), context));
    expect(result.statusCode).toBe(500);
    expect(emfMetrics(entries)).toEqual([{ namespace: metricsNamespace('local'), name: metricNames.unhandledError, dimensions: { service: SERVICE_NAME, Route: 'GET /api/x' }, value: 1 }]);
    const line = entries.find((e) => e.message === 'unexpected failure')!;
    expect(line).toMatchObject({ level: 'ERROR', service: SERVICE_NAME, correlation_id: 'req-api-1', route: 'GET /api/x', function_name: 'carey-test', caregiver: hashedCaregiver('caregiver-uid-1') });
    expect(JSON.stringify(entries)).not.toContain('caregiver-uid-1');
  });

  // As AWS meets it: the route is built with its defaults, Lambda's context has little time left and the work is slow.
  it('counts HandlerTimeout for its route when the work outlasts the time Lambda has left', async () => {
    let work: NodeJS.Timeout | undefined;
    const slow = apiHandler({}, () => new Promise((resolve) => (work = setTimeout(() => resolve({ body: {} }), 3_000))));
    const nearlyOut = { ...context, getRemainingTimeInMillis: () => 600 } as Context;
    try {
      const { result, entries } = await logged(() => slow(event(), nearlyOut));
      expect({ status: result.statusCode, body: JSON.parse(result.body ?? '{}') }).toEqual({ status: 500, body: { message: messages.internalError } });
      expect(emfMetrics(entries).map((m) => [m.name, m.dimensions])).toEqual([[metricNames.handlerTimeout, { service: SERVICE_NAME, Route: 'GET /api/x' }]]);
      expect(entries.find((e) => e.message === 'handler timed out')).toMatchObject({ level: 'ERROR', route: 'GET /api/x' });
    } finally {
      clearTimeout(work);
    }
  });

  it('counts nothing for a refusal (4xx)', async () => {
    const refusing = apiHandler({}, async ({ caller }) => ({ body: caller() }));
    const { result, entries } = await logged(() => refusing(event(), context));
    expect(result.statusCode).toBe(401);
    expect(emfMetrics(entries)).toEqual([]);
  });

  it("counts JobFailed with the job's path when a job throws, and writes its business metrics with service only", async () => {
    const job = jobHandler('team/jobs/example', async () => {
      countMetric(metricNames.digestsFailed, 2);
      throw new Error('down');
    });
    const { entries } = await logged(() => job({}, context).catch(() => 'failed'));
    expect(emfMetrics(entries)).toEqual(
      expect.arrayContaining([
        { namespace: 'Carey/local', name: metricNames.jobFailed, dimensions: { service: SERVICE_NAME, Job: 'team/jobs/example' }, value: 1 },
        { namespace: 'Carey/local', name: metricNames.digestsFailed, dimensions: { service: SERVICE_NAME }, value: 2 },
      ]),
    );
    expect(entries.find((e) => e.message === 'job failed')).toMatchObject({ level: 'ERROR', job: 'team/jobs/example' });
  });

  it("uses POWERTOOLS_METRICS_NAMESPACE when CDK sets it (the stage's namespace)", async () => {
    process.env.POWERTOOLS_METRICS_NAMESPACE = metricsNamespace('prod');
    try {
      const job = jobHandler('team/jobs/example', async () => countMetric(metricNames.emailsBounced));
      const { entries } = await logged(() => job({}, context));
      expect(emfMetrics(entries).map((m) => m.namespace)).toEqual(['Carey/prod']);
    } finally {
      delete process.env.POWERTOOLS_METRICS_NAMESPACE;
    }
  });
});
