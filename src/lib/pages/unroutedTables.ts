/**
 * The tables the unrouted handler decides with, read through the local API.
 * Read only for addresses no pre-rendered page has, so a cached page costs
 * none of this. Each is one small value kept for a second, so a flood of
 * invented addresses costs a few reads a second, and a publish or a new
 * redirect is live within that.
 */
import type { Payload } from 'payload'

import { readPublishedPaths } from './publishedPaths'
import { buildRedirectMap, type RedirectDoc, type RedirectMap } from './redirects'
import type { UnroutedTables } from './unrouted'

const TABLE_TTL_MS = 1000

/** One value, read again when older than `ttlMs`; concurrent readers share the read, and a failed read keeps the last value. */
function kept<T>(name: string, read: (payload: Payload) => Promise<T>, empty: T, ttlMs: number) {
  let value: { data: T; at: number } | undefined
  let loading: Promise<T> | undefined
  return async (payload: Payload): Promise<T> => {
    if (value && Date.now() - value.at < ttlMs) return value.data
    loading ??= read(payload)
      .then((data) => {
        value = { data, at: Date.now() }
        return data
      })
      .catch((error: unknown) => {
        console.error(`${name}: failed to read`, error instanceof Error ? error.message : error)
        return value?.data ?? empty
      })
      .finally(() => (loading = undefined))
    return loading
  }
}

const redirects = kept<RedirectMap>(
  'redirects',
  async (payload) =>
    buildRedirectMap((await payload.find({ collection: 'redirects', pagination: false, depth: 1, overrideAccess: true })).docs as RedirectDoc[]),
  new Map(),
  TABLE_TTL_MS,
)

export async function unroutedTables(payload: Payload): Promise<UnroutedTables> {
  const [redirectMap, published] = await Promise.all([
    redirects(payload),
    // Through the data cache, expired by every publish, unpublish, move or delete (the sitemap tag): always current.
    readPublishedPaths(payload).then((body) => new Set(body.paths)),
  ])
  return { redirects: redirectMap, published }
}
