/** Next's file-system cache entry, as much of it as this project reads (page-cache-handler.mjs). */
type CacheEntry = { lastModified?: number; value: ({ kind: string; html?: string | Buffer } & Record<string, unknown>) | null } | null

type Context = { fs: unknown; serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags?: string[] }

export declare function loadScriptsAfterFirstPaint(sources: string[]): void
export declare function chunkScripts(html: string): string[]
export declare function scriptsAfterFirstPaint(html: string): string
export declare function acceptedEncodings(header: string | string[] | undefined): { gzip: number; br: number }
export declare function htmlEncodingsFor(request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }): {
  br: boolean
  gzip: boolean
}
type Compress = (page: Buffer, options: object, done: (error: Error | null, result: Buffer) => void) => void
export declare class BrotliForms {
  constructor(dir: string, options?: { compress?: Compress; memoryBytes?: number; maxFiles?: number })
  static digest(page: Buffer): string
  lookup(page: Buffer, digest: string): Buffer | undefined
  prune(): Promise<void>
}
export declare function isInventedAddress(key: string, data: { kind?: string; status?: number; html?: unknown } | null | undefined, phase?: string): boolean
export declare const TRANSIENT_VARIANT_ATTRIBUTE: string
export declare const PAGE_GENERATION: unique symbol
/** When each unfinished read of the cache began; an answer whose tags expired after its read began is not kept. */
export declare class ReadsInFlight {
  constructor(maxKeys?: number, maxReadMs?: number)
  begin(key: string, now?: number): void
  keeps(key: string, tags: string[], expiredSince: (tags: string[], at: number) => boolean): boolean
}
export declare function entryTags(
  data: { kind?: string; tags?: string[]; headers?: Record<string, unknown> } | null | undefined,
  ctx?: { tags?: string[] },
): string[]
export declare function readBegins(
  entry: { value?: { kind?: string; revalidate?: number } | null; lastModified?: number; cacheControl?: { revalidate?: number | false } } | null | undefined,
  ctx?: { revalidate?: number },
  now?: number,
): boolean
export declare function pageAsServed<T extends CacheEntry>(entry: T, options?: { precompress?: boolean; brotli?: BrotliForms }): T

export default class PageCacheHandler {
  constructor(context: Context)
  get(key: string, context: Record<string, unknown>): Promise<CacheEntry>
  set(key: string, data: Record<string, unknown> | null, context: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>
}
