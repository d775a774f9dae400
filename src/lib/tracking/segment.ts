/**
 * How the customer-analytics library (Segment's analytics-next) is set up
 * (spec §4 and §9): the retry queue on, batched delivery (10 events or 5 s,
 * 10 retries; the library itself splits page-hide sends into ~64 KB keepalive
 * chunks and caps a batch at 450 KB), a 300 ms event-callback timeout, its
 * cookies for 365 days, and the destinations the consent allows.
 */
import type { AnalyticsBrowserSettings, InitOptions } from '@segment/analytics-next'

import type { CookieStatus } from './consent'
import { destinationsFor } from './consent'
import type { SegmentConfig } from '../config'

export type { SegmentConfig }

export const SEGMENT_BATCH = { size: 10, timeout: 5000, maxRetries: 10 } as const
export const SEGMENT_CALLBACK_TIMEOUT_MS = 300
export const SEGMENT_COOKIE_DAYS = 365

/** "https://api.segment.io/v1" → { protocol: 'https', apiHost: 'api.segment.io/v1' }. */
export function splitApiUrl(apiUrl: string | undefined): { protocol?: 'http' | 'https'; apiHost?: string } {
  if (!apiUrl) return {}
  const match = /^(https?):\/\/(.+?)\/*$/.exec(apiUrl.trim())
  return match ? { protocol: match[1] as 'http' | 'https', apiHost: match[2] } : {}
}

type Integrations = NonNullable<InitOptions['integrations']>

export function segmentLoadOptions(
  config: SegmentConfig,
  status: CookieStatus,
  secure: boolean,
  isBotVisitor = false,
): { settings: AnalyticsBrowserSettings; options: InitOptions & { integrations: Integrations } } {
  return {
    settings: { writeKey: config.writeKey, ...(config.cdnUrl ? { cdnURL: config.cdnUrl } : {}) },
    options: {
      retryQueue: true,
      initialPageview: false,
      cookie: { maxage: SEGMENT_COOKIE_DAYS, sameSite: 'Lax', secure },
      integrations: {
        ...destinationsFor(status, isBotVisitor),
        'Segment.io': { ...splitApiUrl(config.apiUrl), deliveryStrategy: { strategy: 'batching' as const, config: { ...SEGMENT_BATCH } } },
      },
    },
  }
}
