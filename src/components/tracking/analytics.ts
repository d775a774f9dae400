/**
 * The browser's analytics calls (spec §4, §7). Islands call `track`; the
 * tracking island calls `page` and starts the backend once the consent status
 * is known: Segment's analytics-next when a write key is configured (loaded
 * on demand, its own chunk), otherwise, or when it fails to load, the
 * fallback endpoints. Calls made before then wait in the dispatcher's buffer.
 */
import {
  isBot,
  destinationsFor,
  createDispatcher,
  fallbackRequest,
  type AnalyticsBackend,
  type AnalyticsCall,
  SEGMENT_CALLBACK_TIMEOUT_MS,
  segmentLoadOptions,
  type SegmentConfig,
  storedFirstParty,
  trackingStore,
} from '@/lib/tracking'
import type { TrackedEvent } from '@/lib/tracking'

import { isHttps } from './browser'

const dispatcher = createDispatcher()
let anonymousId = ''
let started = false

export function track(event: TrackedEvent, properties: Record<string, unknown> = {}): void {
  dispatcher.dispatch({ kind: 'track', event, properties })
}

export function page(path: string): void {
  const { campaign, cookieStatus, referrer } = trackingStore.get()
  dispatcher.dispatch({
    kind: 'page',
    path,
    title: document.title,
    search: window.location.search,
    campaign,
    acceptedCookies: cookieStatus === 'accepted',
    referrer,
  })
}

export function identify(userId: string, traits: Record<string, unknown> = {}): void {
  dispatcher.dispatch({ kind: 'identify', userId, traits })
}

const fallback: AnalyticsBackend = {
  name: 'fallback',
  send(call: AnalyticsCall) {
    const { url, body } = fallbackRequest(call, anonymousId)
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`)
      })
      .catch((error: unknown) => console.error('failed to send a fallback event', error))
  },
}

async function loadSegment(config: SegmentConfig): Promise<AnalyticsBackend> {
  const { AnalyticsBrowser } = await import('@segment/analytics-next')
  const { settings, options } = segmentLoadOptions(config, trackingStore.get().cookieStatus, isHttps(), isBot(navigator.userAgent))
  const [analytics] = await AnalyticsBrowser.load(settings, options)
  analytics.timeout(SEGMENT_CALLBACK_TIMEOUT_MS)
  return {
    name: 'segment',
    send(call) {
      // Per call, so a consent change applies to the next event without a reload.
      const integrations = destinationsFor(trackingStore.get().cookieStatus, isBot(navigator.userAgent))
      if (call.kind === 'page') {
        // The visit's referrer (kept in session storage), not the library's own reading of document.referrer,
        // which on a later page of the visit names this site.
        const referrer = call.referrer ?? ''
        const properties = { path: call.path, title: call.title, search: call.search, url: window.location.href, referrer }
        // The stored campaign (not only this address's utm_ parameters), in Segment's shape.
        const { name = '', source = '', medium = '', content = '' } = call.campaign
        const context = { campaign: { name, source, medium, content, term: '' }, page: { ...properties } }
        void analytics.page(undefined, call.title, properties, { integrations, context })
      } else if (call.kind === 'track') {
        void analytics.track(call.event, call.properties, { integrations })
        // An experiment's exposures and goals are counted in PostgreSQL too, for its results in the admin.
        if (storedFirstParty(call.event)) fallback.send(call)
      } else {
        void analytics.identify(call.userId, call.traits, { integrations })
      }
    },
  }
}

/** Once per document, after the consent status is known. */
export function startAnalytics(config: SegmentConfig | undefined, id: string): void {
  anonymousId = id
  if (started) return
  started = true
  if (!config) return dispatcher.attach(fallback)
  loadSegment(config).then(
    (segment) => dispatcher.attach(segment),
    (error: unknown) => {
      console.error('failed to load analytics; continuing without it', error)
      dispatcher.attach(fallback)
    },
  )
}
