'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import {
  campaignFrom,
  ownDomain,
  referrerFrom,
  visitReferrer,
  type Campaign,
  CONSENT_COOKIES,
  cookieStatus,
  parseActiveGroups,
  USER_ID_COOKIE,
  ensureAnonymousId,
  trackingStore,
} from '@/lib/tracking'
import type { SegmentConfig } from '@/lib/tracking'

import { identify, page, startAnalytics } from './analytics'
import { isHttps, readCookie } from './browser'

const CAMPAIGN_KEY = 'ostra.campaign'
const IDENTIFIED_KEY = 'ostra.identified'
/** The visit's referrer: session storage lives exactly as long as the visit (the tab). */
const REFERRER_KEY = 'ostra.referrer'
/** document.referrer names the page before this document: it counts on the document's first page view only. */
let documentReferrerUsed = false

function storedCampaign(): Campaign {
  try {
    return JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? '{}') as Campaign
  } catch {
    return {}
  }
}

function storeCampaign(campaign: Campaign) {
  try {
    localStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign))
  } catch {
    // Private modes may refuse storage; the campaign still applies to this page.
  }
}

/** The referrer this address gives, else the visit's; kept for the rest of the visit. */
function referrerForVisit(current: string | undefined): string | undefined {
  try {
    const referrer = visitReferrer(current, sessionStorage.getItem(REFERRER_KEY))
    if (referrer) sessionStorage.setItem(REFERRER_KEY, referrer)
    return referrer
  } catch {
    // Without session storage the referrer still applies within this document.
    return visitReferrer(current, trackingStore.get().referrer)
  }
}

/** A signed-in visitor (the portal sets ajs_user_id) is identified once per browser session. */
function identifyKnownUser(userId: string | undefined) {
  if (!userId) return
  try {
    if (sessionStorage.getItem(IDENTIFIED_KEY) === userId) return
    sessionStorage.setItem(IDENTIFIED_KEY, userId)
  } catch {
    // Without session storage the identify is simply sent again.
  }
  identify(userId)
}

/**
 * The tracking island: on every page view it settles the visitor's identity,
 * campaign, referrer and cookie status in the shared store and sends the page
 * view; on the first it starts the analytics backend.
 */
export function Tracking({ siteUrl, segment }: { siteUrl: string; segment?: SegmentConfig }) {
  const pathname = usePathname()

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const anonymousId = ensureAnonymousId({ read: () => document.cookie, write: (cookie) => (document.cookie = cookie), secure: isHttps() }, () =>
      crypto.randomUUID(),
    )
    const campaign = campaignFrom(query, storedCampaign())
    storeCampaign(campaign)
    const groupsCookie = readCookie(CONSENT_COOKIES.groups)
    // Client-side navigations keep the landing document's referrer, so after the first page view only a
    // `?referrer=` of the new address counts; otherwise the visit's stays.
    const documentReferrer = documentReferrerUsed ? '' : document.referrer
    documentReferrerUsed = true
    const referrer = referrerForVisit(referrerFrom(query, documentReferrer, ownDomain(siteUrl)))
    const userId = readCookie(USER_ID_COOKIE)?.replace(/^"|"$/g, '') || undefined
    trackingStore.set({
      anonymousId,
      userId,
      campaign,
      referrer,
      cookieStatus: cookieStatus(readCookie(CONSENT_COOKIES.closed), groupsCookie),
      consentGroups: [...parseActiveGroups(groupsCookie)],
      consentSettled: true,
    })
    startAnalytics(segment, anonymousId)
    identifyKnownUser(userId)
    page(pathname)
  }, [pathname, siteUrl, segment])

  return null
}
