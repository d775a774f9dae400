/**
 * Next's cache (rendered pages, route output, the tagged data cache) shared
 * by every app server through Redis, so a page rendered on one server is
 * served by all and a publish on one expires it everywhere. next.config.ts
 * uses this file only when REDIS_URL is set. If Redis stops answering, reads
 * and writes fall to this process's own memory until it is back.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import fs from 'node:fs'
import path from 'node:path'

import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

import { entryTags, isInventedAddress, pageAsServed, readBegins, ReadsInFlight } from './page-cache-handler.mjs'

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

/** Keys are prefixed per build, so a deploy never serves pages rendered by the previous one. */
const prefix = `${process.env.REDIS_KEY_PREFIX || 'ostra'}:${buildId()}:`

async function connect(url) {
  const client = createClient({
    url,
    // Fail fast while disconnected (the memory handler answers), reconnect in the background.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  })
  client.on('error', (error) => console.warn('[cache] Redis:', error.message))
  await client.connect()
  return client
}

CacheHandler.onCreation(async () => {
  // One connection per process, however many times Next creates the handler.
  globalThis.__ostraCacheConfig ??= (async () => {
    const local = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 64 * 1024 * 1024 })
    const url = process.env.REDIS_URL
    // The build renders into its own output; only running servers share Redis.
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] }
    try {
      const client = await connect(url)
      return { handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1000 }), local] }
    } catch (error) {
      console.warn('[cache] Redis unavailable, using this process only:', error instanceof Error ? error.message : error)
      return { handlers: [local] }
    }
  })()
  return globalThis.__ostraCacheConfig
})

/**
 * A read stored after a change expired its tags is not kept (page-cache-handler.mjs ReadsInFlight). Redis keeps no
 * moment per tag that this could ask cheaply, so the moments are this process's own: a change made through this server
 * (a publish is the editor's request, or the revalidate endpoint's) is covered, one made through another is not.
 */
const STATE = Symbol.for('ostra.sharedCacheReads')
const state = (globalThis[STATE] ??= { reads: new ReadsInFlight(), expired: new Map() })
const MAX_TAGS = 10_000
const expiredSince = (tags, at) => tags.some((tag) => (state.expired.get(tag) ?? 0) > at)

/** Pages go out as on a server alone: bytes, scripts after the first paint (page-cache-handler.mjs). */
export default class SharedCacheHandler extends CacheHandler {
  async get(key, ctx, ...rest) {
    const entry = await super.get(key, ctx, ...rest)
    if (readBegins(entry, ctx)) state.reads.begin(key)
    return pageAsServed(entry)
  }

  /** A 404 rendered for an address that has no page is not shared (page-cache-handler.mjs isInventedAddress). */
  async set(key, data, ctx) {
    if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD && !state.reads.keeps(key, entryTags(data, ctx), expiredSince)) return
    if (!isInventedAddress(key, data)) return super.set(key, data, ctx)
  }

  async revalidateTag(tags, ...rest) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      state.expired.delete(tag)
      if (state.expired.size >= MAX_TAGS) state.expired.delete(state.expired.keys().next().value)
      state.expired.set(tag, now)
    }
    return super.revalidateTag(tags, ...rest)
  }
}
