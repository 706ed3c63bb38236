/** The origin-response Lambda@Edge function's settings (edge-function.ts), without CDK: the capacity model reads them too. */

/**
 * The Lambda@Edge function's memory and timeout. It reads no body and calls nothing, so the smallest memory (billed
 * per GB-second, the capacity model reads this) is plenty; an origin event allows up to 30 s, and a second is
 * hundreds of times what it takes: a hang fails fast (CloudFront answers 5xx) instead of holding the viewer.
 */
export const EDGE_FUNCTION_MEMORY_MB = 128;
export const EDGE_FUNCTION_TIMEOUT_SECONDS = 1;
/** CloudFront replicates a Lambda@Edge function from here, and Lambda names its logs and metrics after it. */
export const EDGE_FUNCTION_HOME = 'us-east-1';
