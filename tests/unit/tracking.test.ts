import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { isBot } from '@/lib/tracking/bots'
import { campaignFrom, ownDomain, referrerFrom, visitReferrer } from '@/lib/tracking/campaign'
import {
  CONSENT_ASK_ATTRIBUTE,
  consentAskScript,
  cookieStatus,
  destinationsFor,
  mayRecordSession,
  parseActiveGroups,
  serializeActiveGroups,
} from '@/lib/tracking/consent'

const q = (query: string) => new URLSearchParams(query)

describe('campaign', () => {
  it('reads the utm parameters, each falling back to the stored value', () => {
    expect(campaignFrom(q('utm_campaign=spring&utm_source=newsletter'), { source: 'old', medium: 'email', content: 'hero' })).toEqual({
      name: 'spring',
      source: 'newsletter',
      medium: 'email',
      content: 'hero',
    })
    expect(campaignFrom(q(''), {})).toEqual({})
    expect(campaignFrom(q('utm_medium=%20'), { medium: 'cpc' })).toEqual({ medium: 'cpc' })
  })
})

describe('the visit referrer', () => {
  it('takes a referrer this address gives, else keeps the one the visit landed with', () => {
    expect(visitReferrer('https://partner.example/post', null)).toBe('https://partner.example/post')
    expect(visitReferrer(undefined, 'https://partner.example/post')).toBe('https://partner.example/post')
    expect(visitReferrer('https://news.example/', 'https://partner.example/post')).toBe('https://news.example/')
    expect(visitReferrer(undefined, '')).toBeUndefined()
    expect(visitReferrer(undefined, null)).toBeUndefined()
  })
})

describe('referrer', () => {
  const site = ownDomain('https://www.ostra.com')
  it('prefers the query parameter, then the document referrer', () => {
    expect(referrerFrom(q('referrer=https://partner.example/post'), 'https://google.com/', site)).toBe('https://partner.example/post')
    expect(referrerFrom(q(''), 'https://google.com/', site)).toBe('https://google.com/')
  })
  it('ignores localhost and the site’s own domain', () => {
    expect(referrerFrom(q(''), 'http://localhost:3000/pricing', site)).toBeUndefined()
    expect(referrerFrom(q('referrer=https://docs.ostra.com/x'), '', site)).toBeUndefined()
    expect(referrerFrom(q(''), '', site)).toBeUndefined()
  })
})

describe('bots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36', true],
    ['curl/8.4.0', true],
    ['', true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', false],
  ])('%s → %s', (ua, bot) => expect(isBot(ua)).toBe(bot))
})

describe('consent', () => {
  it('round-trips the active groups, necessary always on', () => {
    const cookie = serializeActiveGroups(['performance'])
    expect([...parseActiveGroups(cookie)].sort()).toEqual(['necessary', 'performance'])
    expect([...parseActiveGroups(undefined)]).toEqual(['necessary'])
  })

  it('derives the cookie status', () => {
    expect(cookieStatus(undefined, undefined)).toBe('unknown')
    expect(cookieStatus('2026-11-22T00:00:00Z', undefined)).toBe('pending')
    expect(cookieStatus('2026-11-22T00:00:00Z', serializeActiveGroups(['performance', 'targeting']))).toBe('accepted')
    expect(cookieStatus('2026-11-22T00:00:00Z', serializeActiveGroups([]))).toBe('revoked')
  })

  it('maps consent to destinations: one warehouse and no session recording without; all warehouses and session recording with; ads and marketing off in both', () => {
    for (const status of ['unknown', 'pending', 'revoked'] as const) {
      expect(destinationsFor(status)).toMatchObject({
        All: false,
        Warehouses: { warehouses: ['analytics'] },
        'Google Ads': false,
        'Facebook Pixel': false,
        'LinkedIn Insight Tag': false,
        HubSpot: false,
        FullStory: false,
      })
    }
    expect(destinationsFor('accepted')).toMatchObject({
      All: true,
      Warehouses: { warehouses: ['all'] },
      'Google Ads': false,
      'Facebook Pixel': false,
      'LinkedIn Insight Tag': false,
      HubSpot: false,
      FullStory: true,
    })
    // A bot is never recorded, consent or not.
    expect(destinationsFor('accepted', true)).toMatchObject({ All: true, FullStory: false })
  })

  it("the banner's first-paint script asks exactly the visitors whose cookie status reads unknown", () => {
    // The browser's cookie string, as readCookie (the island) parses it: the name after the start or a semicolon.
    const read = (cookies: string, name: string) => cookies.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1]
    const asks = (cookies: string) => {
      const marked: string[] = []
      new Function('document', consentAskScript())({ cookie: cookies, documentElement: { setAttribute: (name: string) => marked.push(name) } })
      return marked
    }
    const closed = `OptanonAlertBoxClosed=${encodeURIComponent('2026-12-01T00:00:00Z')}`
    const groups = `OptanonConsent=${encodeURIComponent(serializeActiveGroups([]))}`
    const cases = [
      '',
      'a=1',
      closed,
      groups,
      `${closed}; ${groups}`,
      `a=1; ${groups}`,
      `a=1;${closed}`,
      'OptanonConsent=',
      'a=1; OptanonAlertBoxClosed=; b=2',
      'xOptanonConsent=1',
      'a=OptanonConsent=1',
      'OptanonConsentX=1',
      'optanonconsent=1',
    ]
    for (const cookies of cases) {
      const unknown = cookieStatus(read(cookies, 'OptanonAlertBoxClosed') || undefined, read(cookies, 'OptanonConsent') || undefined) === 'unknown'
      expect(asks(cookies), cookies).toEqual(unknown ? [CONSENT_ASK_ATTRIBUTE] : [])
    }
    expect(asks('')).toEqual([CONSENT_ASK_ATTRIBUTE])
    expect(asks(closed)).toEqual([])
  })

  it("the site's CSS shows the server's banner before hydration only under the script's attribute", () => {
    const css = fs.readFileSync('src/app/(frontend)/globals.css', 'utf8')
    expect(css).toContain(`html:not([${CONSENT_ASK_ATTRIBUTE}]) .consent-banner:not([data-settled])`)
  })

  it('records sessions only with consent and for humans', () => {
    expect(mayRecordSession('accepted', false)).toBe(true)
    expect(mayRecordSession('accepted', true)).toBe(false)
    expect(mayRecordSession('revoked', false)).toBe(false)
  })
})
