/**
 * The one small store every client island shares (spec §3, global shared
 * state): campaign, referrer, signupEmail and cookieStatus. Framework-free:
 * React islands read it with useSyncExternalStore.
 */
import type { Campaign } from './campaign'
import type { ConsentGroup, CookieStatus } from './consent'

export type TrackingState = {
  campaign: Campaign
  referrer?: string
  signupEmail?: string
  cookieStatus: CookieStatus
  /** The consent groups switched on (strictly necessary always). */
  consentGroups: ConsentGroup[]
  /** The visitor's anonymous id and, when the portal has signed them in, user id. */
  anonymousId?: string
  userId?: string
  /** Set once the consent cookies have been read on this page: until then nothing that needs consent starts. */
  consentSettled: boolean
}

export function createStore(initial: TrackingState) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch: Partial<TrackingState>) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const trackingStore = createStore({ campaign: {}, cookieStatus: 'unknown', consentGroups: ['necessary'], consentSettled: false })
