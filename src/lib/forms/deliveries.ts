/**
 * The stored rows that jobs deliver to an outside service, one entry per
 * collection: where the row lives, which column says it went, which job
 * sends it, and what names the row in a list (`titleColumn`, `label`). The
 * delivery bookkeeping (src/lib/jobs/deliver.ts), the admin's "retry now"
 * (src/api/retryDelivery.ts), its button and the dashboard's deliveries panel
 * read this one table. Every such table also has `last_error` (the last
 * failure's reason), `sending_since` (a worker's reservation) and `failed_at`
 * (refused for good by the service: not retried until someone asks).
 */
export const DELIVERIES = {
  'form-submissions': {
    table: 'form_submissions',
    sentColumn: 'forwarded_at',
    task: 'forwardFormSubmission',
    input: 'submission',
    titleColumn: 'email',
    label: 'Form submissions',
  },
  subscriptions: {
    table: 'subscriptions',
    sentColumn: 'forwarded_at',
    task: 'forwardSubscription',
    input: 'subscription',
    titleColumn: 'email',
    label: 'Subscriptions',
  },
  'abuse-reports': {
    table: 'abuse_reports',
    sentColumn: 'notified_at',
    task: 'notifyAbuseReport',
    input: 'report',
    titleColumn: 'resource',
    label: 'Abuse reports',
  },
  // A demo call has gone when the service gave it an id.
  'voice-ai-setups': {
    table: 'voice_ai_setups',
    sentColumn: 'call_id',
    task: 'startVoiceAiDemo',
    input: 'setup',
    titleColumn: 'email',
    label: 'Voice AI demos',
  },
} as const

export type DeliveredCollection = keyof typeof DELIVERIES
export const DELIVERED_COLLECTIONS = Object.keys(DELIVERIES) as DeliveredCollection[]

/**
 * The key sent with every attempt at one row's delivery (an Idempotency-Key
 * header, an e-mail's Message-ID): the same for every retry of the same row, so
 * a service can recognise a repeat of a send whose answer never came back.
 */
export const idempotencyKey = (collection: DeliveredCollection, id: number | string): string => `ostra-${collection}-${id}`

/**
 * Where one row's delivery stands, as the admin shows it: sent; refused for good by the service (not tried
 * again until someone presses "Retry now"); failing and waiting to retry by itself (with backoff); or
 * waiting for its first attempt, its confirmation, or a service to be configured.
 */
export type DeliveryState = 'sent' | 'refused' | 'retrying' | 'waiting'

export function deliveryState(row: { sent: boolean; failedAt?: string | null; lastError?: string | null }): DeliveryState {
  if (row.sent) return 'sent'
  if (row.failedAt) return 'refused'
  return row.lastError ? 'retrying' : 'waiting'
}
