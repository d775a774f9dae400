'use client'
import { useEffect } from 'react'

/** Locks page scrolling while `locked` (menus, dialogs); nested locks are counted, and the last unlock restores the page. */
let locks = 0
let saved: { overflow: string; paddingRight: string } | undefined

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const { body, documentElement } = document
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
      // Keep the layout from jumping when the scrollbar disappears.
      const scrollbar = window.innerWidth - documentElement.clientWidth
      body.style.overflow = 'hidden'
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
    }
    locks++
    return () => {
      locks--
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow
        body.style.paddingRight = saved.paddingRight
      }
    }
  }, [locked])
}
