/**
 * The job that forwards a stored subscription to the marketing contacts API.
 * A failure records its reason on the row and throws, so the queue retries it
 * with backoff; nothing is lost while the service is down or slow. A refusal
 * for good marks the row failed instead (deliver.ts).
 */
import type { TaskConfig } from 'payload'

import { env } from '../config/data'
import { forwardConfigured } from './forwarding'
import { addContact } from './marketingContacts'
import { deliverRow, retryForever } from '../jobs/data'

export const FORWARD_SUBSCRIPTION = 'forwardSubscription'

export const forwardSubscriptionTask: TaskConfig<'forwardSubscription'> = {
  slug: FORWARD_SUBSCRIPTION,
  label: 'Forward a subscription to the marketing contacts API',
  inputSchema: [{ name: 'subscription', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  ...retryForever,
  handler: async ({ input, req }) => {
    const config = env.marketingContacts
    // Unconfigured, or no id for the row's list (development, tests): the row stays stored, to be queued again by
    // the job runner's start once it is configured (lib/forms/forwarding).
    if (!config) return { output: { delivered: false } }
    return deliverRow(
      req,
      'subscriptions',
      input.subscription,
      (row, idempotencyKey) => addContact(config, row.list, row.email, { idempotencyKey }),
      (row) => forwardConfigured('subscriptions', row.list, env),
    )
  },
}
