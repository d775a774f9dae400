import type { CollectionConfig } from 'payload'

import { authenticated, isAdmin } from './shared/access'

/** Every sign-up the site received (never the password) and what the portal made of it. */
export const SignUpAttempts: CollectionConfig = {
  slug: 'sign-up-attempts',
  labels: { singular: 'Sign-up attempt', plural: 'Sign-up attempts' },
  admin: { group: 'Conversion', useAsTitle: 'email', defaultColumns: ['email', 'status', 'promoCode', 'createdAt'] },
  // Written by POST /api/sign-up only; staff read them.
  access: { read: authenticated, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'company', type: 'text' },
    { name: 'promoCode', type: 'text' },
    { name: 'number', label: 'Chosen number', type: 'text' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Account created', value: 'created' },
        { label: 'Handed to the portal', value: 'handed-off' },
        { label: 'Account already existed', value: 'exists' },
        { label: 'Failed', value: 'failed' },
      ],
    },
    { name: 'portalError', type: 'text', admin: { readOnly: true } },
    { name: 'anonymousId', type: 'text', admin: { readOnly: true } },
  ],
}
