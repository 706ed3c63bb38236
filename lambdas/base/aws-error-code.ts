/**
 * What may be logged or stored of an AWS error: its code only (the SDK's `name`, e.g. 'MessageRejected',
 * 'InvalidParameterValue'). An SES message can quote the addresses it refused, which are personal data.
 */
export function awsErrorCode(error: unknown): string {
  const candidate = (error as { name?: unknown; Code?: unknown } | null)?.Code ?? (error as { name?: unknown } | null)?.name;
  return typeof candidate === 'string' && /^[A-Za-z][A-Za-z0-9._-]{0,99}$/.test(candidate) ? candidate : 'UnknownError';
}
