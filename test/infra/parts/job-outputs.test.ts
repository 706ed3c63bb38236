/**
 * Proves (issue 49, item 8): running a job by hand in AWS is one command. The app stack names each scheduled job's
 * real function in an output (`JobFunction<Name>`), which `aws lambda invoke --function-name` takes as it is
 * (docs/operations.md, "Running a job by hand").
 */
import { Template } from 'aws-cdk-lib/assertions';
import { handlerName, scheduledJobs } from '../../../lambdas/routes';
import { pascalCase } from '../../../infra/cdk/slice-stack';
import { productionContext, synthCarey } from '../helpers/carey-app';

describe('production: each scheduled job’s function is named in an output', () => {
  const built = synthCarey({ context: productionContext });
  afterAll(() => built.cleanup());

  it('JobFunction<Name> for every job of the schedule, read from the nested stack that holds it', () => {
    const outputs = Template.fromStack(built.app).toJSON().Outputs as Record<string, { Value: unknown; Description: string }>;
    const jobOutputs = Object.keys(outputs).filter((id) => id.startsWith('JobFunction')).sort();
    expect(jobOutputs).toEqual(scheduledJobs.map((job) => `JobFunction${pascalCase(handlerName(job.handler))}`).sort());
    for (const job of scheduledJobs) {
      const output = outputs[`JobFunction${pascalCase(handlerName(job.handler))}`];
      expect(output.Description).toContain(`the job ${handlerName(job.handler)}`);
      // the function's real name, as its nested stack resolves it (CloudFormation's name, not one we guess)
      expect(JSON.stringify(output.Value)).toMatch(/"Fn::GetAtt":\["[A-Za-z0-9]+","Outputs\.[A-Za-z0-9]+"\]/);
    }
  });
});
