/**
 * A read kept in Next's data cache under tags, so the revalidation hooks
 * expire exactly what a change touches, and for the environment's lifetime
 * otherwise. Used by the pages and by the product's public GET endpoints
 * (without `server-only`: the endpoints' modules also load in the CLI and the
 * worker, which never call them). With REDIS_URL every app server shares it.
 */
import { unstable_cache } from 'next/cache'

import { env } from '../env'

export function cached<A extends unknown[], R>(key: string, fn: (...args: A) => Promise<R>, tagsOf: (...args: A) => string[]) {
  return (...args: A): Promise<R> =>
    unstable_cache(() => fn(...args), [key, JSON.stringify(args)], {
      tags: tagsOf(...args),
      revalidate: env.revalidateSeconds,
    })()
}
