/**
 * The one small store every client island shares (spec §3, global shared
 * state): campaign, referrer, signupEmail and cookieStatus. Framework-free:
 * React islands read it with useSyncExternalStore.
 */
import type { Campaign } from './campaign'
import type { CookieStatus } from './consent'

export type TrackingState = { campaign: Campaign; referrer?: string; signupEmail?: string; cookieStatus: CookieStatus }

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

export const trackingStore = createStore({ campaign: {}, cookieStatus: 'unknown' })
