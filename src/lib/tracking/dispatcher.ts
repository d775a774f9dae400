/**
 * Where analytics calls go (spec §4): into a buffer until a backend is
 * attached (the analytics library once it has loaded, or the fallback
 * endpoints), then straight through. Attaching replays the buffer in order,
 * so nothing raised before the library loaded is lost.
 */
import type { Campaign } from './campaign'

export type AnalyticsCall =
  | { kind: 'page'; path: string; title: string; search: string; campaign: Campaign; acceptedCookies: boolean; referrer?: string }
  | { kind: 'track'; event: string; properties: Record<string, unknown> }
  | { kind: 'identify'; userId?: string; traits: Record<string, unknown> }

export interface AnalyticsBackend {
  readonly name: string
  send(call: AnalyticsCall): void
}

/** Enough for a long session of clicks before consent; beyond it the oldest are dropped. */
export const MAX_BUFFERED_CALLS = 200

export function createDispatcher(maxBuffered = MAX_BUFFERED_CALLS) {
  let backend: AnalyticsBackend | undefined
  const buffer: AnalyticsCall[] = []
  return {
    dispatch(call: AnalyticsCall) {
      if (backend) return backend.send(call)
      buffer.push(call)
      if (buffer.length > maxBuffered) buffer.shift()
    },
    /** Sends everything buffered to `next`, then routes every later call to it. */
    attach(next: AnalyticsBackend) {
      backend = next
      for (const call of buffer.splice(0)) next.send(call)
    },
    get backend(): string | undefined {
      return backend?.name
    },
    get buffered(): number {
      return buffer.length
    },
  }
}

/** The fallback endpoints' requests (spec §7): page views with the query string appended. */
export function fallbackRequest(call: AnalyticsCall, anonymousId: string): { url: string; body: Record<string, unknown> } {
  switch (call.kind) {
    case 'page':
      return {
        url: `/api/s/p${call.search}`,
        body: {
          path: call.path,
          title: call.title,
          acceptedCookies: call.acceptedCookies,
          campaign: call.campaign,
          clientAnonymousId: anonymousId,
          ...(call.referrer ? { referrer: call.referrer } : {}),
        },
      }
    case 'track':
      return { url: '/api/s/t', body: { type: call.event, data: call.properties, options: {} } }
    case 'identify':
      return { url: '/api/s/i', body: { clientAnonymousId: anonymousId, traits: call.userId ? { ...call.traits, userId: call.userId } : call.traits } }
  }
}
