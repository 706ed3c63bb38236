import type { LocalStack } from '../../../infra/local/stack';

/**
 * An account deletion's answer (hers or the team's), then the job: 200 'concluida' when every step ran inside the
 * request's time budget (3 s of wall clock from its start, lambdas/account/delete-account.ts), or 202 'em-andamento'
 * when a busy machine ran past it and the resume job finishes the rest, as in AWS. Both are the product's answer,
 * and which one comes depends on the machine's load, not on the code: a test that expects one of them goes red under
 * load (docs/testing.md, "Flakes are bugs"). What must hold is that the answer and its status agree; after a 202 the
 * job runs (at most three times, while any deletion is pending), and the caller checks that nothing of her is left.
 */
export async function expectDeletionFinished(stack: LocalStack, res: { status: number; json: Record<string, unknown> }) {
  const state = ({ 200: 'concluida', 202: 'em-andamento' } as Record<number, string>)[res.status];
  expect({ status: res.status, state: res.json?.status }).toEqual({ status: state ? res.status : '200 or 202', state });
  if (res.status === 202) await finishPendingDeletions(stack);
}

/** What a 202 left: the resume job runs, at most three times, while any deletion is pending (as it would on its timer). */
export async function finishPendingDeletions(stack: LocalStack) {
  let pending = 1;
  for (let run = 0; run < 3 && pending > 0; run++) ({ pending } = (await stack.runJob('resume-account-deletions', { graceMs: 0 })) as { pending: number });
}
