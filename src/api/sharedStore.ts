/**
 * The Redis connection the product's endpoints share with the other app
 * servers (REDIS_URL): rate limits count across servers. One connection per
 * process, made on first use; while Redis is away commands fail at once
 * (no offline queue), so callers fall back instead of waiting.
 */
import type { createClient } from 'redis'

import type { RedisScripting } from '@/lib/requests'

type Client = ReturnType<typeof createClient>

let connecting: Promise<Client> | undefined

function connect(url: string): Promise<Client> {
  connecting ??= (async () => {
    // Loaded on first use: a server without Redis never holds the client (4 MB of heap).
    const { createClient } = await import('redis')
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
    })
    client.on('error', (error: Error) => console.warn('[redis]', error.message))
    await client.connect()
    return client
  })().catch((error: unknown) => {
    // The next request tries again.
    connecting = undefined
    throw error
  })
  return connecting
}

/** Scripting on the shared Redis, for the rate limiter. */
export function sharedScripting(url: string): RedisScripting {
  return { eval: async (script, options) => (await connect(url)).eval(script, options) }
}
