// The declarative mapping of scripts/move-to-slices.mjs: old lambdas/ paths → their slice (see its RUNBOOK).

/** Folders of the old layout: every file under them must be mapped (a FILES entry or a FOLDERS rule). */
export const OLD_FOLDERS = ['clients/', 'data/', 'domain/', 'handlers/', 'http/', 'jobs/', 'services/', 'triggers/'];

/** Folders of the new layout: what is already there stays (so a second run moves nothing). */
export const NEW_FOLDERS = ['base/', 'caregivers/', 'openings/', 'alerts/', 'notices/', 'support/', 'subscriptions/', 'account/', 'team/'];

/** Files at the top of lambdas/ that stay. */
export const TOP_FILES = ['routes.ts', 'thin-handlers.test.ts', 'templates.test.ts'];

/**
 * Whole folders, old prefix → new prefix (relative to lambdas/). Checked after FILES, longest prefix first.
 */
export const FOLDERS = {
  'data/municipios/': 'base/places/municipios/',
  'triggers/': 'caregivers/triggers/',
};

/**
 * One module each, old → new (relative to lambdas/). A co-located `x.test.ts` moves with `x.ts` unless it has an
 * entry of its own.
 */
export const FILES = {
  // --- base: below every slice; imports none ---
  'env.ts': 'base/env.ts',
  'http/api-handler.ts': 'base/http/api-handler.ts',
  'http/client-address.ts': 'base/http/client-address.ts',
  'http/error-response.ts': 'base/http/error-response.ts',
  'http/origin-check.ts': 'base/http/origin-check.ts',
  'http/test-events.ts': 'base/http/test-events.ts',
  'handlers/health.ts': 'base/handlers/health.ts',
  'domain/errors.ts': 'base/errors.ts',
  'domain/messages.ts': 'base/messages.ts',
  'domain/text.ts': 'base/text.ts',
  'domain/email-address.ts': 'base/email-address.ts',
  'clients/aws-error-code.ts': 'base/aws-error-code.ts',
  'data/client.ts': 'base/table/client.ts',
  'data/cursor.ts': 'base/table/cursor.ts',
  'data/table-definition.ts': 'base/table/table-definition.ts',
  'domain/geo.ts': 'base/places/geo.ts',
  'data/municipalities.ts': 'base/places/municipalities.ts',
  'data/postal-codes.ts': 'base/places/postal-codes.ts',
  'services/cep-places.ts': 'base/places/cep-places.ts',
  'clients/cep-geocoder.ts': 'base/places/cep-geocoder.ts',
  'clients/viacep.ts': 'base/places/viacep.ts',
  'clients/raw-email.ts': 'base/mail/raw-email.ts',
  'clients/ses.ts': 'base/mail/ses.ts',
  'clients/server-secret.ts': 'base/secrets/server-secret.ts',
  'clients/hash-pepper.ts': 'base/secrets/hash-pepper.ts',
  'domain/rate-limits.ts': 'base/rate-limits/limits.ts',
  'data/rate-limits.ts': 'base/rate-limits/counters.ts',
  'jobs/manual-run.ts': 'base/jobs/manual-run.ts',

  // --- caregivers: sign-up, profile, location/CEP, password reset, account state, Cognito triggers ---
  'domain/caregiver.ts': 'caregivers/caregiver.ts',
  'domain/signup.ts': 'caregivers/signup.ts',
  'domain/signup-expiry.ts': 'caregivers/signup-expiry.ts',
  'domain/signup-signature.ts': 'caregivers/signup-signature.ts',
  'domain/password-policy.ts': 'caregivers/password-policy.ts',
  'domain/account-emails.ts': 'caregivers/account-emails.ts',
  'domain/account-state.ts': 'caregivers/account-state.ts',
  'services/account-state.ts': 'caregivers/account-state-check.ts',
  'http/signed-in.ts': 'caregivers/signed-in.ts',
  'clients/cognito.ts': 'caregivers/cognito.ts',
  'clients/signup-secret.ts': 'caregivers/signup-secret.ts',
  'data/caregivers.ts': 'caregivers/data/caregivers.ts',
  'handlers/signup.ts': 'caregivers/handlers/signup.ts',
  'handlers/get-me.ts': 'caregivers/handlers/get-me.ts',
  'handlers/update-location.ts': 'caregivers/handlers/update-location.ts',
  'handlers/set-cep.ts': 'caregivers/handlers/set-cep.ts',
  'handlers/request-password-reset.ts': 'caregivers/handlers/request-password-reset.ts',
  'jobs/expire-unconfirmed-signups.ts': 'caregivers/jobs/expire-unconfirmed-signups.ts',

  // --- openings: list, nearest first, operator import, closing and expiry, the stream's new openings ---
  'domain/opening.ts': 'openings/opening.ts',
  'domain/distance-paging.ts': 'openings/distance-paging.ts',
  'domain/import-file.ts': 'openings/import-file.ts',
  'domain/import-messages.ts': 'openings/import-messages.ts',
  'services/operator-import.ts': 'openings/operator-import.ts',
  'services/opening-expiry.ts': 'openings/opening-expiry.ts',
  'data/openings.ts': 'openings/data/openings.ts',
  'data/openings-by-distance.ts': 'openings/data/openings-by-distance.ts',
  'data/families.ts': 'openings/data/families.ts',
  'data/opening-closing.ts': 'openings/data/opening-closing.ts',
  'data/opening-stream.ts': 'openings/data/opening-stream.ts',
  'handlers/list-openings.ts': 'openings/handlers/list-openings.ts',
  'jobs/close-old-openings.ts': 'openings/jobs/close-old-openings.ts',

  // --- alerts: saved searches, matching, daily digests, unsubscribe ---
  'domain/alerts.ts': 'alerts/alerts.ts',
  'domain/alert-digest.ts': 'alerts/alert-digest.ts',
  'domain/unsubscribe-page.ts': 'alerts/unsubscribe-page.ts',
  'domain/unsubscribe-token.ts': 'alerts/unsubscribe-token.ts',
  'services/alerts.ts': 'alerts/saved-alerts.ts',
  'services/alert-digests.ts': 'alerts/alert-digests.ts',
  'services/alert-matching.ts': 'alerts/alert-matching.ts',
  'clients/alerts-secret.ts': 'alerts/alerts-secret.ts',
  'data/alerts.ts': 'alerts/data/alerts.ts',
  'handlers/create-alert.ts': 'alerts/handlers/create-alert.ts',
  'handlers/delete-alert.ts': 'alerts/handlers/delete-alert.ts',
  'handlers/list-alerts.ts': 'alerts/handlers/list-alerts.ts',
  'handlers/unsubscribe-alerts.ts': 'alerts/handlers/unsubscribe-alerts.ts',
  'jobs/send-alert-digests.ts': 'alerts/jobs/send-alert-digests.ts',
  'jobs/match-new-openings.ts': 'alerts/jobs/match-new-openings.ts',

  // --- notices ---
  'domain/notice.ts': 'notices/notice.ts',
  'data/notices.ts': 'notices/data/notices.ts',
  'handlers/list-notices.ts': 'notices/handlers/list-notices.ts',
  'handlers/mark-notice-read.ts': 'notices/handlers/mark-notice-read.ts',
  'handlers/notices.test.ts': 'notices/handlers/notices.test.ts',

  // --- support: 'Fale conosco', its e-mail and the retry job ---
  'domain/support.ts': 'support/support.ts',
  'data/support-messages.ts': 'support/data/support-messages.ts',
  'services/support-delivery.ts': 'support/support-delivery.ts',
  'handlers/send-support.ts': 'support/handlers/send-support.ts',
  'jobs/retry-support-emails.ts': 'support/jobs/retry-support-emails.ts',

  // --- subscriptions: plans, checkout, billing portal, Stripe's webhook ---
  'domain/plans.ts': 'subscriptions/plans.ts',
  'domain/stripe-events.ts': 'subscriptions/stripe-events.ts',
  'domain/subscription-state.ts': 'subscriptions/subscription-state.ts',
  'clients/stripe.ts': 'subscriptions/stripe.ts',
  'data/subscriptions.ts': 'subscriptions/data/subscriptions.ts',
  'handlers/checkout.ts': 'subscriptions/handlers/checkout.ts',
  'handlers/billing-portal.ts': 'subscriptions/handlers/billing-portal.ts',
  'handlers/stripe-webhook.ts': 'subscriptions/handlers/stripe-webhook.ts',

  // --- account (LGPD): her data as a file, deleting her account, deletion receipts ---
  'domain/account-deletion.ts': 'account/deletion.ts',
  'services/account-deletion.ts': 'account/delete-account.ts',
  'services/account-export.ts': 'account/export-account.ts',
  'services/deletion-receipts.ts': 'account/deletion-receipts.ts',
  'data/account-deletions.ts': 'account/data/account-deletions.ts',
  'handlers/export-account.ts': 'account/handlers/export-account.ts',
  'handlers/request-account-deletion.ts': 'account/handlers/request-account-deletion.ts',
  'jobs/resume-account-deletions.ts': 'account/jobs/resume-account-deletions.ts',

  // --- team (Painel da equipe): already a slice; its table access goes to data/ like every slice's ---
  'team/table.ts': 'team/data/table.ts',
  'team/support-table.ts': 'team/data/support-table.ts',

  // --- new files of this session's other branches, as they stood at 21:00 UTC (absent files are skipped) ---
  // i21-notices
  'jobs/fan-out-notices.ts': 'team/jobs/fan-out-notices.ts',
  // i21-openings-csv (tests contract/opening-csv.ts)
  'domain/opening-csv.test.ts': 'openings/opening-csv.test.ts',
  // i23-infra
  'data/alert-digests.ts': 'alerts/data/alert-digests.ts',
  'data/alert-keys.ts': 'alerts/data/alert-keys.ts',
  'data/alert-matches.ts': 'alerts/data/alert-matches.ts',
  'data/geo-index.ts': 'openings/data/geo-index.ts',
  // i23-texts
  'domain/html.ts': 'base/html.ts',
  'domain/catalogue.ts': 'base/catalogue.ts',
  // every template with its catalogue, across slices
  'domain/templates.test.ts': 'templates.test.ts',
  'domain/email-layout-template.ts': 'base/mail/email-layout-template.ts',
  'domain/account-emails-template.ts': 'caregivers/account-emails-template.ts',
  'domain/account-emails-texts.ts': 'caregivers/account-emails-texts.ts',
  'domain/caregiver-texts.ts': 'caregivers/caregiver-texts.ts',
  'domain/alert-digest-template.ts': 'alerts/alert-digest-template.ts',
  'domain/alert-digest-texts.ts': 'alerts/alert-digest-texts.ts',
  'domain/unsubscribe-page-template.ts': 'alerts/unsubscribe-page-template.ts',
  'domain/unsubscribe-page-texts.ts': 'alerts/unsubscribe-page-texts.ts',
  'domain/plan-texts.ts': 'subscriptions/plan-texts.ts',
  'domain/support-email-template.ts': 'support/support-email-template.ts',
  'domain/support-email-texts.ts': 'support/support-email-texts.ts',
  // i23-usecases
  'domain/account-password-reset.ts': 'caregivers/account-password-reset.ts',
  'domain/caregiver-me.ts': 'caregivers/caregiver-me.ts',
  'domain/caregiver-position.ts': 'caregivers/caregiver-position.ts',
  'domain/notices-list.ts': 'notices/notices-list.ts',
  'domain/openings-list.ts': 'openings/openings-list.ts',
  'domain/subscription-checkout.ts': 'subscriptions/subscription-checkout.ts',
  'domain/subscription-webhook.ts': 'subscriptions/subscription-webhook.ts',
  'domain/support-request.ts': 'support/support-request.ts',
};
