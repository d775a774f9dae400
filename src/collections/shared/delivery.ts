import type { Field } from 'payload'

import type { DeliveredCollection } from '@/lib/deliveries'

/**
 * The sidebar of a stored submission that a job delivers: while a worker is
 * sending it (`sendingSince`, its reservation: src/lib/tasks/deliver.ts) and a
 * "Retry now" button for one that keeps failing (src/api/retryDelivery.ts).
 */
export const deliveryFields = (collection: DeliveredCollection): Field[] => [
  {
    name: 'sendingSince',
    type: 'date',
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: 'Set while a worker is sending it; cleared once it has gone or failed.',
    },
  },
  {
    name: 'retryDelivery',
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: { Field: { path: '/src/components/admin/RetryDelivery.client#RetryDelivery', clientProps: { collection } } },
    },
  },
]
