import { serverSecret } from '../base/secrets/server-secret';

/** The key that signs unsubscribe links (ALERTS_TOKEN_SECRET locally, ALERTS_TOKEN_SECRET_ID in AWS). */
export const alertsTokenSecret = serverSecret('ALERTS_TOKEN_SECRET', 'ALERTS_TOKEN_SECRET_ID', 'alerts token', 'ALERTS_TOKEN_SECRET_VERSION_ID');
