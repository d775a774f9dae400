'use client'
import { useSyncExternalStore } from 'react'

/** Hydration never changes back: nothing to subscribe to. */
const noSubscription = () => () => {}

/**
 * False in the server's HTML and while hydrating, true once React has attached the island's handlers: what a control
 * that does nothing (or the wrong thing) before then waits for, e.g. a submit button that stays disabled.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
