'use client'
import { useEffect, type ReactNode } from 'react'

import { SCROLL_SNAP_DELAY_MS, SCROLL_SNAP_THRESHOLDS, SCROLL_SNAP_ATTRIBUTE, hashTarget, isSnapEnabled, scrollBehavior } from '@/lib/design'

export type ScrollSnapProps = {
  /** Sections to snap to carry the class SCROLL_SNAP_ITEM_CLASS (from '@/lib/design'). */
  children: ReactNode
  /** Snapping is off from this scroll offset (px)… */
  disableFrom?: number
  /** …until this one. */
  disableUntil?: number
  /** A CSS selector: snapping is off from the top of that element (measured in the page; overrides disableFrom)… */
  disableFromElement?: string
  /** …until the top of that one (overrides disableUntil). */
  disableUntilElement?: string
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

/** The element's top as a scroll offset, or undefined when the selector finds nothing. */
function topOf(selector: string | undefined): number | undefined {
  if (!selector) return undefined
  const element = findScope(selector)
  return element ? element.getBoundingClientRect().top + window.scrollY : undefined
}

/**
 * A page of full-height panels that snap. The snapping is CSS (scroll-snap-type on <html> while enabled);
 * this island only decides when it is enabled and, once the page has settled, scrolls to the #hash panel.
 */
export function ScrollSnap({ children, disableFrom, disableUntil, disableFromElement, disableUntilElement, scope, className }: ScrollSnapProps) {
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
    // Blocks named by the page's options are measured where they are now, and again when the layout can move them.
    let from = disableFrom
    let until = disableUntil
    const measure = () => {
      if (disableFromElement) from = topOf(disableFromElement)
      if (disableUntilElement) until = topOf(disableUntilElement)
    }
    const update = () => {
      frame = 0
      root.toggleAttribute(SCROLL_SNAP_ATTRIBUTE, isSnapEnabled({ scrollY: window.scrollY, disableFrom: from, disableUntil: until, inScope }))
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

    const remeasure = () => {
      measure()
      schedule()
    }
    measure()
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    const measured = Boolean(disableFromElement || disableUntilElement)
    if (measured) {
      window.addEventListener('resize', remeasure)
      window.addEventListener('load', remeasure)
    }
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', remeasure)
      window.removeEventListener('load', remeasure)
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
      root.removeAttribute(SCROLL_SNAP_ATTRIBUTE)
    }
  }, [disableFrom, disableUntil, disableFromElement, disableUntilElement, scope])

  return <div className={['scroll-snap', className].filter(Boolean).join(' ')}>{children}</div>
}
