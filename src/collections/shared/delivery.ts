import type { Field } from 'payload'

import type { DeliveredCollection } from '@/lib/forms'

/**
 * The sidebar of a stored submission that a job delivers: while a worker is
 * sending it (`sendingSince`, its reservation: src/lib/jobs/deliver.ts), when
 * the service refused it for good (`failedAt`), and a "Retry now" button for
 * one that keeps failing or was refused (src/api/retryDelivery.ts).
 */
export const deliveryFields = (collection: DeliveredCollection): Field[] => [
  {
    name: 'failedAt',
    type: 'date',
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description:
        'When the service refused it for good (the last error says why: a wrong list or form id, a wrong key…). It is not tried again by itself: fix the setting, then press Retry now.',
    },
  },
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
