/**
 * How long a support message is kept after it is sent (DynamoDB's TTL then removes it), whatever became of it;
 * the privacy page states it. A caregiver's own messages go sooner if she deletes her account.
 */
export const SUPPORT_MESSAGE_RETENTION_DAYS = 180;

/** POST /api/support's body (every field is checked by the server; `website` is the form's hidden honeypot). */
export interface SupportForm {
  nome?: string;
  email?: string;
  whatsapp?: string;
  mensagem?: string;
  website?: string;
}

/** POST /api/support's answer, kept in the original's shape `{success, error}` for every outcome. */
export interface SupportAnswer {
  success: boolean;
  error?: string;
  field?: string;
}
