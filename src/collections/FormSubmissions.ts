import type { CollectionConfig } from 'payload'

import { MARKETING_FORM_IDS, SITE_FORMS } from '@/lib/forms'

import { authenticated, isAdmin } from './shared/access'
import { deliveryFields } from './shared/delivery'

/**
 * Marketing form submissions: stored first, then forwarded to the marketing-automation service by a
 * job; for the forms with double opt-in (lib/forms/forms), only once the link in the confirmation e-mail is clicked.
 */
export const FormSubmissions: CollectionConfig = {
  slug: 'form-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  admin: { group: 'Submissions', useAsTitle: 'email', defaultColumns: ['email', 'form', 'confirmedAt', 'forwardedAt', 'lastError', 'failedAt', 'createdAt'] },
  access: { read: authenticated, create: () => false, update: authenticated, delete: isAdmin },
  fields: [
    { name: 'form', type: 'select', required: true, index: true, options: MARKETING_FORM_IDS.map((value) => ({ value, label: SITE_FORMS[value].label })) },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'data', type: 'json', required: true },
    { name: 'pageUri', type: 'text' },
    {
      name: 'confirmedAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'When the visitor clicked the link in the confirmation e-mail (forms that ask for one). Empty there: not forwarded yet.',
      },
    },
    { name: 'forwardedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lastError', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    ...deliveryFields('form-submissions'),
  ],
}
