import { Forbidden, type Access, type FieldAccess, type GlobalBeforeOperationHook } from 'payload'

/** Signed-in staff (admins and editors). */
export const authenticated: Access = ({ req }) => Boolean(req.user)

/** Anyone may read published documents; staff also read drafts. */
export const publishedOrAuthenticated: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

export const anyone: Access = () => true

/** Admins only: managing users, and deleting what visitors submitted (editors may read and update it). */
export const isAdmin: Access = ({ req }) => req.user?.role === 'admin'

/** Admins manage every user; an editor sees and edits only their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}

export const adminFieldOnly: FieldAccess = ({ req }) => req.user?.role === 'admin'

/**
 * A global with drafts (header, footer): anyone reads its published version, only staff its draft. Its read
 * access stays open (the site's every page reads it), so a visitor's `?draft=true` is refused here instead.
 */
export const staffReadDrafts: GlobalBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  const asked = (args as { draft?: unknown } | undefined)?.draft
  // The server's own reads (overrideAccess: a release, the seed) read drafts as they must.
  if (operation === 'read' && asked === true && !overrideAccess && !req.user) throw new Forbidden(req.t)
  return args
}
