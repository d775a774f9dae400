/**
 * Redirects managed in the admin (plugin-redirects): pure matching, used by
 * the unrouted handler (an address no pre-rendered page has), and the rule for a page that moved.
 */
import { normalisePath } from './paths'

export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]
/** A page that moves gets a permanent redirect from its old address. */
export const MOVED_PAGE_STATUS = '301' as const

export type RedirectDoc = {
  from?: string | null
  type?: string | null
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: number | { path?: string | null } } | null
  } | null
}
export type RedirectRule = { to: string; status: RedirectStatus }
export type RedirectMap = ReadonlyMap<string, RedirectRule>

function targetOf(doc: RedirectDoc): string | undefined {
  const to = doc.to
  if (!to) return undefined
  if (to.type === 'custom') return to.url?.trim() || undefined
  const value = to.reference?.value
  return value && typeof value === 'object' ? (value.path ?? undefined) : undefined
}

function statusOf(type: string | null | undefined): RedirectStatus {
  const n = Number(type)
  return (REDIRECT_STATUSES as readonly number[]).includes(n) ? (n as RedirectStatus) : 308
}

/** Source path → rule; entries without a target, with an unusable source, or pointing at themselves are left out. */
export function buildRedirectMap(docs: readonly RedirectDoc[]): RedirectMap {
  const map = new Map<string, RedirectRule>()
  for (const doc of docs) {
    const from = doc.from ? normalisePath(doc.from) : undefined
    const to = targetOf(doc)
    if (!from || !to || normalisePath(to) === from) continue
    map.set(from, { to, status: statusOf(doc.type) })
  }
  return map
}

export function findRedirect(map: RedirectMap, pathname: string): RedirectRule | undefined {
  const path = normalisePath(pathname)
  return path ? map.get(path) : undefined
}

type PathState = { path?: string | null; _status?: string | null }

/** A published page whose path changed leaves a redirect from the old path to the page. */
export function movedPagePath(previous: PathState | undefined, next: PathState): string | undefined {
  if (!previous?.path || !next.path || previous.path === next.path) return undefined
  if (previous._status !== 'published' || next._status !== 'published') return undefined
  return previous.path
}
