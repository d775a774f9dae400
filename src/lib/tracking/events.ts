import { cookieValue } from '../cookies'

/** The tracked events by their exact names (spec §9), and the fallback's event kinds. */
export const TRACKED_EVENTS = [
  'Form Submit',
  'Sign Up Success',
  'Experiment Viewed',
  /** A click on the button or link an experiment counts as its goal (lib/experiments/goalClicks). */
  'Experiment Goal Clicked',
  'Social Share',
  'Voice AI Agent Selected',
  'Voice AI Lets Talk Submit',
  'Voice AI Call Ended Sign Up Click',
] as const
export type TrackedEvent = (typeof TRACKED_EVENTS)[number]

/**
 * Events written to the first-party store (PostgreSQL) whatever the analytics library: an experiment's
 * exposures and its goals (lib/experiments/results.ts EXPERIMENT_GOALS), so its results are in the admin.
 * They carry the anonymous id and no more than the analytics warehouse receives without consent.
 */
export const FIRST_PARTY_EVENTS = ['Experiment Viewed', 'Experiment Goal Clicked', 'Form Submit', 'Sign Up Success'] as const satisfies readonly TrackedEvent[]

export function storedFirstParty(event: string): boolean {
  return (FIRST_PARTY_EVENTS as readonly string[]).includes(event)
}

export const ANALYTICS_EVENT_KINDS = ['page', 'track', 'identify'] as const
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number]

export const ANONYMOUS_ID_COOKIE = 'ajs_anonymous_id'
export const USER_ID_COOKIE = 'ajs_user_id'
/** About three years. */
export const ANONYMOUS_ID_MAX_AGE_DAYS = 3 * 365

/** The anonymous id in a Cookie header (analytics libraries store it JSON-quoted). */
export function anonymousIdFromCookie(header: string | null | undefined): string | undefined {
  // A malformed escape is no id: the visitor gets a new one, the request never fails.
  const value = (cookieValue(header, ANONYMOUS_ID_COOKIE) ?? '').replace(/^"|"$/g, '').trim()
  return value ? value.slice(0, 100) : undefined
}
