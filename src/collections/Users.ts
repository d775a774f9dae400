import type { CollectionConfig } from 'payload'

import { adminFieldOnly, adminOrSelf, isAdmin } from './shared/access'

export const USER_ROLES = ['admin', 'editor'] as const

export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: USER_ROLES.map((value) => ({ value, label: value === 'admin' ? 'Admin' : 'Editor' })),
      saveToJWT: true,
      access: { update: adminFieldOnly, create: adminFieldOnly },
    },
  ],
}
