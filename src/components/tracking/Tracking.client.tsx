'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { campaignFrom, ownDomain, referrerFrom, type Campaign } from '@/lib/tracking/campaign'
import { CONSENT_COOKIES, cookieStatus } from '@/lib/tracking/consent'
import { ensureAnonymousId } from '@/lib/tracking/identity'
import { trackingStore } from '@/lib/tracking/store'

const CAMPAIGN_KEY = 'ostra.campaign'

function readCookie(name: string): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]) : undefined
}

function storedCampaign(): Campaign {
  try {
    return JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? '{}') as Campaign
  } catch {
    return {}
  }
}

/**
 * The tracking island: on every page view it settles the visitor's identity,
 * campaign, referrer and cookie status in the shared store, and sends the page
 * view to the analytics fallback (POST /api/s/p with the query string).
 */
export function Tracking({ siteUrl }: { siteUrl: string }) {
  const pathname = usePathname()

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const anonymousId = ensureAnonymousId(
      { read: () => document.cookie, write: (cookie) => (document.cookie = cookie), secure: window.location.protocol === 'https:' },
      () => crypto.randomUUID(),
    )
    const campaign = campaignFrom(query, storedCampaign())
    try {
      localStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign))
    } catch {
      // Private modes may refuse storage; the campaign still applies to this page.
    }
    const status = cookieStatus(readCookie(CONSENT_COOKIES.closed), readCookie(CONSENT_COOKIES.groups))
    const referrer = referrerFrom(query, document.referrer, ownDomain(siteUrl))
    trackingStore.set({ campaign, referrer: referrer ?? trackingStore.get().referrer, cookieStatus: status })

    const body = { path: pathname, title: document.title, acceptedCookies: status === 'accepted', campaign, clientAnonymousId: anonymousId }
    fetch(`/api/s/p${window.location.search}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status))
      })
      .catch((error: unknown) => console.error('failed to send a fallback event', error))
  }, [pathname, siteUrl])

  return null
}
