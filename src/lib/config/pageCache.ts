/**
 * Next's page cache, chosen from REDIS_URL when a server starts. Read by next.config.ts (builds, `next dev`) and by
 * the scripts that run `next start` with the configuration the build recorded (scripts/lib.ts serverConfigEnv): a
 * leaf of plain values, so both choose alike.
 *
 * Several servers share rendered pages and the data cache through Redis (cache-handler.mjs); Next's own per-process
 * memory cache is then off, so a publish on one server shows on all. Alone, the memory cache keeps the hottest pages
 * (about 40 pages' HTML and RSC) and the data cache; the rest is read from .next on disk. Next's default, 50 MB, is a
 * sixth of the server's budget. Either way a cached page's HTML goes out as bytes, not re-encoded per request
 * (page-cache-handler.mjs).
 */
import path from 'node:path'

export type PageCacheSettings = { cacheHandler: string; cacheMaxMemorySize: number }

export const PAGE_CACHE_MEMORY_BYTES = 16 * 1024 * 1024

export function pageCacheSettings(redisUrl: string | undefined, root: string): PageCacheSettings {
  return redisUrl
    ? { cacheHandler: path.join(root, 'cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheHandler: path.join(root, 'page-cache-handler.mjs'), cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES }
}
