import type { CollectionConfig } from 'payload'

import { ABUSE_TYPE_NAMES, ABUSE_TYPES } from '@/lib/forms'

import { authenticated, isAdmin } from './shared/access'
import { deliveryFields } from './shared/delivery'

/** Reports from the abuse form: stored first, then e-mailed to the abuse desk by a job. */
export const AbuseReports: CollectionConfig = {
  slug: 'abuse-reports',
  labels: { singular: 'Abuse report', plural: 'Abuse reports' },
  admin: {
    group: 'Submissions',
    useAsTitle: 'resource',
    defaultColumns: ['resource', 'abuseType', 'status', 'notifiedAt', 'lastError', 'failedAt', 'createdAt'],
  },
  access: { read: authenticated, create: () => false, update: authenticated, delete: isAdmin },
  fields: [
    { name: 'reporterName', type: 'text', required: true },
    { name: 'reporterEmail', type: 'email', required: true },
    { name: 'reporterPhone', type: 'text' },
    { name: 'resource', label: 'Number or resource abused', type: 'text', required: true, index: true },
    { name: 'abuseType', type: 'select', required: true, options: ABUSE_TYPE_NAMES.map((value) => ({ value, label: ABUSE_TYPES[value] })) },
    { name: 'description', type: 'textarea', required: true },
    { name: 'evidenceLinks', type: 'array', maxRows: 10, fields: [{ name: 'url', type: 'text', required: true }] },
    {
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      options: ['new', 'investigating', 'closed'].map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      admin: { position: 'sidebar' },
    },
    { name: 'notifiedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, description: 'When the abuse desk was e-mailed.' } },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    ...deliveryFields('abuse-reports'),
  ],
}
