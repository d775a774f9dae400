/**
 * Consent in the style of a consent-management service (spec §4): an
 * alert-box-closed cookie and an active-groups cookie, both for 365 days; the
 * cookie status follows from them and decides the analytics destinations.
 */
export const CONSENT_COOKIES = { closed: 'OptanonAlertBoxClosed', groups: 'OptanonConsent' } as const
export const CONSENT_MAX_AGE_DAYS = 365

export const CONSENT_GROUPS = {
  necessary: 'Strictly necessary',
  performance: 'Performance and analytics',
  functional: 'Functional',
  targeting: 'Targeting and advertising',
} as const
export type ConsentGroup = keyof typeof CONSENT_GROUPS
export const OPTIONAL_GROUPS: ConsentGroup[] = ['performance', 'functional', 'targeting']

export type CookieStatus = 'unknown' | 'accepted' | 'revoked' | 'pending'

/** "groups=necessary:1,performance:0,…" → the active groups. */
export function parseActiveGroups(value: string | undefined): Set<ConsentGroup> {
  const active = new Set<ConsentGroup>(['necessary'])
  const groups = value ? new URLSearchParams(value).get('groups') : null
  for (const entry of (groups ?? '').split(',')) {
    const [name, on] = entry.split(':')
    if (name in CONSENT_GROUPS && on === '1') active.add(name as ConsentGroup)
  }
  return active
}

export function serializeActiveGroups(active: Iterable<ConsentGroup>): string {
  const on = new Set(active)
  on.add('necessary')
  const groups = (Object.keys(CONSENT_GROUPS) as ConsentGroup[]).map((g) => `${g}:${on.has(g) ? 1 : 0}`).join(',')
  return new URLSearchParams({ groups }).toString()
}

/**
 * unknown: no decision cookie yet; pending: the banner was closed without a
 * choice for analytics; accepted / revoked: performance analytics on / off.
 */
export function cookieStatus(closedCookie: string | undefined, groupsCookie: string | undefined): CookieStatus {
  if (!closedCookie) return groupsCookie ? 'pending' : 'unknown'
  if (!groupsCookie) return 'pending'
  return parseActiveGroups(groupsCookie).has('performance') ? 'accepted' : 'revoked'
}

/**
 * The banner is in every page's HTML (pages are static), hidden unless <html> carries this attribute or the island
 * has settled: the script below sets it, as a rule before the first paint, for a visitor who has not chosen, so the banner is
 * painted with the page rather than after hydration, and never flashes for a visitor who has chosen.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask'

/**
 * An inline script for the page's body, right after the banner (so the banner is shown only once all of it has been
 * parsed): marks <html> with CONSENT_ASK_ATTRIBUTE exactly when `cookieStatus` would read `unknown` (neither consent
 * cookie has a value).
 */
export function consentAskScript(): string {
  const names = Object.values(CONSENT_COOKIES).join('|')
  return `/(?:^|;\\s*)(?:${names})=[^;]/.test(document.cookie)||document.documentElement.setAttribute('${CONSENT_ASK_ATTRIBUTE}','')`
}

/**
 * Analytics destinations by consent (spec §4). Without consent: the warehouse
 * restricted to the one analytics warehouse, and the ad, session-recording and
 * marketing destinations off. With consent: the warehouses fully on and the
 * session recording on (for a human visitor: bots are never recorded); the
 * same ad and marketing destinations stay off.
 */
export const AD_DESTINATIONS = ['Google Ads', 'Facebook Pixel', 'LinkedIn Insight Tag'] as const
export const MARKETING_DESTINATIONS = ['HubSpot'] as const
export const SESSION_RECORDING_DESTINATIONS = ['FullStory'] as const

const off = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, false]))

export function destinationsFor(status: CookieStatus, isBotVisitor = false): Record<string, boolean | { warehouses: string[] }> {
  const alwaysOff = off([...AD_DESTINATIONS, ...MARKETING_DESTINATIONS])
  const recording = Object.fromEntries(SESSION_RECORDING_DESTINATIONS.map((name) => [name, mayRecordSession(status, isBotVisitor)]))
  if (status === 'accepted') return { All: true, Warehouses: { warehouses: ['all'] }, ...recording, ...alwaysOff }
  return { All: false, Warehouses: { warehouses: ['analytics'] }, ...recording, ...alwaysOff }
}

/** Session recording needs consent and a human visitor. */
export function mayRecordSession(status: CookieStatus, isBotVisitor: boolean): boolean {
  return status === 'accepted' && !isBotVisitor
}

/** The status a set of active groups amounts to once the visitor has chosen. */
export function statusForGroups(active: Iterable<ConsentGroup>): CookieStatus {
  return new Set(active).has('performance') ? 'accepted' : 'revoked'
}

/**
 * The two cookies a decision writes, both for 365 days. With `groups` unset
 * (the banner closed without a choice) only the alert-box-closed cookie is
 * written, which reads back as `pending`.
 */
export function consentCookies(groups: Iterable<ConsentGroup> | undefined, { now, secure }: { now: Date; secure: boolean }): string[] {
  const attributes = `; Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  const closed = `${CONSENT_COOKIES.closed}=${encodeURIComponent(now.toISOString())}${attributes}`
  if (!groups) return [closed]
  // Already URL-encoded, as the consent service writes it: "datestamp=…&groups=necessary%3A1%2C…".
  const value = new URLSearchParams({ datestamp: now.toISOString(), groups: new URLSearchParams(serializeActiveGroups(groups)).get('groups') ?? '' })
  return [closed, `${CONSENT_COOKIES.groups}=${value.toString()}${attributes}`]
}
