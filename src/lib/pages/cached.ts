/**
 * A read kept in Next's data cache under tags, so the revalidation hooks
 * expire exactly what a change touches, and for the environment's lifetime
 * otherwise. Used by the pages and by the product's public GET endpoints (their
 * modules also load in the CLI and the worker, which never call it). With
 * REDIS_URL every app server shares it.
 */
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { env } from '../config/data'

export function cached<A extends unknown[], R>(key: string, fn: (...args: A) => Promise<R>, tagsOf: (...args: A) => string[]) {
  return (...args: A): Promise<R> =>
    unstable_cache(() => fn(...args), [key, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate: env.revalidateSeconds,
    })()
}

/**
 * `cached`, for a read through Payload: the instance it is handed goes along, not into the key (each data module
 * of src/lib takes the instance it is handed; src/siteData.ts hands in the site's).
 */
export function cachedWithPayload<A extends unknown[], R>(key: string, fn: (payload: Payload, ...args: A) => Promise<R>, tagsOf: (...args: A) => string[]) {
  return (payload: Payload, ...args: A): Promise<R> => cached(key, (...a: A) => fn(payload, ...a), tagsOf)(...args)
}

/**
 * A cached read for the product's GET endpoints, defined once per module:
 * concurrent requests with the same arguments share one lookup, so the burst
 * after a publish runs one query, not one per request. The Payload instance is
 * passed along, not part of the key. Not for pages: a shared lookup would not
 * record its tags on a second page's render.
 */
export function cachedRead<A extends unknown[], R>(key: string, fn: (payload: Payload, ...args: A) => Promise<R>, tagsOf: (...args: A) => string[]) {
  const inFlight = new Map<string, Promise<R>>()
  return (payload: Payload, ...args: A): Promise<R> => {
    const id = JSON.stringify(args)
    let running = inFlight.get(id)
    if (!running) {
      running = cachedWithPayload(key, fn, tagsOf)(payload, ...args).finally(() => inFlight.delete(id))
      inFlight.set(id, running)
    }
    return running
  }
}
