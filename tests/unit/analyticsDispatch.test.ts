import { describe, expect, it } from 'vitest'

import { consentCookies, cookieStatus, parseActiveGroups, statusForGroups } from '@/lib/tracking/consent'
import { createDispatcher, fallbackRequest, type AnalyticsBackend, type AnalyticsCall } from '@/lib/tracking/dispatcher'
import { segmentLoadOptions, splitApiUrl } from '@/lib/tracking/segment'

const recorder = (name: string) => {
  const calls: AnalyticsCall[] = []
  const backend: AnalyticsBackend = { name, send: (call) => calls.push(call) }
  return { backend, calls }
}

const track = (event: string): AnalyticsCall => ({ kind: 'track', event, properties: {} })

describe('the analytics dispatcher', () => {
  it('buffers calls until a backend is attached, then replays them in order and sends the rest straight through', () => {
    const dispatcher = createDispatcher()
    dispatcher.dispatch(track('Form Submit'))
    dispatcher.dispatch(track('Social Share'))
    expect(dispatcher.buffered).toBe(2)
    expect(dispatcher.backend).toBeUndefined()
    const { backend, calls } = recorder('segment')
    dispatcher.attach(backend)
    dispatcher.dispatch(track('Sign Up Success'))
    expect(calls.map((c) => (c.kind === 'track' ? c.event : c.kind))).toEqual(['Form Submit', 'Social Share', 'Sign Up Success'])
    expect(dispatcher.buffered).toBe(0)
    expect(dispatcher.backend).toBe('segment')
  })

  it('keeps only the newest calls when the buffer is full', () => {
    const dispatcher = createDispatcher(2)
    for (const event of ['a', 'b', 'c']) dispatcher.dispatch(track(event))
    const { backend, calls } = recorder('fallback')
    dispatcher.attach(backend)
    expect(calls.map((c) => (c.kind === 'track' ? c.event : ''))).toEqual(['b', 'c'])
  })
})

describe('the fallback requests (spec §7)', () => {
  it('appends the query string to page views and sends the page body', () => {
    const call: AnalyticsCall = { kind: 'page', path: '/pricing', title: 'Pricing', search: '?utm_source=x', campaign: { source: 'x' }, acceptedCookies: true }
    expect(fallbackRequest(call, 'anon-1')).toEqual({
      url: '/api/s/p?utm_source=x',
      body: { path: '/pricing', title: 'Pricing', acceptedCookies: true, campaign: { source: 'x' }, clientAnonymousId: 'anon-1' },
    })
  })

  it('sends the visit referrer with a page view when there is one', () => {
    const call: AnalyticsCall = {
      kind: 'page',
      path: '/',
      title: 'Home',
      search: '',
      campaign: {},
      acceptedCookies: false,
      referrer: 'https://partner.example/post',
    }
    expect(fallbackRequest(call, 'anon-1').body).toMatchObject({ path: '/', referrer: 'https://partner.example/post' })
  })

  it('sends tracks as type, data and options, and identifies with the anonymous id and traits', () => {
    expect(fallbackRequest({ kind: 'track', event: 'Form Submit', properties: { form: 'contact-sales' } }, 'a')).toEqual({
      url: '/api/s/t',
      body: { type: 'Form Submit', data: { form: 'contact-sales' }, options: {} },
    })
    expect(fallbackRequest({ kind: 'identify', userId: 'u-9', traits: { plan: 'pro' } }, 'a')).toEqual({
      url: '/api/s/i',
      body: { clientAnonymousId: 'a', traits: { plan: 'pro', userId: 'u-9' } },
    })
  })
})

describe('consent cookies', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  const value = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';')))

  it('writes both cookies for 365 days, and they read back as the decision', () => {
    const [closed, groups] = consentCookies(['performance'], { now, secure: true })
    expect(closed).toMatch(/^OptanonAlertBoxClosed=2026-11-22T10%3A00%3A00.000Z; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/)
    expect(groups).toMatch(/^OptanonConsent=.*; Max-Age=31536000; Path=\/; SameSite=Lax; Secure$/)
    expect(cookieStatus(value(closed), value(groups))).toBe('accepted')
    expect([...parseActiveGroups(value(groups))].sort()).toEqual(['necessary', 'performance'])
    const [, rejected] = consentCookies([], { now, secure: false })
    expect(cookieStatus(value(closed), value(rejected))).toBe('revoked')
  })

  it('closing the banner without a choice writes only the closed cookie: pending', () => {
    const cookies = consentCookies(undefined, { now, secure: false })
    expect(cookies).toHaveLength(1)
    expect(cookieStatus(value(cookies[0]), undefined)).toBe('pending')
  })

  it('a choice without performance analytics is revoked', () => {
    expect(statusForGroups(['functional', 'targeting'])).toBe('revoked')
    expect(statusForGroups(['performance'])).toBe('accepted')
  })
})

describe('the analytics library options (spec §9)', () => {
  it('splits the API address into protocol and host', () => {
    expect(splitApiUrl('http://127.0.0.1:3199/segment/v1/')).toEqual({ protocol: 'http', apiHost: '127.0.0.1:3199/segment/v1' })
    expect(splitApiUrl(undefined)).toEqual({})
    expect(splitApiUrl('ftp://x')).toEqual({})
  })

  it('turns the retry queue and batching on, keeps its cookie 365 days, and restricts destinations without consent', () => {
    const { settings, options } = segmentLoadOptions({ writeKey: 'wk', cdnUrl: 'http://cdn.test', apiUrl: 'https://api.test/v1' }, 'revoked', true)
    expect(settings).toEqual({ writeKey: 'wk', cdnURL: 'http://cdn.test' })
    expect(options.retryQueue).toBe(true)
    expect(options.cookie).toEqual({ maxage: 365, sameSite: 'Lax', secure: true })
    expect(options.integrations['Segment.io']).toEqual({
      protocol: 'https',
      apiHost: 'api.test/v1',
      deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000, maxRetries: 10 } },
    })
    expect(options.integrations.All).toBe(false)
    expect(options.integrations.Warehouses).toEqual({ warehouses: ['analytics'] })
    expect(options.integrations.HubSpot).toBe(false)
    expect(segmentLoadOptions({ writeKey: 'wk' }, 'accepted', false).options.integrations.All).toBe(true)
  })
})
