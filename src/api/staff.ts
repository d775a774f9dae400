import type { PayloadRequest } from 'payload'

import { USER_ROLES } from '@/collections/Users'

const STAFF: ReadonlySet<unknown> = new Set(USER_ROLES)

/** Whether the request's user is staff (an editor or an administrator): who may use the admin's action buttons. */
export function isStaff(user: PayloadRequest['user']): boolean {
  return Boolean(user) && STAFF.has(user?.role)
}
