import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * "Now" for a request: the time API Gateway received it (`requestContext.timeEpoch`, ms), so that one request has one
 * time and a test can fix it (the local stack's `fixRequestTime`); the function's clock when the event has none.
 */
export function requestTime(event: Pick<APIGatewayProxyEventV2, 'requestContext'>): Date {
  const epoch = event.requestContext?.timeEpoch;
  return new Date(typeof epoch === 'number' && Number.isFinite(epoch) ? epoch : Date.now());
}
