import type { CollectionConfig } from 'payload'

import { env } from '@/lib/config/data'

import { adminFieldOnly, adminOrSelf, isAdmin } from './shared/access'

export const USER_ROLES = ['admin', 'editor'] as const
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 15 * 60 * 1000

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Five wrong passwords lock the account for 15 minutes: guessing is slow, a typo is not fatal.
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    // A working day: a stolen session token expires by the evening.
    tokenExpiration: 8 * 60 * 60,
    // Production sends the session cookie over HTTPS only (browsers treat http://localhost as secure too).
    cookies: { secure: env.appEnv === 'production', sameSite: 'Lax' },
  },
  admin: { group: 'Team', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
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
