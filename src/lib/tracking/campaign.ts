/**
 * Campaign and referrer (spec §3 and §5). Campaign fields come from the utm_
 * query parameters, each falling back to the stored value; the referrer from
 * the `referrer` query parameter, else the document's, and is ignored when it
 * points at localhost or this site's own domain.
 */
export type Campaign = { name?: string; source?: string; medium?: string; content?: string }

const CAMPAIGN_PARAMS = { name: 'utm_campaign', source: 'utm_source', medium: 'utm_medium', content: 'utm_content' } as const

export function campaignFrom(query: URLSearchParams, stored: Campaign = {}): Campaign {
  const campaign: Campaign = {}
  for (const [key, param] of Object.entries(CAMPAIGN_PARAMS) as [keyof Campaign, string][]) {
    const value = query.get(param)?.trim().slice(0, 200) || stored[key]
    if (value) campaign[key] = value
  }
  return campaign
}

/** The site's registrable domain, e.g. "ostra.com" for https://www.ostra.com. */
export function ownDomain(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}

export function referrerFrom(query: URLSearchParams, documentReferrer: string, siteDomain: string): string | undefined {
  const candidate = (query.get('referrer') || documentReferrer || '').trim()
  if (!candidate) return undefined
  const lower = candidate.toLowerCase()
  if (lower.includes('localhost') || (siteDomain && lower.includes(siteDomain.toLowerCase()))) return undefined
  return candidate.slice(0, 2048)
}

/**
 * The visit's referrer: the one this address gives (a `?referrer=` or an
 * outside document referrer), else the one kept from the visit's landing page,
 * so every page view of the visit carries where the visitor came from.
 */
export function visitReferrer(current: string | undefined, stored: string | null | undefined): string | undefined {
  return current ?? (stored || undefined)
}
