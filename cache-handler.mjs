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

import { isInventedAddress, pageAsServed } from './page-cache-handler.mjs'

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

/** Pages go out as on a server alone: bytes, scripts after the first paint (page-cache-handler.mjs). */
export default class SharedCacheHandler extends CacheHandler {
  async get(...args) {
    return pageAsServed(await super.get(...args))
  }

  /** A 404 rendered for an address that has no page is not shared (page-cache-handler.mjs isInventedAddress). */
  async set(key, data, ctx) {
    if (!isInventedAddress(key, data)) return super.set(key, data, ctx)
  }
}
