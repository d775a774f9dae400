/**
 * The analytics fallback (spec §7), used when the analytics library is not
 * loaded: POST /api/s/p (page), /api/s/t (track), /api/s/i (identify).
 * Validated against a small schema (lib/tracking/eventSchema: event names, at most 20 flat
 * properties), limited to 4 KB per event, and stored in the events table.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { EVENT_MAX_BYTES, eventName, eventProperties, anonymousIdFromCookie } from '@/lib/tracking'
import { storeEvent, type StoredEvent } from '@/lib/tracking/data'

import { defineEndpoint } from './endpoint'

const text = (max: number) => z.string().max(max)
const id = z.string().trim().min(1).max(100)
/** Pages send a view per navigation; a generous limit that still stops floods. */
const ANALYTICS_LIMIT = { limit: 300, windowMs: 60_000 }

export const pageInput = z.object({
  // The page's pathname (location.pathname): never empty, it names the stored event when there is no title.
  path: text(1024).startsWith('/'),
  title: text(300).optional(),
  acceptedCookies: z.boolean().optional(),
  campaign: z.object({ name: text(200).optional(), source: text(200).optional(), medium: text(200).optional(), content: text(200).optional() }).optional(),
  clientAnonymousId: id.optional(),
  // The visit's referrer (spec §3): `?referrer=` on the landing address, else the document's.
  referrer: text(1024).optional(),
})
export const trackInput = z.object({ type: eventName, data: eventProperties.optional(), options: eventProperties.optional() })
export const identifyInput = z.object({ clientAnonymousId: id, traits: eventProperties.optional() })

async function store(req: PayloadRequest, event: StoredEvent) {
  await storeEvent(req.payload, event)
  return Response.json({ stored: true }, { status: 202 })
}

const queryOf = (req: PayloadRequest) => new URL(req.url ?? 'http://localhost/').search.slice(1).slice(0, 2048) || undefined

export const pageEventEndpoint = defineEndpoint({
  path: '/s/p',
  method: 'post',
  body: pageInput,
  rateLimit: ANALYTICS_LIMIT,
  maxBodyBytes: EVENT_MAX_BYTES,
  handler: async ({ req, body }) =>
    store(req, {
      kind: 'page',
      name: body.title || body.path,
      anonymousId: body.clientAnonymousId ?? anonymousIdFromCookie(req.headers.get('cookie')),
      path: body.path,
      query: queryOf(req),
      data: { acceptedCookies: body.acceptedCookies ?? false, campaign: body.campaign ?? {}, ...(body.referrer ? { referrer: body.referrer } : {}) },
    }),
})

export const trackEventEndpoint = defineEndpoint({
  path: '/s/t',
  method: 'post',
  body: trackInput,
  rateLimit: ANALYTICS_LIMIT,
  maxBodyBytes: EVENT_MAX_BYTES,
  handler: async ({ req, body }) =>
    store(req, {
      kind: 'track',
      name: body.type,
      anonymousId: anonymousIdFromCookie(req.headers.get('cookie')),
      data: { data: body.data ?? {}, options: body.options ?? {} },
    }),
})

export const identifyEventEndpoint = defineEndpoint({
  path: '/s/i',
  method: 'post',
  body: identifyInput,
  rateLimit: ANALYTICS_LIMIT,
  maxBodyBytes: EVENT_MAX_BYTES,
  handler: async ({ req, body }) =>
    store(req, { kind: 'identify', name: 'identify', anonymousId: body.clientAnonymousId, data: { traits: body.traits ?? {} } }),
})
