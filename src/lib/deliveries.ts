/**
 * The stored rows that jobs deliver to an outside service, one entry per
 * collection: where the row lives, which column says it went, and which job
 * sends it. The delivery bookkeeping (src/lib/tasks/deliver.ts), the admin's
 * "retry now" (src/api/retryDelivery.ts) and its button read this one table.
 */
export const DELIVERIES = {
  'form-submissions': { table: 'form_submissions', sentColumn: 'forwarded_at', task: 'forwardFormSubmission', input: 'submission' },
  subscriptions: { table: 'subscriptions', sentColumn: 'forwarded_at', task: 'forwardSubscription', input: 'subscription' },
  'abuse-reports': { table: 'abuse_reports', sentColumn: 'notified_at', task: 'notifyAbuseReport', input: 'report' },
  // A demo call has gone when the service gave it an id.
  'voice-ai-setups': { table: 'voice_ai_setups', sentColumn: 'call_id', task: 'startVoiceAiDemo', input: 'setup' },
} as const

export type DeliveredCollection = keyof typeof DELIVERIES
export const DELIVERED_COLLECTIONS = Object.keys(DELIVERIES) as DeliveredCollection[]

/**
 * The key sent with every attempt at one row's delivery (an Idempotency-Key
 * header, an e-mail's Message-ID): the same for every retry of the same row, so
 * a service can recognise a repeat of a send whose answer never came back.
 */
export const idempotencyKey = (collection: DeliveredCollection, id: number | string): string => `ostra-${collection}-${id}`
