import type { CollectionConfig } from 'payload'

import { SUBSCRIPTION_LIST_NAMES, SUBSCRIPTION_LISTS } from '@/lib/forms'

import { authenticated, isAdmin } from './shared/access'
import { deliveryFields } from './shared/delivery'

/**
 * Visitors' e-mail subscriptions: stored first, one row per list and address; confirmed by the
 * link in a confirmation e-mail (double opt-in), then forwarded to the marketing contacts API by a
 * job (forwardedAt, lastError).
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: 'Subscription', plural: 'Subscriptions' },
  admin: { group: 'Submissions', useAsTitle: 'email', defaultColumns: ['email', 'list', 'confirmedAt', 'forwardedAt', 'lastError', 'failedAt', 'createdAt'] },
  // Created only through the product's endpoints; staff read and tidy them.
  access: { read: authenticated, create: () => false, update: authenticated, delete: isAdmin },
  indexes: [{ fields: ['list', 'email'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'list', type: 'select', required: true, options: SUBSCRIPTION_LIST_NAMES.map((value) => ({ value, label: SUBSCRIPTION_LISTS[value].label })) },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: { readOnly: true, description: 'When the subscriber clicked the link in the confirmation e-mail. Empty: not confirmed yet, so not forwarded.' },
    },
    { name: 'forwardedAt', type: 'date', admin: { readOnly: true, description: 'When the marketing contacts API accepted it.' } },
    {
      name: 'lastError',
      type: 'text',
      admin: {
        readOnly: true,
        description:
          'The last failed forward; the job retries with backoff (at most hourly) until it goes, unless the service refused it for good (Failed at).',
      },
    },
    ...deliveryFields('subscriptions'),
  ],
}
