/**
 * How long a support message is kept after it is sent (DynamoDB's TTL then removes it), whatever became of it;
 * the privacy page states it. A caregiver's own messages go sooner if she deletes her account.
 */
export const SUPPORT_MESSAGE_RETENTION_DAYS = 180;
