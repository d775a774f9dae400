'use client'
import { useEffect } from 'react'

import { isHeaderHidden, nextScrollState, type ScrollState } from '@/lib/design'

/**
 * Follows the scroll direction and tells the page through attributes on <html>:
 * data-header-direction (UP or DOWN) and data-header-hidden. CSS hides the header
 * on the way down and shifts sticky elements with it (0.5 s transition).
 */
export function HeaderScroll() {
  useEffect(() => {
    const root = document.documentElement
    let state: ScrollState = { y: window.scrollY, direction: 'UP' }
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      state = nextScrollState(state, y)
      const { direction } = state
      const header = document.querySelector<HTMLElement>('.site-header')
      // An open menu keeps the header in place.
      const hidden = root.dataset.menuOpen !== 'true' && isHeaderHidden(direction, y, header?.offsetHeight ?? 0)
      root.dataset.headerDirection = direction
      root.dataset.headerHidden = String(hidden)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return null
}
