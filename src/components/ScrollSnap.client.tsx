'use client'
import { useEffect, type ReactNode } from 'react'

import { SCROLL_SNAP_DELAY_MS, SCROLL_SNAP_THRESHOLDS } from '@/lib/layout'
import { SCROLL_SNAP_ATTRIBUTE, hashTarget, isSnapEnabled, scrollBehavior } from '@/lib/scrollSnap'

export type ScrollSnapProps = {
  /** Sections to snap to carry the class SCROLL_SNAP_ITEM_CLASS (from '@/lib/scrollSnap'). */
  children: ReactNode
  /** Snapping is off from this scroll offset (px)… */
  disableFrom?: number
  /** …until this one. */
  disableUntil?: number
  /** A CSS selector: snapping is on only while that element is on screen. */
  scope?: string
  className?: string
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The scope element; a selector that does not parse finds nothing, so snapping stays off rather than crashing the page. */
function findScope(selector: string): Element | null {
  try {
    return document.querySelector(selector)
  } catch {
    return null
  }
}

/**
 * A page of full-height panels that snap. The snapping is CSS (scroll-snap-type on <html> while enabled);
 * this island only decides when it is enabled and, once the page has settled, scrolls to the #hash panel.
 */
export function ScrollSnap({ children, disableFrom, disableUntil, scope, className }: ScrollSnapProps) {
  // The browser's own jump to the hash happens before images and fonts settle, and snapping can move it.
  useEffect(() => {
    const target = hashTarget(window.location.hash)
    if (!target) return
    const timer = setTimeout(() => {
      document.getElementById(target)?.scrollIntoView({ behavior: scrollBehavior(prefersReducedMotion()), block: 'start' })
    }, SCROLL_SNAP_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    const root = document.documentElement
    let inScope = !scope
    let frame = 0
    const update = () => {
      frame = 0
      root.toggleAttribute(SCROLL_SNAP_ATTRIBUTE, isSnapEnabled({ scrollY: window.scrollY, disableFrom, disableUntil, inScope }))
    }
    // Once per frame at most: scroll events come faster than paints.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }

    let observer: IntersectionObserver | undefined
    if (scope) {
      const element = findScope(scope)
      if (element && typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver(
          (entries) => {
            inScope = entries.some((entry) => entry.isIntersecting)
            schedule()
          },
          { threshold: [...SCROLL_SNAP_THRESHOLDS] },
        )
        observer.observe(element)
      } else if (element) {
        // No observer (very old browsers): the scope cannot be watched, so it does not restrict.
        inScope = true
      }
    }

    update()
    window.addEventListener('scroll', schedule, { passive: true })
    return () => {
      window.removeEventListener('scroll', schedule)
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
      root.removeAttribute(SCROLL_SNAP_ATTRIBUTE)
    }
  }, [disableFrom, disableUntil, scope])

  return <div className={['scroll-snap', className].filter(Boolean).join(' ')}>{children}</div>
}
