import type { CloudFrontResponseEvent } from 'aws-lambda';
import { answerStageThrottle, type EdgeResponse } from '../stage-throttle-answer';

/**
 * Lambda@Edge, origin response, on CloudFront's `/api/*` behaviour (infra/cdk/edge-function.ts): API Gateway's stage
 * throttle gets Retry-After and a Portuguese body (docs/decisions/079). No environment, no SDK, no log line.
 */
export const handler = async (event: CloudFrontResponseEvent): Promise<EdgeResponse> => answerStageThrottle(event.Records[0].cf.response);
