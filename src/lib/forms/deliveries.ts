/**
 * The stored rows that jobs deliver to an outside service, one entry per
 * collection: which job sends it (its task, and the row's id in the job's
 * input) and what the admin calls the collection. The delivery bookkeeping
 * (src/lib/jobs/deliver.ts), the admin's "retry now" (src/api/retryDelivery.ts),
 * its button and the dashboard's deliveries panel read this one table; where
 * each row lives and which column says it went: src/lib/jobs/jobStore.ts
 * (deliveryTables, checked by the type-check: every such table also has
 * `last_error`, `sending_since` and `failed_at`).
 */
export const DELIVERIES = {
  'form-submissions': {
    task: 'forwardFormSubmission',
    input: 'submission',
    label: 'Form submissions',
  },
  subscriptions: {
    task: 'forwardSubscription',
    input: 'subscription',
    label: 'Subscriptions',
  },
  'abuse-reports': {
    task: 'notifyAbuseReport',
    input: 'report',
    label: 'Abuse reports',
  },
  'voice-ai-setups': {
    task: 'startVoiceAiDemo',
    input: 'setup',
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
